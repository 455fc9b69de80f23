import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ListControls from '@widgets/behaviours/ListControls';
import { MarkupHost } from './support/hosts';
import { BOOKS_MARKUP } from './support/listMarkup';
import { replaceQuery } from '@stores/address';
import { LIST_PARAMS } from '@stores/list-controls';
import { docs } from '@widgets/behaviours/ListControls/docs';
import { docsPage } from './support/describe';

const options = {
  list: '#books',
  empty: '#books-empty',
  one: 'book',
  other: 'books',
  currency: 'USD',
};
const behaviours = [
  { name: 'ListControls', connect: (host: HTMLElement) => ListControls.connect(host, options) },
];

const BookList = () => <MarkupHost html={BOOKS_MARKUP} behaviours={behaviours} />;

/** The list's state as the address holds it when the page opens. */
const at = (query: string) => () => replaceQuery(query, LIST_PARAMS);

const titles = (root: HTMLElement) =>
  [...root.querySelectorAll('li:not([hidden])')].map((item) => item.textContent?.trim());

const meta = {
  title: 'Behaviours/ListControls',
  component: BookList,
  tags: ['autodocs'],
  beforeEach: at(''),
  parameters: docsPage(
    ListControls,
    docs,
    `\`\`\`html
<form aria-label="Sort and filter the books" data-behaviour="ListControls" data-list="#books" data-empty="#books-empty" data-one="book" data-other="books">
  <label for="sort">Sort by</label>
  <select id="sort" name="sort"><option value="">Featured</option><option value="price-asc">Price, low to high</option> ...</select>
  <fieldset><legend>Format</legend><label><input type="checkbox" name="type" value="ebook" /> eBook</label> ...</fieldset>
  <fieldset><legend>Price</legend>
    <label for="min">From</label> <input id="min" type="range" name="min-price" />
    <label for="max">To</label> <input id="max" type="range" name="max-price" />
  </fieldset>
  <output name="count">6 books</output>
</form>
<ul id="books"><li data-price="44" data-type="book" data-category="design">...</li></ul>
<p id="books-empty" hidden>No book matches these choices.</p>
\`\`\``,
  ),
} satisfies Meta<typeof BookList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's order, every item. */
export const Featured: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('5 books');
  },
};

/** Cheapest first, from the address. */
export const SortedByPrice: Story = {
  beforeEach: at('sort=price-asc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('5 books');
    await expect(titles(canvasElement)[0]).toBe('Form Design Patterns');
  },
};

/** Printed books up to $40. */
export const PriceRange: Story = {
  beforeEach: at('type=book&max-price=40'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('1 book');
    await expect(canvas.getByRole('slider', { name: 'To' })).toHaveAttribute(
      'aria-valuetext',
      '$40.00',
    );
  },
};

/** Nothing matches: the empty note; "Clear" brings the list back. */
export const NoMatch: Story = {
  beforeEach: at('type=ebook&category=performance'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No book matches these choices.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('5 books');
  },
};
