import { defineBehaviour, opt } from '../../../src/kit';
import {
  LIST_DEFAULTS,
  LIST_SORTS,
  listItemMatches,
  sortListItems,
} from '../../../src/domain/list-controls';
import type { ListItem, ListState } from '../../../src/domain/list-controls';
import { createListControls } from '../../../src/stores/list-controls';
import {
  countElement,
  countText,
  findList,
  findOptional,
  onFormEvents,
  readChoices,
  writeChoices,
} from '../../shared/list-form';
import { priceSliders } from './price-sliders';

interface Entry extends ListItem {
  readonly element: HTMLElement;
}

const entryOf = (element: HTMLElement): Entry => {
  const price = element.dataset.price;
  return {
    element,
    title: element.dataset.title ?? element.querySelector('h2, h3')?.textContent?.trim() ?? '',
    price:
      price !== undefined && price.trim() !== '' && isFinite(Number(price)) ? Number(price) : null,
    type: element.dataset.type ?? '',
    category: element.dataset.category ?? '',
  };
};

/**
 * On the editor's controls beside a static list (each item with `data-price`, `data-type`,
 * `data-category`): sorts the items, hides those the filter leaves out, says how many show
 * and keeps the choice in the address.
 */
export default defineBehaviour({
  options: {
    list: opt.requiredString(),
    empty: opt.string(),
    one: opt.string('item'),
    other: opt.string('items'),
    currency: opt.string('USD'),
  },
  connect(host, { list, empty, one, other, currency }) {
    const container = findList(host, list);
    const entries = [...container.children]
      .filter((item): item is HTMLElement => item instanceof HTMLElement)
      .map(entryOf);
    const emptyNote = findOptional(host, empty);
    const count = countElement(host);
    const lang = host.ownerDocument.documentElement.lang;
    const prices = entries.flatMap(({ price }) => (price === null ? [] : [price]));
    const sliders = priceSliders(host, prices, currency, lang);
    const store = createListControls();

    const read = (): ListState => ({
      sort: LIST_SORTS.find((sort) => readChoices(host, 'sort').includes(sort)) ?? null,
      type: readChoices(host, 'type').sort(),
      category: readChoices(host, 'category').sort(),
      ...sliders.read(),
    });

    const unsubscribe = store.$state.subscribe((state) => {
      writeChoices(host, 'sort', state.sort ? [state.sort] : []);
      writeChoices(host, 'type', state.type);
      writeChoices(host, 'category', state.category);
      sliders.write(state.minPrice, state.maxPrice);
      const sorted = sortListItems(entries, state.sort);
      // Only what is out of place moves: a moved element restarts its images and loses focus.
      sorted.forEach(({ element }, index) => {
        const current = container.children[index];
        if (current !== element) container.insertBefore(element, current ?? null);
      });
      let shown = 0;
      for (const entry of sorted) {
        entry.element.hidden = !listItemMatches(state, entry);
        if (!entry.element.hidden) shown += 1;
      }
      count.element.textContent = countText(shown, one, other, lang);
      if (emptyNote) emptyNote.hidden = shown > 0;
    });
    const release = onFormEvents(
      host,
      () => store.set(read()),
      () => store.set(LIST_DEFAULTS),
    );
    return () => {
      release();
      unsubscribe();
      count.remove();
      for (const { element } of entries) {
        element.hidden = false;
        container.append(element);
      }
      if (emptyNote) emptyNote.hidden = true;
    };
  },
});
