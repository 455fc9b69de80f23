import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PriceTeaser from '@widgets/containers/PriceTeaser';
import { setUser } from '@stores/user/state';
import { DomContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import { docs } from '@widgets/containers/PriceTeaser/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

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
  args: { ...defaultsOf(PriceTeaser.options), sku: 'smashing-book-7-print', fallback: '' },
  beforeEach: () => installFakeStore(),
  parameters: docsPage(
    PriceTeaser,
    docs,
    `Put it beside the product's PriceTag. On a phone the host holds two lines' height.

\`\`\`html
<p data-container="PriceTeaser" data-sku="smashing-book-7-print">
  Members pay less. <a href="/membership/plans">See the membership plans</a>
</p>
\`\`\``,
  ),
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
