import { defineBehaviour, opt } from '@kit';
import { LIST_DEFAULTS, LIST_SORTS, listItemMatches, sortListItems } from '@domain/list-controls';
import type { ListItem, ListState } from '@domain/list-controls';
import { createListControls } from '@stores/list-controls';
import { filteredList, onFormEvents, readChoices, writeChoices } from '../../shared/list-form';
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
  connect(host, options) {
    const view = filteredList(host, options);
    const { container, lang } = view;
    const entries = view.items.map(entryOf);
    const prices = entries.flatMap(({ price }) => (price === null ? [] : [price]));
    const sliders = priceSliders(host, prices, options.currency, lang);
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
      view.showOnly(
        sorted.filter((entry) => listItemMatches(state, entry)).map(({ element }) => element),
      );
    });
    const release = onFormEvents(
      host,
      () => store.set(read()),
      () => store.set(LIST_DEFAULTS),
    );
    return () => {
      release();
      unsubscribe();
      view.restore();
      for (const { element } of entries) container.append(element);
    };
  },
});
