/**
 * A comment thread's name: the page path with slashes turned into dashes, leading and trailing
 * dashes removed (`/2026/03/css-layers/` -> `2026-03-css-layers`).
 */
export const threadName = (path: string): string =>
  path.replace(/\//g, '-').replace(/^-+|-+$/g, '');
