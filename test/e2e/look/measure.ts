import type { Locator, Page } from 'playwright-core';

/**
 * The header's rows as a reader sees them: its visible controls and the brand, grouped into
 * rows by their vertical extent (a control that starts below every box of the row before
 * begins a new one).
 */
export function headerRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    if (!header) return 0;
    const boxes = [...header.querySelectorAll<HTMLElement>('a, button, input, select, img')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        // A visually hidden control (a skip link at rest, a label's clip) is no row.
        return style.visibility !== 'hidden' && rect.width > 2 && rect.height > 2;
      })
      .map((element) => element.getBoundingClientRect())
      .sort((a, b) => a.top - b.top);
    let rows = 0;
    let bottom = -Infinity;
    for (const box of boxes) {
      // Two pixels of overlap are rounding, not a shared row.
      if (box.top >= bottom - 2) rows += 1;
      bottom = rows > 0 && box.top >= bottom - 2 ? box.bottom : Math.max(bottom, box.bottom);
    }
    return rows;
  });
}

/** How much of the first screen the cookie banner covers, 0 to 1 (0 when it is not shown). */
export function bannerShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const host = document.querySelector('[data-container="CookieBanner"]');
    if (!host) return 0;
    const width = window.innerWidth;
    const height = window.innerHeight;
    // The host may lay out as contents: its visible descendants are what covers the page.
    let covered = 0;
    const candidates = [host, ...host.querySelectorAll('*')];
    for (const element of candidates) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const rect = element.getBoundingClientRect();
      const visibleWidth = Math.max(0, Math.min(rect.right, width) - Math.max(rect.left, 0));
      const visibleHeight = Math.max(0, Math.min(rect.bottom, height) - Math.max(rect.top, 0));
      covered = Math.max(covered, visibleWidth * visibleHeight);
    }
    return covered / (width * height);
  });
}

export interface Placement {
  /** Wholly inside the first screen, without scrolling. */
  readonly onFirstScreen: boolean;
  /** What the reader would touch at its centre is the thing itself (nothing covers it). */
  readonly uncovered: boolean;
}

/** Where `target` sits on the first screen, measured at the top of the page. */
export async function placement(target: Locator): Promise<Placement> {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const onFirstScreen =
      rect.height > 0 &&
      rect.top >= 0 &&
      rect.left >= 0 &&
      rect.bottom <= window.innerHeight &&
      rect.right <= window.innerWidth;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return { onFirstScreen, uncovered: hit !== null && (hit === element || element.contains(hit)) };
  });
}

export interface Overflow {
  readonly where: string;
  readonly what: string;
  /** Pixels beyond the panel's edge. */
  readonly by: number;
}

/**
 * What sticks out: the page wider than the screen, or an element beyond the left or right edge
 * of the widget host it is drawn in. Content inside a scrolling or clipping box inside the host
 * is that box's business, and popups placed over the page (fixed, or absolutely placed outside
 * the flow) are measured by their own tests.
 */
export function overflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const found: { where: string; what: string; by: number }[] = [];
    const pageWider = document.documentElement.scrollWidth - window.innerWidth;
    if (pageWider > 1) found.push({ where: 'page', what: 'horizontal scroll', by: pageWider });
    for (const host of document.querySelectorAll<HTMLElement>('[data-container]')) {
      const hostRect = host.getBoundingClientRect();
      if (hostRect.width === 0 || getComputedStyle(host).display === 'contents') continue;
      const walker = document.createTreeWalker(host, NodeFilter.SHOW_ELEMENT, {
        acceptNode(node) {
          const style = getComputedStyle(node as Element);
          if (style.display === 'none') return NodeFilter.FILTER_REJECT;
          if (style.position === 'fixed' || style.position === 'absolute') {
            return NodeFilter.FILTER_REJECT;
          }
          // A box that scrolls or clips holds what is wider than it.
          if (node !== host && style.overflowX !== 'visible') return NodeFilter.FILTER_REJECT;
          return NodeFilter.FILTER_ACCEPT;
        },
      });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node as Element;
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        const by = Math.max(hostRect.left - rect.left, rect.right - hostRect.right);
        if (by > 1) {
          found.push({
            where: `${host.dataset.container ?? '?'}`,
            // Named inline: a helper function would not survive the trip into the page.
            what: `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList]
              .map((name) => `.${name}`)
              .join('')}`,
            by: Math.round(by),
          });
        }
      }
    }
    return found;
  });
}

/**
 * Whether a label's text reads as one flow: in reading order each piece of text either goes on
 * along its line (right after the piece before, a space apart) or starts a line below. A flex or
 * grid label sets its text and its link in columns instead: the link starts back up at the top,
 * or a column's gap away. Returns the pieces that break the flow.
 */
export function flowBreaks(label: Locator): Promise<number> {
  return label.evaluate((element) => {
    const range = document.createRange();
    const pieces: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node as Text).data.trim()) continue;
      range.selectNodeContents(node);
      pieces.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
    }
    const space = parseFloat(getComputedStyle(element).fontSize);
    return pieces.filter((piece, i) => {
      const before = pieces[i - 1];
      if (!before) return false;
      const sameLine = Math.abs(piece.top - before.top) < space / 2;
      if (sameLine) return piece.left - before.right > space;
      return piece.top < before.top;
    }).length;
  });
}
