import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { staticDirs } from '../../.storybook/main';

/*
 * What a story would ask of the network in Storybook, recorded while it renders in jsdom
 * (which loads nothing itself): every fetch and XHR that no story fake answered, and every
 * address the DOM would load (images, scripts, stylesheets, frames, CSS url()).
 */

const ROOT = process.cwd();

// Elements that load what an attribute names; an <a href> only navigates when clicked.
const LOADING_ATTRIBUTES: readonly (readonly [selector: string, attribute: string])[] = [
  ['img[src], source[src], video[src], audio[src], track[src], embed[src]', 'src'],
  ['script[src], iframe[src], input[type="image"][src]', 'src'],
  ['img[srcset], source[srcset]', 'srcset'],
  ['video[poster]', 'poster'],
  ['object[data]', 'data'],
  ['link[href]:is([rel~="stylesheet"], [rel~="preload"], [rel~="modulepreload"])', 'href'],
  ['link[href]:is([rel~="prefetch"], [rel~="icon"])', 'href'],
  ['image[href], use[href]', 'href'],
];

const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Every address the elements under `root` would load, as written. */
function loadedBy(root: ParentNode): string[] {
  const urls = LOADING_ATTRIBUTES.flatMap(([selector, attribute]) =>
    [...root.querySelectorAll(selector)].flatMap((element) => {
      const value = element.getAttribute(attribute) ?? '';
      // srcset: "a.png 1x, b.png 2x" loads either, so both count.
      return attribute === 'srcset'
        ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        : [value];
    }),
  );
  const styled = [...root.querySelectorAll('[style]')].flatMap((element) =>
    [...(element.getAttribute('style') ?? '').matchAll(CSS_URL)].map(([, , url]) => url ?? ''),
  );
  return [...urls, ...styled].filter((url) => url.trim() !== '');
}

/** The file Storybook serves at `path`: a static folder's (main.ts), else one Vite serves. */
function servedFile(path: string): string {
  const dir = staticDirs.find(({ to }) => path.startsWith(`${to}/`));
  return dir
    ? resolve(ROOT, '.storybook', dir.from, path.slice(dir.to.length + 1))
    : resolve(ROOT, path.replace(/^\/+/, ''));
}

/** What is wrong with asking for `url` in Storybook: another host, or no such local file. */
export function requestProblem(url: string, page: string = window.location.href): string | null {
  const target = new URL(url, page);
  if (target.protocol === 'data:' || target.protocol === 'blob:') return null;
  if (target.origin !== new URL(page).origin) return `another host: ${url}`;
  const file = servedFile(decodeURIComponent(target.pathname));
  return existsSync(file) && statSync(file).isFile() ? null : `no such local file: ${url}`;
}

export interface RequestRecorder {
  /** Stops recording, gives fetch and XHR back, and lists what was wrong, once each. */
  stop(): string[];
}

/**
 * Records from now on what the page asks for. A fetch or XHR that reaches here was answered by
 * no story fake: it is refused, as it would have left the machine (or fetched a file).
 */
export function recordRequests(): RequestRecorder {
  const seen = new Set<string>();
  const realFetch = globalThis.fetch;
  const realOpen = XMLHttpRequest.prototype.open;
  const record = (url: string) => seen.add(url);
  const fetchRecorder: typeof fetch = (input) => {
    const url = input instanceof Request ? input.url : String(input);
    record(url);
    return Promise.reject(new TypeError(`Stories run offline: ${url}`));
  };
  globalThis.fetch = fetchRecorder;
  XMLHttpRequest.prototype.open = function open(
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
  ) {
    record(String(url));
    Reflect.apply(realOpen, this, [method, 'data:,']);
  };
  const scan = () => loadedBy(document).forEach(record);
  // Addresses a widget sets and changes again (an avatar that fails) are caught as they come.
  const observer = new MutationObserver(scan);
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  return {
    stop: () => {
      observer.takeRecords();
      observer.disconnect();
      scan();
      globalThis.fetch = realFetch;
      XMLHttpRequest.prototype.open = realOpen;
      return [...seen].flatMap((url) => requestProblem(url) ?? []);
    },
  };
}
