import { defineBehaviour, opt, warnOnce } from '@kit';
import { bindFieldToggle, keepQuery } from './field-toggle';

// The combobox, the suggestion list and the highlight split are on every page's header but
// wanted only by a reader who searches: they load with the first focus on the box (or the
// first key or pointer on it), never with the page. Until then the box is a plain search form.
const loadBox = () => import('./suggestion-box');

/** What wakes the box: focus, a key (typed into an already focused box), a pointer. */
const WAKERS = ['focus', 'input', 'pointerdown'] as const;

/**
 * On the header's search form (`<form role="search" action="/search">` with `<input
 * name="q">`): suggests articles as the reader types, as a WAI-ARIA combobox with a listbox.
 * Enter on a suggestion opens it; Enter otherwise submits the form as it would without
 * JavaScript. A "Search" button in the form (aria-expanded, aria-controls) opens a field the
 * page keeps closed, and on the search page the box shows the query.
 */
export default defineBehaviour({
  options: {
    delay: opt.integer(200, 0, 2000),
  },
  connect(host, { delay }) {
    const input = host.querySelector<HTMLInputElement>('input[name="q"]');
    if (!input) {
      warnOnce('Search: the form has no <input name="q">; it submits without suggestions.');
      return () => undefined;
    }
    keepQuery(host, input);
    const releaseToggle = bindFieldToggle(host, input);
    let detach: (() => void) | undefined;
    let loading = false;
    let disconnected = false;
    const wake = () => {
      if (loading) return;
      loading = true;
      listen(false);
      loadBox().then(
        ({ attachSuggestions }) => {
          if (!disconnected) detach = attachSuggestions(input, delay);
        },
        () => {
          // Without its chunk the box stays a plain search form; the next focus tries again.
          loading = false;
          if (!disconnected) listen(true);
        },
      );
    };
    const listen = (on: boolean) => {
      for (const type of WAKERS) {
        if (on) input.addEventListener(type, wake, { passive: true });
        else input.removeEventListener(type, wake);
      }
    };
    listen(true);
    // The reader may be in the box already (the page was slow): no focus event will come.
    if (input.ownerDocument.activeElement === input) wake();

    return () => {
      disconnected = true;
      listen(false);
      releaseToggle();
      detach?.();
    };
  },
});
