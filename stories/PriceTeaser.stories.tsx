import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTeaser } from '../widgets/containers/PriceTeaser/PriceTeaser';
import { setUser } from '../src/stores/user/state';
import { ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import widget from '../widgets/containers/PriceTeaser';
import { docs } from '../widgets/containers/PriceTeaser/docs';
import { attributeTable } from '../src/kit/docs';

const Product = ({ sku, plansUrl }: { sku: string; plansUrl: string }) => (
  <main>
    <h1>Smashing Book 7</h1>
    <ContainerHost Widget={PriceTeaser} options={{ sku, plansUrl }} />
  </main>
);

const meta = {
  title: 'Containers/PriceTeaser',
  component: Product,
  tags: ['autodocs'],
  args: { sku: 'smashing-book-7-print', plansUrl: '/membership/plans' },
  beforeEach: () => installFakeStore(),
  parameters: {
    docs: {
      description: {
        component: `The member price of a product, beside its PriceTag: a visitor reads what members
pay (from the largest plan discount, 10 % with Smashing) and a link to the plans; a member reads
what their plan saves on it. It follows a plan bought or changed on the page. A free product
shows nothing.

\`\`\`html
<p data-container="PriceTeaser" data-sku="smashing-book-7-print"></p>
\`\`\`

${attributeTable(widget.options, docs)}`,
      },
    },
  },
} satisfies Meta<typeof Product>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

/** A reader with the member plan: 5 % off. */
export const Member: Story = {
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
