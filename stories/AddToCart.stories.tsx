import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddToCart from '@widgets/behaviours/AddToCart';
import { addedToCart } from '@domain/messages';
import { MiniCart } from '@widgets/containers/MiniCart/MiniCart';
import { options as miniCartOptions } from '@widgets/containers/MiniCart/options';
import { BehaviourHost, ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import { docs } from '@widgets/behaviours/AddToCart/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Button = ({ sku, quantity, label }: { sku: string; quantity: number; label: string }) => (
  <>
    <header>
      <ContainerHost Widget={MiniCart} options={defaultsOf(miniCartOptions)} />
    </header>
    <main>
      <BehaviourHost
        behaviour={AddToCart}
        options={{ ...defaultsOf(AddToCart.options), sku, quantity }}
      >
        <button className="button">{label}</button>
      </BehaviourHost>
    </main>
  </>
);

const meta = {
  title: 'Behaviours/AddToCart',
  component: Button,
  tags: ['autodocs'],
  args: {
    ...defaultsOf(AddToCart.options),
    sku: 'smashing-book-7-ebook',
    label: 'Add the eBook to your cart',
  },
  beforeEach: () => installFakeStore(),
  parameters: docsPage(
    AddToCart,
    docs,
    `The button never submits a surrounding form, and \`data-result\` is there for CSS. The
MiniCart on the page follows at once. Downloads no React.

\`\`\`html
<button data-behaviour="AddToCart" data-sku="smashing-book-7-print">Add to cart</button>
\`\`\`

**InstantAddToCart** takes the same attributes plus \`data-cart-url\` (default \`/cart\`) and
goes to the cart once the item is in.`,
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add the eBook to your cart' }));
    await expect(await canvas.findByText(addedToCart('Smashing Book 7 (eBook)'))).toBeTruthy();
  },
};

/** The store refuses: sold out. The message comes from the store. */
export const OutOfStock: Story = {
  args: { sku: 'inclusive-components-print', label: 'Add Inclusive Components' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add Inclusive Components' });
    await userEvent.click(button);
    await expect(await canvas.findByText(/out of stock/)).toBeTruthy();
    await expect(button).toHaveAttribute('data-result', 'failed');
  },
};

/** The store cannot be reached. */
export const StoreDown: Story = {
  beforeEach: () => installFakeStore({ mode: 'down' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add the eBook to your cart' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-result', 'failed'));
  },
};

/** The store has not answered yet: the button is busy and ignores more clicks. */
export const Busy: Story = {
  beforeEach: () => installFakeStore({ mode: 'slow' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add the eBook to your cart' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
