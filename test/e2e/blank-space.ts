import type { Page } from 'playwright-core';

/** The ceiling: a host at rest is as tall as what it shows, give or take a margin. */
export const MAX_BLANK_PX = 48;

export interface BlankSpace {
  /** The widget's name and its host's place among the page's hosts of that name. */
  readonly host: string;
  /** Pixels between the bottom of the host's content and the bottom of the host. */
  readonly blank: number;
}

/**
 * Every visible container host's empty space below its content, at rest: the distance from
 * the lowest painted thing inside it (an element with a size, a line of text) to the bottom
 * of its content box. A host with nothing painted in it counts its whole height.
 */
export function blankSpaces(page: Page): Promise<BlankSpace[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    const lowestIn = (host: Element): number | undefined => {
      let lowest: number | undefined;
      const note = (bottom: number) => {
        lowest = lowest === undefined ? bottom : Math.max(lowest, bottom);
      };
      const walker = document.createTreeWalker(
        host,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          if (!node.data.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          if (rect.height > 0) note(rect.bottom);
          continue;
        }
        if (!(node instanceof HTMLElement || node instanceof SVGElement)) continue;
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'contents') continue;
        const rect = node.getBoundingClientRect();
        // An element's own box counts where it paints: a border, a background, a control.
        const paints =
          rect.height > 0 &&
          rect.width > 0 &&
          (style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
            style.backgroundImage !== 'none' ||
            parseFloat(style.borderBottomWidth) > 0 ||
            /^(INPUT|SELECT|TEXTAREA|BUTTON|IMG|SVG|IFRAME|VIDEO|CANVAS|HR)$/i.test(node.tagName));
        if (paints) note(rect.bottom);
      }
      return lowest;
    };
    const answer: { host: string; blank: number }[] = [];
    for (const host of document.querySelectorAll<HTMLElement>('[data-container]')) {
      const name = host.dataset.container ?? '?';
      const place = (seen.get(name) ?? 0) + 1;
      seen.set(name, place);
      const style = getComputedStyle(host);
      const rect = host.getBoundingClientRect();
      if (style.display === 'none' || style.display === 'contents' || rect.height === 0) continue;
      const bottom =
        rect.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      const top = rect.top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
      const lowest = lowestIn(host) ?? top;
      answer.push({ host: `${name}#${place}`, blank: Math.round(bottom - lowest) });
    }
    return answer;
  });
}
