import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DeliveryTimeTable } from '@widgets/containers/DeliveryTimeTable/DeliveryTimeTable';
import { ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import widget from '@widgets/containers/DeliveryTimeTable';
import { docs } from '@widgets/containers/DeliveryTimeTable/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Table = ({ country }: { country: string }) => (
  <main>
    <h1>Shipping and delivery</h1>
    <ContainerHost Widget={DeliveryTimeTable} options={{ country }} />
  </main>
);

const find = (canvasElement: HTMLElement, text: string) =>
  userEvent.type(within(canvasElement).getByLabelText('Find your country'), text);

const meta = {
  title: 'Containers/DeliveryTimeTable',
  component: Table,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  beforeEach: () => installFakeStore(),
  parameters: docsPage(
    widget,
    docs,
    `The table scrolls inside a box of fixed height: a search never moves the page, and a
keyboard can scroll it. The search ignores accents; an empty result says why (a country without
an estimate is named).

The pre-orders' arrival is the latest release date plus the window of the shopper's country (the
cart's shipping country, else \`data-country\`, else the default 10–21 days), as a range of
dates in the reader's language.

\`\`\`html
<div data-container="DeliveryTimeTable" data-country="DE"></div>
\`\`\`

CSS hooks: \`.mw-delivery\`, \`__search\`, \`__count\`, \`__scroll\`, \`__table\`, \`__empty\`,
\`__estimate\`.`,
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Another spelling finds the country. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await find(canvasElement, 'Deutschland');
    await expect(within(canvasElement).getByRole('status').textContent).toMatch(/^1 of/);
  },
};

/** A country without a window: the table says so. */
export const NoEstimate: Story = {
  play: async ({ canvasElement }) => {
    await find(canvasElement, 'Antarctica');
    await expect(within(canvasElement).getByText(/no delivery estimate/)).toBeTruthy();
  },
};

/** A pre-order in the cart, the page's country Germany: its arrival range. */
export const PreOrder: Story = {
  args: { country: 'DE' },
  beforeEach: () => installFakeStore({ cart: [['success-at-scale-print', 1]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Estimated arrival/)).toBeTruthy();
    await find(canvasElement, 'Germany');
  },
};

/** A pre-order and no country yet: the default window. */
export const PreOrderNoCountry: Story = {
  beforeEach: () => installFakeStore({ cart: [['success-at-scale-print', 1]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Estimated arrival/)).toBeTruthy();
    await find(canvasElement, 'United');
  },
};
