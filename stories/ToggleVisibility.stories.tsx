import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ToggleVisibility from '@widgets/behaviours/ToggleVisibility';
import { BehaviourHost } from './support/hosts';
import { docs } from '@widgets/behaviours/ToggleVisibility/docs';
import { docsPage } from './support/describe';

const Agenda = ({ startsOpen }: { startsOpen: boolean }) => (
  <main>
    <h1>SmashingConf</h1>
    <BehaviourHost behaviour={ToggleVisibility} options={{ target: '#story-agenda' }}>
      <button type="button">The day's agenda</button>
    </BehaviourHost>
    <div id="story-agenda" hidden={!startsOpen}>
      <p>09:00 Doors open · 10:00 Opening keynote · 12:30 Lunch</p>
    </div>
  </main>
);

const meta = {
  title: 'Behaviours/ToggleVisibility',
  component: Agenda,
  tags: ['autodocs'],
  args: { startsOpen: false },
  parameters: docsPage(
    ToggleVisibility,
    docs,
    `\`\`\`html
<button type="button" data-behaviour="ToggleVisibility" data-target="#agenda">The day's agenda</button>
<div id="agenda" hidden>…</div>
\`\`\``,
  ),
} satisfies Meta<typeof Agenda>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { startsOpen: true } };

/** Enter opens it, Space closes it again. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: "The day's agenda" });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Doors open/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
