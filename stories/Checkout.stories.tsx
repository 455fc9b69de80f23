import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkout } from '@widgets/containers/Checkout/Checkout';
import { options as checkoutOptions } from '@widgets/containers/Checkout/options';
import { defaultsOf } from '@kit';
import type { CheckoutOptions } from '@widgets/containers/Checkout/options';
import { ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import type { FakeStoreOptions } from './support/fakeStore';
import { WithShop, shopArgTypes } from './support/storyShop';
import type { ShopArgs } from './support/storyShop';
import widget from '@widgets/containers/Checkout';
import { docs } from '@widgets/containers/Checkout/docs';
import { docsPage } from './support/describe';

const OPTIONS: CheckoutOptions = { ...defaultsOf(checkoutOptions), step: 'cart' };

/**
 * The checkout's page at `step`. With `items`, the cart and the shopper come from the story's
 * controls (WithShop); without, from the story's own store fake.
 */
const Step = ({
  step,
  kind = 'shop',
  items,
  shopper = 'visitor',
  checkout,
}: {
  step: CheckoutOptions['step'];
  kind?: CheckoutOptions['kind'];
  items?: ShopArgs['items'];
  shopper?: ShopArgs['shopper'];
  checkout?: FakeStoreOptions['checkout'];
}) => {
  const page = (
    <main>
      <ContainerHost Widget={Checkout} options={{ ...OPTIONS, step, kind }} />
    </main>
  );
  return items === undefined ? (
    page
  ) : (
    <WithShop items={items} shopper={shopper} checkout={checkout}>
      {page}
    </WithShop>
  );
};

/** The details step, with what the play function types into the country picker. */
const CountryStep = ({
  countryTyped: _typed,
  ...step
}: Parameters<typeof Step>[0] & { countryTyped: string }) => <Step {...step} />;

const meta = {
  title: 'Containers/Checkout',
  component: Step,
  tags: ['autodocs'],
  args: { step: 'cart', items: 2, shopper: 'visitor' },
  argTypes: {
    ...shopArgTypes(),
    step: { control: false },
    kind: { control: false },
    checkout: { control: false },
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue to checkout' })).toBeTruthy();
  },
};

/** The customer's details with the country picker and the address fields. */
export const Details: Story = {
  args: { step: 'details', items: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Country' })).toBeTruthy();
  },
};

/** Tickets (`data-kind="event"`): their quantity above the form, a name per ticket. */
export const EventTickets: Story = {
  args: { step: 'details', kind: 'event', items: undefined },
  beforeEach: () => installFakeStore({ cart: [['smashingconf-nyc-2027', 2]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Name on ticket 2')).toBeTruthy();
  },
};

/** An empty cart says so and links to the shop. */
export const Empty: Story = { args: { items: 0 } };

/** The country picker open on what the shopper typed (`countryTyped`, typed as the story plays). */
export const CountryPickerOpen: StoryObj<typeof CountryStep> = {
  render: (args) => <CountryStep {...args} />,
  args: { step: 'details', items: 1, countryTyped: 'ger' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const country = await canvas.findByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, args.countryTyped);
    await expect(await canvas.findByRole('option', { name: 'Germany' })).toBeTruthy();
    await expect(country).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Payment, the details given: the methods the store offers, the card's own fields chosen. */
export const Payment: Story = {
  args: { step: 'payment', items: 2, checkout: 'details' },
  argTypes: shopArgTypes(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit or debit card' }));
    await expect(await canvas.findByLabelText('Card number')).toBeTruthy();
  },
};

/**
 * The review before the order: lines, totals, where it goes (Freiburg, so in euros), how it
 * is paid, the terms.
 */
export const Review: Story = {
  args: { step: 'confirmation', items: 2, checkout: 'paid', shopper: 'member' },
  argTypes: shopArgTypes(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Place order' })).toBeTruthy();
    await expect(canvas.getByText('Visa ending in 4242')).toBeTruthy();
    // It ships to Germany: its prices are in euros, as the store's are for that country.
    await expect(await canvas.findAllByText(/€/)).not.toHaveLength(0);
    await expect(canvasElement.textContent).not.toContain('$');
  },
};
