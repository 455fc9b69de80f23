import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PriceTeaser from '../widgets/containers/PriceTeaser';
import { setUser } from '../src/stores/user/state';
import { DomContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import { docs } from '../widgets/containers/PriceTeaser/docs';
import { attributeTable } from '../src/kit/docs';

/** The editor's line under a price; `fallback` is what the editor wrote in the host. */
const Product = ({
  sku,
  plansUrl,
  fallback,
}: {
  sku: string;
  plansUrl: string;
  fallback: string;
}) => {
  const options = useMemo(() => ({ sku, plansUrl }), [sku, plansUrl]);
  return (
    <main>
      <h1>Smashing Book 7</h1>
      <DomContainerHost container={PriceTeaser} options={options} fallback={fallback} />
    </main>
  );
};

const meta = {
  title: 'Containers/PriceTeaser',
  component: Product,
  tags: ['autodocs'],
  args: { sku: 'smashing-book-7-print', plansUrl: '/membership/plans', fallback: '' },
  beforeEach: () => installFakeStore(),
  parameters: {
    docs: {
      description: {
        component: `The member price of a product, beside its PriceTag: a visitor reads what members
pay (from the largest plan discount, 10 % with Smashing) and a link to the plans; a member reads
what their plan saves on it. It follows a plan bought or changed on the page. A free product
shows nothing.

Write a line inside as the fallback: it shows while the product loads (an empty host shows a
loading line instead), and the host holds a line's height (two on a phone), so nothing moves
when the figures arrive. Built without React: a book page downloads none for it.

\`\`\`html
<p data-container="PriceTeaser" data-sku="smashing-book-7-print">
  Members pay less. <a href="/membership/plans">See the membership plans</a>
</p>
\`\`\`

${attributeTable(PriceTeaser.options, docs)}`,
      },
    },
  },
} satisfies Meta<typeof Product>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('$39.60')).toBeInTheDocument();
  },
};

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
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('$2.20')).toBeInTheDocument();
  },
};

export const Loading: Story = { beforeEach: () => installFakeStore({ mode: 'slow' }) };

/** While the product loads the editor's own line stays as written. */
export const LoadingWithEditorLine: Story = {
  args: {
    fallback: 'Members pay less. <a href="/membership/plans">See the membership plans</a>',
  },
  beforeEach: () => installFakeStore({ mode: 'slow' }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'See the membership plans' }),
    ).toBeTruthy();
  },
};
