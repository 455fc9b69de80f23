import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContrastSwitcher from '@widgets/behaviours/ContrastSwitcher';
import { BehaviourHost } from './support/hosts';
import { setHighContrast } from '@stores/settings';
import { docs } from '@widgets/behaviours/ContrastSwitcher/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Switch = ({ labelOn, label }: { labelOn: string; label: string }) => (
  <BehaviourHost behaviour={ContrastSwitcher} options={{ labelOn }}>
    <button className="contrast-toggle">{label}</button>
  </BehaviourHost>
);

const meta = {
  title: 'Behaviours/ContrastSwitcher',
  component: Switch,
  tags: ['autodocs'],
  args: { ...defaultsOf(ContrastSwitcher.options), label: 'High contrast' },
  parameters: docsPage(
    ContrastSwitcher,
    docs,
    `Downloads no React.

\`\`\`html
<button type="button" data-behaviour="ContrastSwitcher">High contrast</button>
\`\`\`

To apply the remembered choice before the first paint (no flash of the normal theme), put
this first in \`<head>\`:

\`\`\`html
<script>try{if(localStorage.getItem('mw-settings:highContrast')==='true')document.documentElement.dataset.contrast='high'}catch(e){}</script>
\`\`\``,
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { beforeEach: () => setHighContrast(true) };

export const WithSwappedLabel: Story = { args: { labelOn: 'Normal contrast' } };

/** On an element that is not a button: it becomes one, for the keyboard too. */
export const OnAnotherElement: Story = {
  render: ({ label, labelOn }) => (
    <BehaviourHost behaviour={ContrastSwitcher} options={{ labelOn }}>
      <span className="contrast-toggle">{label}</span>
    </BehaviourHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'High contrast' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
