import type { Page } from 'playwright-core';

/**
 * The finish a reader sees, measured: what still reads as a wireframe (dashed outlines, blank
 * panels, serif and sans in one block) and what the cookie banner covers. Each returns the
 * problems it finds as lines a reader of the failure can act on; none is a page's business
 * alone, so the look journey runs them on every page.
 */

/** The one place an editor's dashed outline belongs: `?widgets=debug`. */
export function dashedLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const dashedBorder = sides.some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'dashed' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      const dashedOutline = style.outlineStyle === 'dashed' && parseFloat(style.outlineWidth) > 0;
      if (dashedBorder || dashedOutline) {
        found.push(
          `${element.localName}${[...element.classList].map((name) => `.${name}`).join('')} is dashed`,
        );
      }
    }
    return found;
  });
}

/**
 * A block (a widget's host, a card, the buy box, a widget area) set in more than one font
 * family: the reader sees a serif label beside a sans price. Code keeps its own face.
 */
export function mixedFonts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const blocks = document.querySelectorAll<HTMLElement>(
      '[data-container], .card, .buy-box, .widget-area',
    );
    for (const block of blocks) {
      if (getComputedStyle(block).display === 'none') continue;
      const families = new Map<string, string>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node as Text).data.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('code, pre, kbd, .mw-visually-hidden, [hidden]')) {
          continue;
        }
        if (parent.getBoundingClientRect().width === 0) continue;
        const family = getComputedStyle(parent).fontFamily.split(',')[0]?.trim() ?? '';
        if (!families.has(family)) families.set(family, text.slice(0, 40));
      }
      if (families.size > 1) {
        const name = block.dataset.container ?? block.className;
        const which = [...families].map(([family, text]) => `${family} ("${text}")`).join(', ');
        found.push(`${name} mixes ${which}`);
      }
    }
    return found;
  });
}

/**
 * What the cookie banner covers of the page's primary action on the first screen: the
 * elements in <main> marked `data-primary`, or else the first visible button or link in
 * <main> drawn as a primary one (the accent's background). Covering is any overlap of the
 * banner's box with the part of the action on the first screen.
 */
export function coveredPrimary(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('[data-container="CookieBanner"]');
    const main = document.querySelector('main');
    if (!host || !main) return [];
    const banners = [host, ...host.querySelectorAll('*')]
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0);
    if (banners.length === 0) return [];
    const probe = document.createElement('span');
    probe.style.color = 'var(--mw-color-accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    // Inline, not a named helper: `npm run screenshots` runs through tsx, whose named
    // functions do not survive the trip into the page.
    const visible = [...main.querySelectorAll('[data-primary], button, a, input[type="submit"]')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(
        ({ element, rect }) =>
          rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden',
      )
      .map(({ element }) => element);
    const marked = visible.filter((element) => element.hasAttribute('data-primary'));
    const drawn = visible.find(
      (element) =>
        element.matches('button, a, input[type="submit"]') &&
        getComputedStyle(element).backgroundColor === accent,
    );
    const primaries = marked.length > 0 ? marked : drawn ? [drawn] : [];
    const found: string[] = [];
    for (const primary of primaries) {
      const rect = primary.getBoundingClientRect();
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      if (bottom <= top) continue;
      const covered = banners.some(
        (banner) =>
          banner.left < rect.right &&
          banner.right > rect.left &&
          banner.top < bottom &&
          banner.bottom > top,
      );
      if (covered) found.push(`the cookie banner covers "${primary.textContent?.trim()}"`);
    }
    return found;
  });
}

/**
 * The tallest blank stretch inside each widget host matching `selector`: from the top of its
 * content box down through what it shows (text, controls, images, links drawn as buttons) to
 * the bottom. A panel's
 * own background is no content: a tall panel with a line in it is mostly blank.
 */
export function blankGaps(page: Page, selector: string): Promise<{ host: string; gap: number }[]> {
  return page.evaluate((hosts) => {
    const answer: { host: string; gap: number }[] = [];
    for (const host of document.querySelectorAll<HTMLElement>(hosts)) {
      const box = host.getBoundingClientRect();
      if (box.height === 0) continue;
      const style = getComputedStyle(host);
      const spans: [number, number][] = [];
      const walker = document.createTreeWalker(
        host,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          if (!node.data.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.height > 0 && rect.width > 0) spans.push([rect.top, rect.bottom]);
          }
          continue;
        }
        const element = node as Element;
        const look = getComputedStyle(element);
        // A control, a picture, or a link drawn as a button: what the reader sees as a thing.
        const control = /^(input|select|textarea|button|img|svg|iframe|video|canvas|hr)$/i.test(
          node.nodeName,
        );
        const buttonLink = node.nodeName === 'A' && look.backgroundColor !== 'rgba(0, 0, 0, 0)';
        if (!(control || buttonLink) || look.visibility === 'hidden') continue;
        const rect = element.getBoundingClientRect();
        if (rect.height > 0 && rect.width > 0) spans.push([rect.top, rect.bottom]);
      }
      spans.sort((a, b) => a[0] - b[0]);
      let reached = box.top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
      let gap = 0;
      for (const [top, bottom] of spans) {
        gap = Math.max(gap, top - reached);
        reached = Math.max(reached, bottom);
      }
      const end =
        box.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      gap = Math.max(gap, end - reached);
      answer.push({ host: host.dataset.container ?? host.localName, gap: Math.round(gap) });
    }
    return answer;
  }, selector);
}
