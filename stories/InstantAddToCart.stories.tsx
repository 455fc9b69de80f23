import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import InstantAddToCart from '@widgets/behaviours/InstantAddToCart';
import { BehaviourHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import { docs } from '@widgets/behaviours/InstantAddToCart/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Button = ({ sku, label }: { sku: string; label: string }) => (
  <main>
    <BehaviourHost
      behaviour={InstantAddToCart}
      options={{ ...defaultsOf(InstantAddToCart.options), sku, cartUrl: '#cart' }}
    >
      <button className="button">{label}</button>
    </BehaviourHost>
  </main>
);

const meta = {
  title: 'Behaviours/InstantAddToCart',
  component: Button,
  tags: ['autodocs'],
  args: { sku: 'job-post-fulltime', label: 'Post a full-time job' },
  beforeEach: () => installFakeStore(),
  parameters: docsPage(
    InstantAddToCart,
    docs,
    `For job posts, tickets and "buy now" buttons. The story uses \`#cart\` as the cart, so it
stays here.

\`\`\`html
<button data-behaviour="InstantAddToCart" data-sku="job-post-fulltime">Post a job</button>
\`\`\``,
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The store refuses: the reader stays on the page and reads why. */
export const OutOfStock: Story = {
  args: { sku: 'inclusive-components-print', label: 'Buy Inclusive Components now' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Inclusive Components now' }));
    await expect(await canvas.findByText(/out of stock/)).toBeTruthy();
  },
};
