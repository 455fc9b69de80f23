import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from '../widgets/containers/PriceTag/PriceTag';
import { setUser } from '../src/stores/user/state';
import { ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import widget from '../widgets/containers/PriceTag';
import { docs } from '../widgets/containers/PriceTag/docs';
import { attributeTable } from '../src/kit/docs';

const Price = ({ sku }: { sku: string }) => (
  <main>
    <p>
      Price: <ContainerHost Widget={PriceTag} options={{ sku }} as="span" />
    </p>
  </main>
);

const meta = {
  title: 'Containers/PriceTag',
  component: Price,
  tags: ['autodocs'],
  args: { sku: 'smashing-book-7-print' },
  beforeEach: () => installFakeStore(),
  parameters: {
    docs: {
      description: {
        component: `A product's price, in the reader's currency, from the store's product list (one
request per page, shared by every PriceTag and AddToCart). A member sees the member price with
the regular price struck through; a sale shows the old price struck through. Screen readers
hear "Regular price", "Member price" or "Sale price".

\`\`\`html
<span data-container="PriceTag" data-sku="smashing-book-7-print"></span>
\`\`\`

${attributeTable(widget.options, docs)}

An unknown sku shows a short apology and warns once in the console.`,
      },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnSale: Story = { args: { sku: 'smashing-book-7-bundle' } };

/** A reader with the member plan: 5 % off. */
export const MemberPrice: Story = {
  beforeEach: () => {
    installFakeStore();
    setUser({
      id: 'u1',
      email: 'm@example.com',
      app_metadata: { subscription: { plan: 'member' } },
    });
  },
};

export const Loading: Story = { beforeEach: () => installFakeStore({ mode: 'slow' }) };

export const UnknownSku: Story = { args: { sku: 'no-such-book' } };

export const Error: Story = { beforeEach: () => installFakeStore({ mode: 'down' }) };
