import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { JobPostForm } from '../widgets/containers/JobPostForm/JobPostForm';
import { ContainerHost } from './support/hosts';
import { installFakeStore } from './support/fakeStore';
import widget from '../widgets/containers/JobPostForm';
import { docs } from '../widgets/containers/JobPostForm/docs';
import { docsPage } from './support/describe';

const Form = ({ checkoutUrl }: { checkoutUrl: string }) => (
  <main>
    <h1>Post a job</h1>
    <ContainerHost Widget={JobPostForm} options={{ checkoutUrl }} />
  </main>
);

/** Every field but the commitment, pasted: a story plays in a second. */
async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: /Freelance gig/ }));
  await userEvent.selectOptions(canvas.getByLabelText('Job type'), 'design');
  const fields: [string, string][] = [
    ['Company name', 'Kestrel Studio'],
    ['Logo link', 'https://kestrel.example/logo.svg'],
    ['Job title', 'Product designer'],
    ['Description', 'Three months on the component library of a public-service app.'],
    ['Application link', 'https://kestrel.example/jobs/designer'],
  ];
  for (const [label, text] of fields) {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(text);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
}

const meta = {
  title: 'Containers/JobPostForm',
  component: Form,
  tags: ['autodocs'],
  args: { checkoutUrl: '/checkout' },
  beforeEach: () => installFakeStore(),
  parameters: docsPage(
    widget,
    docs,
    `Every field is required and both links must be web addresses; a problem shows once its field
is left, all of them on submit, with focus on the first. The post reaches the order with its line.
The store's refusal shows above the form.

\`\`\`html
<div data-container="JobPostForm"></div>
\`\`\`

CSS hooks: \`.mw-job-post\`, \`__choice\` (the commitment's fieldset), \`__price\`, \`__total\`.`,
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sent empty: every field names its problem, focus on the commitment. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(
      canvas.getByRole('radio', { name: /Full-time position/ }).getAttribute('aria-invalid'),
    ).toBe('true');
  },
};

/** The store takes its time: the button says so, the fields stay. */
export const Adding: Story = {
  beforeEach: () => installFakeStore({ mode: 'slow' }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Adding your post…' }),
    ).toBeTruthy();
  },
};

/** The store is down: the reason above the form, everything typed kept. */
export const Refused: Story = {
  beforeEach: () => installFakeStore({ mode: 'down' }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeTruthy();
    await expect((canvas.getByLabelText('Company name') as HTMLInputElement).value).toBe(
      'Kestrel Studio',
    );
  },
};
