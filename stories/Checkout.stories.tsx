import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkout } from '@widgets/containers/Checkout/Checkout';
import { options as checkoutOptions } from '@widgets/containers/Checkout/options';
import { defaultsOf } from '@kit';
import type { CheckoutOptions } from '@widgets/containers/Checkout/options';
import { ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import widget from '@widgets/containers/Checkout';
import { docs } from '@widgets/containers/Checkout/docs';
import { docsPage } from './support/describe';

const OPTIONS: CheckoutOptions = { ...defaultsOf(checkoutOptions), step: 'cart' };

const Step = ({
  step,
  kind = 'shop',
}: {
  step: CheckoutOptions['step'];
  kind?: CheckoutOptions['kind'];
}) => (
  <main>
    <ContainerHost Widget={Checkout} options={{ ...OPTIONS, step, kind }} />
  </main>
);

const meta = {
  title: 'Containers/Checkout',
  component: Step,
  tags: ['autodocs'],
  args: { step: 'cart' },
  parameters: docsPage(
    widget,
    docs,
    `\`\`\`html
<section data-container="Checkout" data-step="cart"></section>
\`\`\``,
  ),
} satisfies Meta<typeof Step>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart page with two books. */
export const Cart: Story = {
  beforeEach: () =>
    installFakeStore({
      cart: [
        ['smashing-book-7-print', 1],
        ['smashing-book-7-ebook', 2],
      ],
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue to checkout' })).toBeTruthy();
  },
};

/** The customer's details with the country picker and the address fields. */
export const Details: Story = {
  args: { step: 'details' },
  beforeEach: () => installFakeStore({ cart: [['smashing-book-7-print', 1]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Country' })).toBeTruthy();
  },
};

/** Tickets (`data-kind="event"`): their quantity above the form, a name per ticket. */
export const EventTickets: Story = {
  args: { step: 'details', kind: 'event' },
  beforeEach: () => installFakeStore({ cart: [['smashingconf-nyc-2027', 2]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Name on ticket 2')).toBeTruthy();
  },
};

/** An empty cart says so and links to the shop. */
export const Empty: Story = { beforeEach: () => installFakeStore() };
