/**
 * The page is being rendered at build time (`npm run build`, `npm run prerender`), not shown
 * to a reader. The build renders in jsdom, which does not pretend to be visual: its document's
 * visibility state is 'prerender', which no browser reports. Then nothing is asked of the
 * services, and what only the reader's address tells (its query) is not missed.
 */
export const isBuildRender = (doc: { readonly visibilityState: string }): boolean =>
  doc.visibilityState === 'prerender';
