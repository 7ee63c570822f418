// The layout checks, run inside a page in Chromium (docs/architecture.md#layout-checks states each
// rule). `inspectLayout` is serialized into the page: it may use nothing from outside its own
// body (no imports, no module-level names), only the DOM.

/** The checks, in the order a report lists them. */
export const LAYOUT_CHECKS = ['overflow', 'narrow-text', 'overlap', 'clipped', 'run-together', 'image', 'tap-target', 'empty-heading', 'lonely-card'] as const;
export type LayoutCheck = (typeof LAYOUT_CHECKS)[number];

export interface LayoutFinding {
  check: LayoutCheck;
  /** a short CSS path to the element at fault */
  target: string;
  /** what is wrong, with a snippet of the text it concerns */
  detail: string;
  /** findings of a page with the same key are one problem (default: the detail, figures aside) */
  key?: string;
}

export interface InspectOptions {
  /** at phone widths: tap targets are held to 24 x 24 px, and the header's menu is opened */
  phone: boolean;
}

/**
 * Every layout problem of the page as the browser shows it now (its viewport, scrolled to the top).
 * Scrolls the page to its end and back to find text a floating element hides for good.
 */
export async function inspectLayout(options: InspectOptions): Promise<LayoutFinding[]> {
  const findings: LayoutFinding[] = [];
  const add = (check: LayoutFinding['check'], element: Element, detail: string, key?: string) => findings.push({ check, target: cssPath(element), detail, ...(key && { key }) });
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const viewportHeight = window.innerHeight;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = getComputedStyle(element)));
    return found;
  };

  function cssPath(element: Element): string {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
      if (at.id) {
        parts.unshift(`#${at.id}`);
        break;
      }
      const classes = [...at.classList].slice(0, 2).map((c) => `.${c}`).join('');
      parts.unshift(`${at.tagName.toLowerCase()}${classes}`);
    }
    return parts.join(' > ');
  }
  const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const snippet = (text: string, length = 50) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
  };

  /** Hidden from sight though laid out: visibility, zero opacity, the visually-hidden clip, or
   * placed wholly off the page (a skip link waiting for focus). */
  const hiddenCache = new Map<Element, boolean>();
  function hidden(element: Element): boolean {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    const css = style(element);
    let result = css.visibility === 'hidden' || css.display === 'none' || Number(css.opacity) === 0 || (css.clip !== 'auto' && css.clip !== '') || /inset\(50%/.test(css.clipPath);
    if (!result && css.overflow !== 'visible') {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) result = true;
    }
    if (!result && css.position === 'absolute') {
      const box = element.getBoundingClientRect();
      if (box.right <= 0 || box.bottom + window.scrollY <= 0 || box.left >= Math.max(viewportWidth, root.scrollWidth)) result = true;
    }
    // a closed <details> lays out its summary only (its content keeps boxes Chromium does not paint)
    const parent = element.parentElement;
    if (!result && parent?.tagName === 'DETAILS' && !(parent as HTMLDetailsElement).open && element.tagName !== 'SUMMARY') result = true;
    if (!result && parent) result = hidden(parent);
    hiddenCache.set(element, result);
    return result;
  }

  interface Line {
    node: Text;
    element: Element;
    rect: DOMRect;
  }
  /** Each visible line box of each text node, in viewport coordinates. */
  function textLines(): Line[] {
    const lines: Line[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement;
      if (!element || !node.data.trim() || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|TITLE)$/.test(element.tagName) || hidden(element)) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width >= 1 && rect.height >= 1) lines.push({ node, element, rect });
    }
    return lines;
  }
  const intersection = (a: DOMRect, b: DOMRect) => ({
    width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  });
  /** `float` lies over the line (by a third of its height), and is painted above it there */
  const covers = (float: Element, box: DOMRect, line: Line) => {
    const { width, height } = intersection(line.rect, box);
    if (width <= 2 || height <= line.rect.height / 3) return false;
    const x = Math.max(line.rect.left, box.left) + width / 2;
    const y = Math.max(line.rect.top, box.top) + height / 2;
    const top = document.elementFromPoint(x, y);
    return top !== null && float.contains(top);
  };

  // images first, loaded in full: a lazy image below the fold has no size until it loads
  const images = [...document.images];
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
  window.scrollTo(0, 0);

  // --- overflow: the page scrolls sideways, or text sits beyond its left or right edge
  if (root.scrollWidth > viewportWidth + 1) {
    const wide = [...document.body.querySelectorAll('*')].filter((el) => !hidden(el) && el.getBoundingClientRect().right > viewportWidth + 1);
    // the outermost culprit: the others overflow because they sit in it
    const culprit = wide.find((el) => !wide.includes(el.parentElement as Element)) ?? root;
    add('overflow', culprit, `the page is ${root.scrollWidth} px wide in a ${viewportWidth} px window`);
  }
  const lines = textLines();
  for (const line of lines) {
    if (line.rect.left < -1 || line.rect.right > viewportWidth + 1) {
      add('overflow', line.element, `text beyond the window's edge: "${snippet(line.node.data)}"`);
      break;
    }
  }

  // --- narrow-text: a block of 15 or more words in a column under 200 px
  const blocks = new Set<Element>();
  for (const line of lines) {
    let block: Element | null = line.element;
    while (block && style(block).display.startsWith('inline')) block = block.parentElement;
    if (block) blocks.add(block);
  }
  for (const block of blocks) {
    const count = words((block as HTMLElement).innerText ?? '').length;
    const width = block.getBoundingClientRect().width;
    if (count >= 15 && width < 200) add('narrow-text', block, `${count} words in a column ${Math.round(width)} px wide: "${snippet((block as HTMLElement).innerText)}"`);
  }

  // --- overlap: a floating (fixed or sticky) element painted over text: over the first screen as the
  // page opens, whatever its shape (a bar along the bottom edge included: a visitor reads that
  // screen first); and at the end of the page, for one held in the bottom half of the window, over
  // text no scrolling uncovers. A bar held across the top of the window (a sticky header) covers
  // only what has scrolled past, so at the top of the page it is judged where it rests.
  const floating = [...document.body.querySelectorAll('*')].filter((el) => /^(fixed|sticky)$/.test(style(el).position) && !hidden(el));
  const coveringAtTop = new Set<Element>();
  const covered = (where: 'top' | 'bottom', atLines: Line[]) => {
    for (const float of floating) {
      const box = float.getBoundingClientRect();
      const nearTop = box.top + box.height / 2 < viewportHeight / 2;
      if (box.width < 1 || box.height < 1 || (where === 'bottom' && nearTop)) continue;
      const under = atLines.find((line) => !float.contains(line.element) && covers(float, box, line));
      if (!under) continue;
      if (where === 'top') coveringAtTop.add(float);
      // one problem per floating element and place, whatever text it covers at each width
      add('overlap', float, `floating ${cssPath(float)} covers "${snippet(under.node.data, 40)}" at the ${where === 'top' ? 'top' : 'end'} of the page`, `floating ${where}`);
    }
  };
  covered('top', lines);

  // --- overlap: text over text (floating labels included), by a sweep down the page. A bar held
  // across the top of the window (a sticky header) has text scroll under it by design; a floating
  // element found over text above is that one problem, not one more per line of its own
  const headerBars = floating.filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width >= viewportWidth * 0.9 && box.top + box.height / 2 < viewportHeight / 2;
  });
  const exempt = (element: Element) => [...headerBars, ...coveringAtTop].some((float) => float.contains(element));
  const sorted = [...lines].filter((line) => !exempt(line.element)).sort((a, b) => a.rect.top - b.rect.top);
  const reported = new Set<string>();
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.rect.top < a.rect.bottom; j++) {
      const b = sorted[j]!;
      if (a.node === b.node) continue;
      const { width, height } = intersection(a.rect, b.rect);
      // lines set tighter than their glyph boxes touch a little: a third of the smaller height is not that
      if (width > 2 && height > Math.min(a.rect.height, b.rect.height) / 3) {
        const key = `${cssPath(a.element)}|${cssPath(b.element)}`;
        if (reported.has(key)) continue;
        reported.add(key);
        add('overlap', b.element, `"${snippet(b.node.data, 30)}" lies over "${snippet(a.node.data, 30)}" (${cssPath(a.element)})`);
      }
    }
  }

  const end = root.scrollHeight - viewportHeight;
  if (end > 0 && floating.length > 0) {
    window.scrollTo(0, end);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    covered('bottom', textLines());
    window.scrollTo(0, 0);
  }

  // --- clipped: text cut off by a box that hides its overflow
  const clippedBy = new Set<Element>();
  for (const line of lines) {
    for (let box = line.element as Element | null; box && box !== document.body; box = box.parentElement) {
      const css = style(box);
      if (!/hidden|clip/.test(css.overflowX + css.overflowY)) continue;
      const rect = box.getBoundingClientRect();
      const past = {
        x: /hidden|clip/.test(css.overflowX) && (line.rect.right > rect.right + 1 || line.rect.left < rect.left - 1),
        y: /hidden|clip/.test(css.overflowY) && (line.rect.bottom > rect.bottom + 1 || line.rect.top < rect.top - 1),
      };
      if ((past.x || past.y) && !clippedBy.has(box)) {
        clippedBy.add(box);
        add('clipped', box, `"${snippet(line.node.data)}" is cut off ${past.x ? 'at the side' : 'at the bottom'} (box ${Math.round(rect.width)} x ${Math.round(rect.height)} px)`);
      }
      break;
    }
  }

  // --- run-together: two texts with nothing between them that read as one word, either side by
  // side on one line, or flowing inline (one wrap away from touching)
  const isBlockish = (element: Element) => !style(element).display.startsWith('inline');
  const textOrder = [...new Set(lines.map((line) => line.node))];
  const firstRect = new Map<Text, DOMRect>();
  const lastRect = new Map<Text, DOMRect>();
  for (const line of lines) {
    if (!firstRect.has(line.node)) firstRect.set(line.node, line.rect);
    lastRect.set(line.node, line.rect);
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let i = 0; i + 1 < textOrder.length; i++) {
    const a = textOrder[i]!;
    const b = textOrder[i + 1]!;
    // a space of their own, or a separator at the seam (a comma, a dot, a bar), is writing
    if (!/[\p{L}\p{N}.,:;!?)]$/u.test(a.data) || !/^[\p{L}\p{N}(]/u.test(b.data)) continue;
    const left = lastRect.get(a)!;
    const right = firstRect.get(b)!;
    const sameLine = intersection(left, right).height > Math.min(left.height, right.height) / 2;
    const fontSize = parseFloat(style(b.parentElement!).fontSize) || 16;
    // a rendered space between them is about a quarter of the type's size wide
    const touching = sameLine && right.left - left.right > -1 && right.left - left.right < fontSize * 0.2;
    let flowing = false;
    if (!touching) {
      // inline texts with nothing at all between them in the DOM, one wrap away from touching
      let between = false;
      walker.currentNode = a;
      for (let node = walker.nextNode(); node && node !== b && !between; node = walker.nextNode()) {
        between = node.nodeType === Node.TEXT_NODE ? (node as Text).data.length > 0 : /^(BR|IMG|svg|INPUT|BUTTON|HR|SELECT|TEXTAREA)$/.test((node as Element).tagName);
      }
      // a block boundary (innerText breaks the line there), or words the style sheet puts between them
      let boundary = false;
      const generated = (element: Element, where: '::before' | '::after') => !/^(none|normal|"")$/.test(getComputedStyle(element, where).content);
      for (let at: Element | null = a.parentElement; at && !at.contains(b); at = at.parentElement) if (isBlockish(at) || generated(at, '::after')) boundary = true;
      for (let at: Element | null = b.parentElement; at && !at.contains(a); at = at.parentElement) if (isBlockish(at) || generated(at, '::before')) boundary = true;
      flowing = !between && !boundary;
    }
    if (touching || flowing) add('run-together', b.parentElement!, `"${snippet(a.data.slice(-25), 25)}" runs into "${snippet(b.data, 25)}"${touching ? '' : ' at the end of a line'}`);
  }

  // --- image: one that failed to load, or without width and height to hold its place
  for (const image of images) {
    if (hidden(image)) continue;
    const name = image.currentSrc || image.src;
    if (image.complete && image.naturalWidth === 0) add('image', image, `broken: ${name.replace(location.origin, '')}`);
    else if (!image.hasAttribute('width') || !image.hasAttribute('height')) add('image', image, `no width and height attributes: ${name.replace(location.origin, '')}`);
  }

  // --- tap-target: under 24 x 24 px, unless a link inside a sentence or with room around it
  // (WCAG 2.2, 2.5.8: a 24 px circle on its centre touches no other target or circle)
  if (options.phone) {
    const targets = [...document.body.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]')].filter((el) => !hidden(el) && el.getBoundingClientRect().width > 0);
    const boxes = targets.map((el) => el.getBoundingClientRect());
    const small = targets.map((_, i) => boxes[i]!.width < 24 - 0.5 || boxes[i]!.height < 24 - 0.5);
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceTo = (point: { x: number; y: number }, rect: DOMRect) => Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
    targets.forEach((target, i) => {
      if (!small[i]) return;
      // inline in a sentence: the block around it holds more words than the link
      if (style(target).display === 'inline') {
        let block = target.parentElement;
        while (block && style(block).display.startsWith('inline')) block = block.parentElement;
        if (block && words(block.textContent ?? '').length > words(target.textContent ?? '').length + 2) return;
      }
      const own = centre(boxes[i]!);
      const crowded = targets.findIndex((other, j) => {
        if (j === i || other.contains(target) || target.contains(other)) return false;
        if (distanceTo(own, boxes[j]!) < 12) return true;
        if (!small[j]) return false;
        const theirs = centre(boxes[j]!);
        return Math.hypot(own.x - theirs.x, own.y - theirs.y) < 24;
      });
      if (crowded >= 0) {
        const { width, height } = boxes[i]!;
        add('tap-target', target, `${Math.round(width)} x ${Math.round(height)} px, ${Math.round(distanceTo(own, boxes[crowded]!))} px from ${cssPath(targets[crowded]!)}: "${snippet(target.textContent || target.getAttribute('aria-label') || '', 30)}"`);
      }
    });
  }

  // --- empty-heading: nothing to read between a heading and the next of its rank or higher (or the
  // end of its landmark)
  const headings = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((h) => !hidden(h));
  const contentWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (const heading of headings) {
    const rank = Number(heading.tagName[1]);
    const landmark = heading.closest('main, footer, header, aside, nav, dialog') ?? document.body;
    // the question of a closed accordion: its answer is one tap away
    const summary = heading.closest('summary');
    let content = summary?.parentElement?.tagName === 'DETAILS' && [...summary.parentElement.children].some((child) => child !== summary && child.textContent?.trim());
    contentWalker.currentNode = heading;
    for (let node = content ? null : contentWalker.nextNode(); node && landmark.contains(node); node = contentWalker.nextNode()) {
      if (heading.contains(node)) continue;
      if (node.nodeType === Node.ELEMENT_NODE) {
        const element = node as Element;
        if (hidden(element)) continue;
        if (/^H[1-6]$/.test(element.tagName) && Number(element.tagName[1]) <= rank) break;
        if (/^(IMG|svg|VIDEO|IFRAME|INPUT|SELECT|TEXTAREA|BUTTON)$/.test(element.tagName) && element.getBoundingClientRect().width > 0) {
          content = true;
          break;
        }
      } else if ((node as Text).data.trim() && node.parentElement && !hidden(node.parentElement)) {
        content = true;
        break;
      }
    }
    if (!content) add('empty-heading', heading, `"${snippet(heading.textContent ?? '')}" has nothing under it`);
  }

  // --- lonely-card: a grid of three or more columns whose last row holds one card, alone
  for (const container of document.body.querySelectorAll('*')) {
    const css = style(container);
    const grid = /grid/.test(css.display);
    if (!grid && !(/flex/.test(css.display) && css.flexWrap === 'wrap' && css.flexDirection.startsWith('row'))) continue;
    if (hidden(container)) continue;
    const items = [...container.children].filter((child) => !/absolute|fixed/.test(style(child).position) && child.getBoundingClientRect().width > 0 && !hidden(child));
    if (items.length === 0) continue;
    // cards: each at least 100 px wide, and in a wrapping flex row all of one width (chips, tags
    // and icons sized by their words flow like text, a short last row included)
    const itemWidths = items.map((item) => item.getBoundingClientRect().width);
    if (Math.min(...itemWidths) < 100) continue;
    if (!grid && Math.max(...itemWidths) - Math.min(...itemWidths) > 2) continue;
    const rows: Element[][] = [];
    for (const item of items) {
      const top = item.getBoundingClientRect().top;
      const row = rows.find((r) => Math.abs(r[0]!.getBoundingClientRect().top - top) < 2);
      if (row) row.push(item);
      else rows.push([item]);
    }
    const tracks = grid ? css.gridTemplateColumns.split(' ').filter((track) => /px$/.test(track)).length : 0;
    const columns = Math.max(tracks, ...rows.map((row) => row.length));
    const last = rows[rows.length - 1]!;
    const width = container.getBoundingClientRect().width;
    if (columns >= 3 && last.length === 1 && last[0]!.getBoundingClientRect().width < width * 0.6) {
      add('lonely-card', container, `${items.length} item${items.length === 1 ? '' : 's'} in ${columns} columns leave${items.length === 1 ? 's' : ''} "${snippet(last[0]!.textContent ?? '', 30)}" alone in the last row`);
    }
  }
  // --- the header's menu opened as a phone shows it (each of its <details> in turn, the menu's
  // toggle first): no floating element over its text (overlap), and, in a header that stays on
  // screen, no link of it below the window with nothing to scroll it into view (clipped)
  const header = document.querySelector('body header');
  if (options.phone && header) {
    const all = [...header.querySelectorAll('details')].filter((d) => !d.open);
    const toggles = all.filter((d) => !d.hasAttribute('name'));
    const states = [toggles, ...all.filter((d) => d.hasAttribute('name')).map((d) => [...toggles, d])].filter((state) => state.length > 0);
    const headerPosition = style(header).position;
    for (const state of states) {
      for (const details of state) details.open = true;
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      styles.clear();
      hiddenCache.clear();
      const menuLines = textLines().filter((line) => header.contains(line.element));
      const opened = state.map((d) => snippet(d.querySelector('summary')?.textContent || d.getAttribute('aria-label') || 'menu', 20)).join(' > ');
      for (const float of floating) {
        if (header.contains(float) || float.contains(header) || hidden(float)) continue;
        const box = float.getBoundingClientRect();
        const under = menuLines.find((line) => covers(float, box, line));
        if (under) add('overlap', float, `floating ${cssPath(float)} covers "${snippet(under.node.data, 40)}" in the open menu (${opened})`, `floating menu ${opened}`);
      }
      if (/^(fixed|sticky)$/.test(headerPosition)) {
        const scrolls = (element: Element | null): boolean => {
          for (let at = element; at && at !== header.parentElement; at = at.parentElement) {
            const css = style(at);
            if (/auto|scroll/.test(css.overflowY) && at.scrollHeight > at.clientHeight + 1) return true;
          }
          return false;
        };
        const below = [...header.querySelectorAll('a[href], button, summary')].filter((link) => !hidden(link) && link.getBoundingClientRect().height > 0 && link.getBoundingClientRect().bottom > viewportHeight + 1 && !scrolls(link));
        if (below.length > 0) add('clipped', below[0]!, `with the menu open (${opened}), ${below.length} of its links lie below the window, out of reach: ${below.map((link) => `"${snippet(link.textContent ?? '', 20)}"`).join(', ')}`, `menu below ${opened}`);
      }
      for (const details of state) details.open = false;
    }
    styles.clear();
    hiddenCache.clear();
  }
  return findings;
}
