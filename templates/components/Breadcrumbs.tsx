import type { Crumb } from '../../shared/model/head.ts';
import { useSite } from '../site-context.tsx';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const label = useSite().copy.breadcrumbsLabel;
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
