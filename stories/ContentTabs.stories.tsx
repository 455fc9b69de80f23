import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContentTabs from '../widgets/behaviours/ContentTabs';
import { BehaviourHost } from './support/hosts';
import { docs } from '../widgets/behaviours/ContentTabs/docs';
import { attributeTable } from '../src/kit/docs';

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
  parameters: {
    docs: {
      description: {
        component: `The WAI-ARIA tabs pattern on the editor's sections: each child element is a
panel and its first heading names its tab. Left and Right select the next tab (automatic
activation), Home and End the ends; Tab moves on to the panel. A section with an id puts it in
the address, so a link to \`#digital\` or a reload opens that tab. Without JavaScript the
sections read one after another.

\`\`\`html
<div data-behaviour="ContentTabs" data-label="Subscription options">
  <section id="print"><h3>Print</h3><p>Six issues a year by post.</p></section>
  <section id="digital"><h3>Digital</h3><p>Every issue as PDF and ePub.</p></section>
</div>
\`\`\`

${attributeTable(ContentTabs.options, docs)}`,
      },
    },
  },
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
