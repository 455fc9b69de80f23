import { bindCombobox, createLiveRegion } from '@kit';
import type * as SuggestModule from '@stores/search/suggest';
import type { SuggestionsState } from '@stores/search/suggest';
import { renderSuggestions, resultsUrl } from './suggestion-list';

type SuggestStore = typeof SuggestModule;

// The search client is large: it loads with the first key typed, never with the page.
const loadStore = (): Promise<SuggestStore> => import('@stores/search/suggest');

/**
 * The suggestions on a search box, as a WAI-ARIA combobox with a listbox: the Search
 * behaviour loads this with the reader's first focus on the box, not with the page. Text typed
 * before it arrived gets its suggestions at once. Returns what lets go of the box.
 */
export function attachSuggestions(input: HTMLInputElement, delay: number): () => void {
  const doc = input.ownerDocument;
  const listbox = doc.createElement('ul');
  listbox.className = 'mw-search-suggestions';
  listbox.setAttribute('aria-label', 'Suggested articles');
  input.after(listbox);
  const status = createLiveRegion(listbox, 'mw-visually-hidden');
  const typed = () => input.value.trim();

  const show = (state: SuggestionsState) => {
    // Only the answer to what the box holds now: a late answer to older text never shows.
    if (state.query !== typed() || state.status === 'loading') return;
    renderSuggestions(listbox, state.items, {
      query: state.query,
      url: resultsUrl(input.form, state.query),
    });
    binding.refresh();
    if (state.status === 'ready') {
      const count = state.items.length;
      status.say(count ? `${count} suggested ${count === 1 ? 'article' : 'articles'}` : '');
    }
  };
  const clear = () => {
    renderSuggestions(listbox, []);
    status.say('');
    binding.close();
  };
  const binding = bindCombobox({
    input,
    listbox,
    onSelect(option) {
      const url = option.dataset.url;
      if (url) window.location.assign(url);
    },
    onClear() {
      input.value = '';
      clear();
    },
  });

  let store: Promise<SuggestStore> | undefined;
  let unsubscribe = () => {};
  let disconnected = false;
  const ready = () =>
    (store ??= loadStore().then((module) => {
      if (!disconnected) unsubscribe = module.$suggestions.listen(show);
      return module;
    }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = (wait: number) => {
    clearTimeout(timer);
    // What was suggested for other text goes at once; the new answer replaces it.
    if (listbox.childElementCount) clear();
    const text = typed();
    timer = setTimeout(() => {
      ready().then(
        (module) => module.suggest(text),
        // Without its chunk the box is a plain search form that still submits.
        () => undefined,
      );
    }, wait);
    // The chunk starts loading with the first key, while the reader is still typing.
    void ready().catch(() => undefined);
  };
  const onInput = () => ask(delay);
  input.addEventListener('input', onInput);
  // What the reader typed while this code was on its way is asked for now.
  if (typed()) ask(0);

  return () => {
    disconnected = true;
    clearTimeout(timer);
    input.removeEventListener('input', onInput);
    unsubscribe();
    binding.disconnect();
    listbox.remove();
    status.remove();
  };
}
