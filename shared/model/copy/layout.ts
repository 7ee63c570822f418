// data/blocks/layout.md: the words many pages share (buttons, labels read by screen readers, the
// closing call to action), filled once per build and read through the site context.
import { group, inline, line } from './kinds.ts';

export const layoutCopy = group({
  /** buttons that stand on many pages */
  buttons: group({ quote: line(40), call: line(40), text: line(40) }),
  /** read by screen readers after a link that opens in a new tab */
  opensInNewTab: line(40),
  /** the closing call to action where a page has none of its own */
  callToAction: group({ heading: line(60), text: inline(300) }),
});
