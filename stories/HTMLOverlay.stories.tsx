import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import HTMLOverlay from '@widgets/containers/HTMLOverlay';
import { BehaviourHost, TemplateOf } from './support/hosts';
import { docs } from '@widgets/containers/HTMLOverlay/docs';
import { docsPage } from './support/describe';

const Newsletter = ({ closeLabel }: { closeLabel: string }) => (
  <main>
    <h1>Articles</h1>
    <TemplateOf id="story-newsletter">
      <h2>Our newsletter</h2>
      <p>Useful techniques every second Tuesday. No spam.</p>
      <form action="/newsletter/">
        <label>
          Email <input type="email" name="email" autoComplete="email" />
        </label>{' '}
        <button type="submit">Subscribe</button>
      </form>
    </TemplateOf>
    <BehaviourHost behaviour={HTMLOverlay} options={{ template: '#story-newsletter', closeLabel }}>
      <button type="button">Get the newsletter</button>
    </BehaviourHost>
  </main>
);

const meta = {
  title: 'Containers/HTMLOverlay',
  component: Newsletter,
  tags: ['autodocs'],
  args: { closeLabel: 'Close' },
  parameters: docsPage(
    HTMLOverlay,
    docs,
    `\`\`\`html
<a href="/newsletter/" data-container="HTMLOverlay" data-template="#newsletter">Get the newsletter</a>
<template id="newsletter"><h2>Our newsletter</h2>…</template>
\`\`\``,
  ),
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The opener, before anyone opens it. */
export const Closed: Story = {};

/**
 * Opened with the keyboard; its close button (or Escape) closes it and focus returns to the
 * opener. The play uses the button: Escape closes a modal dialog through the browser's own
 * cancel, which a key a script dispatches does not reach.
 */
export const Opened: Story = {
  args: { closeLabel: 'Not now' },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Get the newsletter' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(document.body).getByRole('dialog', { name: 'Our newsletter' });
    await expect(dialog).toHaveTextContent('Useful techniques');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    // A browser hands the focus back as the dialog closes.
    await waitFor(() => expect(opener).toHaveFocus());
    // Opened again for the picture: the dialog as a reader sees it.
    await userEvent.keyboard('{Enter}');
    await expect(within(document.body).getByRole('dialog')).toBeVisible();
  },
};
