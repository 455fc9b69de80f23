// The page's one script, kept to a few hundred bytes: the registry of every widget grows with
// the library, so it and the loader proper come only to pages with widget markup. Module
// scripts run after parsing, so the whole document is there. Partner code gated by consent
// (`data-consent`) needs the loader too.
const SELECTOR = '[data-container],[data-behaviour],[data-consent]';

const startLoader = () =>
  import('./boot').then(
    ({ boot }) => boot(),
    (error: unknown) => console.error('[widgets] the loader could not start:', error),
  );

if (document.querySelector(SELECTOR)) void startLoader();
else {
  // Markup may come later (infinite scroll, a tab): start the day it does.
  const watch = new MutationObserver(() => {
    if (!document.querySelector(SELECTOR)) return;
    watch.disconnect();
    void startLoader();
  });
  watch.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-container', 'data-behaviour', 'data-consent'],
  });
}
