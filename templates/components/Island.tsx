// Server side of an island: renders the component to HTML with its own identifierPrefix (so
// useId stays unique per island), inlines the props as escaped JSON, and records the island so
// the document loads its script. Pages without islands therefore ship no script at all.
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { islands } from '../islands/registry.ts';
import { createQueryClient } from '../islands/query-client.ts';
import { safeJson } from './safe-json.ts';
import { IslandUsageContext, useSite } from '../site-context.tsx';
import { BrowserWordsContext } from './BrowserWords.tsx';
import { browserWordsOf } from './browser-words.ts';

export class UnknownIslandError extends Error {
  constructor(name: string) {
    super(`unknown island "${name}"; known islands: ${Object.keys(islands).sort().join(', ') || '(none)'}`);
    this.name = 'UnknownIslandError';
  }
}

export function Island<P extends object>({ name, props }: { name: string; props: P }) {
  const usage = useContext(IslandUsageContext);
  const definition = islands[name];
  if (!definition) throw new UnknownIslandError(name);
  if (!usage) throw new Error('<Island> rendered outside a page render');
  const prefix = usage.use(name);
  // deferred islands name their module for the loader (templates/islands/loader.ts)
  const site = useSite();
  const bundles = site.assets.islands;
  const deferredSrc = definition.hydrate === 'load' ? undefined : bundles.byName.get(name)?.entry;
  const Component = definition.component as unknown as React.ComponentType<P>;
  // renderToString (not static markup) keeps the text separators hydration relies on
  // the island renders on its own, outside the site context: its shared components take their
  // words from the one set the page carries for the browser (Document.tsx); a client of its own
  // for the data hooks, which fetch nothing on the server (the browser's is the page's, runtime.tsx)
  const html = renderToString(
    <BrowserWordsContext.Provider value={browserWordsOf(site.copy)}>
      <QueryClientProvider client={createQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    </BrowserWordsContext.Provider>,
    { identifierPrefix: prefix },
  );
  return (
    <div data-island={name} data-island-id={prefix} data-hydrate={deferredSrc ? definition.hydrate : undefined} data-src={deferredSrc} className="island">
      <script type="application/json" dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
