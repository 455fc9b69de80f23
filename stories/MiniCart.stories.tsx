import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MiniCart } from '@widgets/containers/MiniCart/MiniCart';
import { ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import widget from '@widgets/containers/MiniCart';
import { docs } from '@widgets/containers/MiniCart/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';
import { WithShop, shopArgTypes } from './support/storyShop';
import type { ShopArgs } from './support/storyShop';

const Cart = ({ cartUrl, shopUrl }: { cartUrl: string; shopUrl: string }) => (
  <header>
    <ContainerHost Widget={MiniCart} options={{ cartUrl, shopUrl }} />
  </header>
);

/** The header's cart on the shop the story's controls describe. */
const ShopCart = ({ items, shopper, ...options }: ShopArgs & Parameters<typeof Cart>[0]) => (
  <WithShop items={items} shopper={shopper}>
    <Cart {...options} />
  </WithShop>
);

const meta = {
  title: 'Containers/MiniCart',
  component: Cart,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  parameters: docsPage(
    widget,
    docs,
    `The cart lives with the store (the session cookie), so it is the same on every page and in
every tab, and the same object as every AddToCart on the page. The pages it is not downloaded on
show the cart themselves.

\`\`\`html
<div data-container="MiniCart"></div>
\`\`\`

CSS hooks: \`.mw-mini-cart\`, \`__button\`, \`__count\`, \`__panel\`, \`__items\`, \`__total\`, \`__link\`.`,
  ),
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two books in the cart. */
export const Default: Story = {
  beforeEach: () =>
    installFakeStore({
      cart: [
        ['smashing-book-7-print', 1],
        ['smashing-book-7-ebook', 2],
      ],
    }),
};

/** Opened, one more eBook: the count, the total and the line follow. */
export const ChangeQuantity: Story = {
  beforeEach: () => installFakeStore({ cart: [['smashing-book-7-ebook', 1]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cart, 1 item, $19.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'One more Smashing Book 7 (eBook)' }));
    await expect(await canvas.findByRole('button', { name: 'Cart, 2 items, $38.00' })).toBeTruthy();
  },
};

export const Empty: Story = { beforeEach: () => installFakeStore() };

/** The store has not answered yet: the button is there, marked busy. */
export const Loading: Story = { beforeEach: () => installFakeStore({ mode: 'slow' }) };

/** The store is down: the summary says so and offers to try again. */
export const Error: Story = { beforeEach: () => installFakeStore({ mode: 'down' }) };

/** Opened, with the lines the controls put in the cart (a member's total is 5 % less). */
export const Open: StoryObj<typeof ShopCart> = {
  render: (args) => <ShopCart {...args} />,
  args: { ...defaultsOf(widget.options), items: 3, shopper: 'visitor' },
  argTypes: shopArgTypes(1),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Cart, \d+ items?, / }));
    const lines = within(await canvas.findByRole('list'));
    await expect(lines.getAllByRole('listitem').length).toBeGreaterThanOrEqual(args.items);
  },
};
