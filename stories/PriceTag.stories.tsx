import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PriceTag from '@widgets/containers/PriceTag';
import { defaultsOf } from '@kit';
import { setUser } from '@stores/user/state';
import { installFakeStore } from './support/fakeStore';
import { docs } from '@widgets/containers/PriceTag/docs';
import { docsPage } from './support/describe';

/**
 * The editor's sentence with the price's host in it, the visitor's price written in as the
 * fallback, connected as the loader connects it: plain DOM, no React inside the host.
 */
const Price = ({ sku, fallback }: { sku: string; fallback: string }): ReactNode => {
  const host = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!host.current) return;
    return PriceTag.connect(host.current, { ...defaultsOf(PriceTag.options), sku });
  }, [sku, fallback]);
  return (
    <main>
      <p>
        Price:{' '}
        <span
          key={`${sku} ${fallback}`}
          ref={host}
          data-container="PriceTag"
          data-sku={sku}
          dangerouslySetInnerHTML={{ __html: fallback }}
        />
      </p>
    </main>
  );
};

const member = () => {
  installFakeStore();
  setUser({
    id: 'u1',
    email: 'm@example.com',
    app_metadata: { subscription: { plan: 'member' } },
  });
};

const meta = {
  title: 'Containers/PriceTag',
  component: Price,
  tags: ['autodocs'],
  args: { sku: 'smashing-book-7-print', fallback: '$44.00' },
  beforeEach: () => installFakeStore(),
  parameters: docsPage(
    PriceTag,
    docs,
    `Screen readers hear "Regular price", "Member price" or "Sale price". While the price loads
the fallback shows instead of a placeholder, so nothing moves. The store is asked for at most
100 skus per request.

\`\`\`html
<span data-container="PriceTag" data-sku="smashing-book-7-print">$44.00</span>
<span data-container="PriceTag" data-sku="smashing-book-7-bundle"><s>$54.00</s> $49.00</span>
\`\`\`

An unknown sku shows a short apology and warns once in the console.`,
  ),
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's price reads as the editor wrote it: the host is left as it is. */
export const Default: Story = {};

export const OnSale: Story = {
  args: { sku: 'smashing-book-7-bundle', fallback: '<s>$54.00</s> $49.00' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sale price')).toBeInTheDocument();
  },
};

/** A reader with the member plan: 5 % off. */
export const MemberPrice: Story = {
  beforeEach: member,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('$41.80')).toBeInTheDocument();
  },
};

/** The store does not answer: the editor's price stays. */
export const Loading: Story = { beforeEach: () => installFakeStore({ mode: 'slow' }) };

export const UnknownSku: Story = { args: { sku: 'no-such-book', fallback: '$10.00' } };

export const Error: Story = { beforeEach: () => installFakeStore({ mode: 'down' }) };
