// data/blocks/why-us.md: the reasons to choose the business, on the home page and every town hub,
// and the categories its services are sold in (data/services.csv `category` names one by its id).
// Each category has its heading on /services/, its label over its links on a town's hub, the
// artwork its services show when they have none of their own, and optionally its own reasons for
// its service pages (an office's page reads the business reasons, not a home's).
import { z } from 'zod';
import { withExample } from '../cells.ts';
import { group, line, list } from './kinds.ts';

const reasonList = list(group({ title: line(80), text: line(300) }));

export const whyUsCopy = group({
  reasons: reasonList,
  categories: withExample(
    list(
      group({
        id: line(40).pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected an id of lowercase letters, digits and dashes, as services.csv writes it')),
        heading: line(80),
        label: line(60),
        artwork: line(120),
        reasons: reasonList.optional(),
      }),
    ),
    // the block is several lines: the example names them in the order the file writes them
    '"- id: home" with "heading: For Your Home", "label: At home" and "artwork: services/home" on the lines below it, one entry per category services.csv names (docs/marketers.md, "Service categories")',
  ),
});
