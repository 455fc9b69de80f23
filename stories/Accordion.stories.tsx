import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Accordion from '@widgets/behaviours/Accordion';
import { BehaviourHost } from './support/hosts';
import { docs } from '@widgets/behaviours/Accordion/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Faq = ({ single, open }: { single: boolean; open: readonly number[] }) => (
  <main>
    <h1>Frequently asked</h1>
    <BehaviourHost behaviour={Accordion} options={{ single, open }}>
      <div>
        <h2>Who writes the magazine?</h2>
        <div>
          <p>Independent authors from the web community, edited by our team.</p>
        </div>
        <h2>Can I pay by invoice?</h2>
        <div>
          <p>Yes, for orders over $100: choose invoice at checkout.</p>
        </div>
        <h2>Do you ship worldwide?</h2>
        <p>We ship printed books to every country.</p>
      </div>
    </BehaviourHost>
  </main>
);

const meta = {
  title: 'Behaviours/Accordion',
  component: Faq,
  tags: ['autodocs'],
  args: defaultsOf(Accordion.options),
  parameters: docsPage(
    Accordion,
    docs,
    `On a page that runs scripts the answers are closed before the behaviour connects, so
nothing moves.

\`\`\`html
<div data-behaviour="Accordion">
  <h3>Can I pay by invoice?</h3>
  <div><p>Yes, for orders over $100.</p></div>
  <h3>Do you ship worldwide?</h3>
  <p>We ship printed books to every country.</p>
</div>
\`\`\``,
  ),
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All sections closed, as the editor's markup starts. */
export const Closed: Story = {};

/** The second section open from the start (`data-open="2"`). */
export const OneOpen: Story = { args: { open: [2] } };

/** Only one open at a time (`data-single`): opening one closes the other. */
export const Single: Story = {
  args: { single: true, open: [1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Who writes the magazine?' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'Can I pay by invoice?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};
