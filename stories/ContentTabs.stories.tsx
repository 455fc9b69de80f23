import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContentTabs from '@widgets/behaviours/ContentTabs';
import { BehaviourHost } from './support/hosts';
import { docs } from '@widgets/behaviours/ContentTabs/docs';
import { docsPage } from './support/describe';

const Plans = ({ label }: { label: string }) => (
  <main>
    <h1>Subscriptions</h1>
    <BehaviourHost behaviour={ContentTabs} options={{ label }}>
      <div>
        <section>
          <h2>Print</h2>
          <p>Six issues a year by post.</p>
        </section>
        <section>
          <h2>Digital</h2>
          <p>Every issue as PDF and ePub, the day it appears.</p>
        </section>
        <section>
          <h2>Both</h2>
          <p>Print and digital together.</p>
        </section>
      </div>
    </BehaviourHost>
  </main>
);

const meta = {
  title: 'Behaviours/ContentTabs',
  component: Plans,
  tags: ['autodocs'],
  args: { label: 'Subscription options' },
  parameters: docsPage(
    ContentTabs,
    docs,
    `Tab moves on from the tabs to the panel.

\`\`\`html
<div data-behaviour="ContentTabs" data-label="Subscription options">
  <section id="print"><h3>Print</h3><p>Six issues a year by post.</p></section>
  <section id="digital"><h3>Digital</h3><p>Every issue as PDF and ePub.</p></section>
</div>
\`\`\``,
  ),
} satisfies Meta<typeof Plans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Operated with the keyboard: the arrows select, Home and End go to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Print' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Digital' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel', { name: 'Both' })).toBeVisible();
  },
};
