import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { JobPostForm } from '@widgets/containers/JobPostForm/JobPostForm';
import { ContainerHost } from './support/hosts';
import { busyButton, markedInvalid, refusedKeeping, sendStory } from './support/formStories';
import type { Canvas } from './support/formStories';
import { installFakeStore } from './support/fakeStore';
import widget from '@widgets/containers/JobPostForm';
import { docs } from '@widgets/containers/JobPostForm/docs';
import { docsPage } from './support/describe';

const Form = ({ checkoutUrl }: { checkoutUrl: string }) => (
  <main>
    <h1>Post a job</h1>
    <ContainerHost Widget={JobPostForm} options={{ checkoutUrl }} />
  </main>
);

/** Every field, the commitment and type chosen, the rest pasted: a story plays in a second. */
const POST = {
  button: 'Continue to checkout',
  choose: async (canvas: Canvas) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Freelance gig/ }));
    await userEvent.selectOptions(canvas.getByLabelText('Job type'), 'design');
  },
  entries: [
    ['Company name', 'Kestrel Studio'],
    ['Logo link', 'https://kestrel.example/logo.svg'],
    ['Job title', 'Product designer'],
    ['Description', 'Three months on the component library of a public-service app.'],
    ['Application link', 'https://kestrel.example/jobs/designer'],
  ],
} as const;

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
export const Invalid: Story = sendStory({
  button: POST.button,
  then: markedInvalid((canvas) => canvas.getByRole('radio', { name: /Full-time position/ })),
});

/** The store takes its time: the button says so, the fields stay. */
export const Adding: Story = sendStory({
  beforeEach: () => installFakeStore({ mode: 'slow' }),
  ...POST,
  then: busyButton('Adding your post…'),
});

/** The store is down: the reason above the form, everything typed kept. */
export const Refused: Story = sendStory({
  beforeEach: () => installFakeStore({ mode: 'down' }),
  ...POST,
  then: refusedKeeping('Company name', 'Kestrel Studio'),
});
