import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Search from '@widgets/behaviours/Search';
import { BehaviourHost } from './support/hosts';
import { installFakeSearch } from './support/fakeSearch';
import type { SearchMode } from './support/fakeSearch';
import { docs } from '@widgets/behaviours/Search/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const SearchForm = ({ delay }: { delay: number }) => (
  <BehaviourHost behaviour={Search} options={{ delay }}>
    {/* The attribute the editor writes: the suggestions' popup is placed under it. */}
    <form
      className="search-form"
      role="search"
      action="/search"
      data-behaviour="Search"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor="story-q">Search articles</label> <input id="story-q" name="q" type="search" />{' '}
      <button type="submit" className="button">
        Search
      </button>
    </form>
  </BehaviourHost>
);

/** The search form with what the play function types into it (`typed`). */
const TypedSearch = ({ typed: _typed, ...options }: { typed: string; delay: number }) => (
  <SearchForm {...options} />
);

const service = (mode: SearchMode) => () => installFakeSearch(mode);

const meta = {
  title: 'Behaviours/Search',
  component: SearchForm,
  tags: ['autodocs'],
  args: defaultsOf(Search.options),
  beforeEach: service('ok'),
  parameters: docsPage(
    Search,
    docs,
    `Arrows move through the suggestions; Escape closes them, then clears the box.

\`\`\`html
<form role="search" action="/search" data-behaviour="Search">
  <label for="q">Search articles</label>
  <input id="q" name="q" type="search" />
  <button type="submit">Search</button>
</form>
\`\`\``,
  ),
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The reader typed "css": suggestions, the word marked, the first one active. */
export const Suggesting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(box, 'css');
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowDown}');
    await expect(box.getAttribute('aria-activedescendant')).toBe(
      canvas.getAllByRole('option')[0]?.id,
    );
  },
};

/** Nothing matches: no popup, the form still submits. */
export const NoSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(box, 'zebra');
    await waitFor(() => expect(canvas.getByRole('status', { hidden: true }).textContent).toBe(''));
    await expect(box.getAttribute('aria-expanded')).toBe('false');
  },
};

/** The service is down: no suggestions; the form still submits. */
export const Unavailable: Story = {
  beforeEach: service('down'),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(box, 'css');
    // The suggestion code arrives with the first focus; the box is a combobox from then on.
    await waitFor(() => expect(box.getAttribute('role')).toBe('combobox'));
    await expect(box.getAttribute('aria-expanded')).toBe('false');
  },
};

/** The suggestions open on what the reader typed (`typed`, typed as the story plays). */
export const SuggestionsOpen: StoryObj<typeof TypedSearch> = {
  render: (args) => <TypedSearch {...args} />,
  args: { ...defaultsOf(Search.options), typed: 'layers' },
  argTypes: { typed: { description: 'What the reader typed', control: 'text' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(box, args.typed);
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(0));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  },
};
