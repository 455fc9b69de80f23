import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Tooltip from '@widgets/behaviours/Tooltip';
import { BehaviourHost } from './support/hosts';
import { docs } from '@widgets/behaviours/Tooltip/docs';
import { docsPage } from './support/describe';

const Term = ({ text }: { text: string }) => (
  <main>
    <h1>Web performance budgets</h1>
    <p>Keep the layout still:</p>
    <BehaviourHost behaviour={Tooltip} options={{ text }}>
      <abbr title="Cumulative Layout Shift">CLS</abbr>
    </BehaviourHost>
  </main>
);

const meta = {
  title: 'Behaviours/Tooltip',
  component: Term,
  tags: ['autodocs'],
  args: { text: '' },
  parameters: docsPage(
    Tooltip,
    docs,
    `An element that takes no focus gets a tab stop.

\`\`\`html
<abbr data-behaviour="Tooltip" title="Cumulative Layout Shift">CLS</abbr>
\`\`\``,
  ),
} satisfies Meta<typeof Term>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTitle: Story = {};

export const WithText: Story = { args: { text: 'How much the page jumps while it loads' } };

/** Shown on keyboard focus, hidden by Escape. */
export const FocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByText('CLS').focus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Cumulative Layout Shift');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};
