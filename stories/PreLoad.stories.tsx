import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PreLoad, { forgetPrefetched } from '@widgets/behaviours/PreLoad';
import { BehaviourHost } from './support/hosts';
import { swapClients } from '@stores/seam';
import { docs } from '@widgets/behaviours/PreLoad/docs';
import { docsPage } from './support/describe';

const PAGE = '<div data-container="MiniCart"></div><button data-behaviour="ContrastSwitcher">';

/*
 * The magazine's pages are not in Storybook: the links go to a stand-in that is (one file, a
 * section each), so what the behaviour prefetches is there to fetch.
 */
const BOOKS = '/story-assets/pages/magazine-page.html?section=books';
const EVENTS = '/story-assets/pages/magazine-page.html?section=events';

const prefetchHints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((link) => {
    const url = new URL(link.href);
    return url.pathname + url.search;
  });

/** A clean slate per story; `saveData` plays a reader who asked to save data. */
const setup = (saveData: boolean) => () => {
  forgetPrefetched();
  document.head.querySelectorAll('link[rel=prefetch]').forEach((link) => link.remove());
  swapClients({ pageFetch: async () => new Response(PAGE) });
  if (!saveData) return undefined;
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  return () => {
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  };
};

const Navigation = () => (
  <header>
    <BehaviourHost behaviour={PreLoad} options={{}}>
      <nav aria-label="Main">
        <ul>
          <li>
            <a href={BOOKS}>Books</a>
          </li>
          <li>
            <a href={EVENTS}>Events</a>
          </li>
        </ul>
      </nav>
    </BehaviourHost>
  </header>
);

const meta = {
  title: 'Behaviours/PreLoad',
  component: Navigation,
  tags: ['autodocs'],
  beforeEach: setup(false),
  parameters: docsPage(
    PreLoad,
    docs,
    `Downloads no React.

\`\`\`html
<nav aria-label="Main" data-behaviour="PreLoad"> ... <a href="/books/">Books</a> ... </nav>
\`\`\``,
  ),
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to a link: its page is prefetched. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('link', { name: 'Books' }).focus();
    await waitFor(() => expect(prefetchHints()).toEqual([BOOKS]));
  },
};

/** Rest the pointer on a link for 65 ms. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'Events' }));
    await waitFor(() => expect(prefetchHints()).toEqual([EVENTS]));
  },
};

/** The reader asked to save data: nothing is prefetched. */
export const SaveData: Story = {
  beforeEach: setup(true),
  play: async ({ canvasElement }) => {
    const books = within(canvasElement).getByRole('link', { name: 'Books' });
    books.focus();
    // A focused link is prefetched at once (OnFocus): once it has the focus, a hint would be in.
    await waitFor(() => expect(books.ownerDocument.activeElement).toBe(books));
    await expect(prefetchHints()).toEqual([]);
  },
};
