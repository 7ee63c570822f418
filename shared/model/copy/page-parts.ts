// Parts many page copy files share: the hero's heading and lead, titled reasons shown as cards,
// and a page's own closing call to action.
import { group, inline, line, list } from './kinds.ts';

/** The top band: the page's one h1 and the plain lead under it. */
export const hero = () => group({ heading: line(90), lead: line(400) });

/** Titled reasons shown as a grid of cards. */
export const reasonCards = () => list(group({ title: line(80), text: line(300) }));

/** The closing call to action; without `text` the shared one of data/blocks/layout.md shows. */
export const closingCall = () => group({ heading: line(60), text: inline(300).optional() });
