import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AddTimeAgo from '@widgets/behaviours/AddTimeAgo';
import { BehaviourHost } from './support/hosts';
import { docs } from '@widgets/behaviours/AddTimeAgo/docs';
import { docsPage } from './support/describe';

const DAY = 86_400_000;
/** A date `days` from the moment the story renders (negative: in the past). */
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const Byline = ({ locale, datetime }: { locale: string; datetime: string }) => (
  <main>
    <p>
      By Miriam Okafor ·{' '}
      <BehaviourHost behaviour={AddTimeAgo} options={{ locale }}>
        <time dateTime={datetime}>{datetime.slice(0, 10)}</time>
      </BehaviourHost>
    </p>
  </main>
);

const meta = {
  title: 'Behaviours/AddTimeAgo',
  component: Byline,
  tags: ['autodocs'],
  args: { locale: 'en', datetime: daysFromNow(-3) },
  parameters: docsPage(
    AddTimeAgo,
    docs,
    `One timer serves the whole page. Downloads no React.

\`\`\`html
<time datetime="2026-03-12" data-behaviour="AddTimeAgo">12 March 2026</time>
<ul data-behaviour="AddTimeAgo"> ... <time datetime="2026-05-04">4 May 2026</time> ... </ul>
\`\`\``,
  ),
} satisfies Meta<typeof Byline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDaysAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = await within(canvasElement).findByText('3 days ago');
    await expect(time).toHaveAttribute('title');
  },
};

/** Under a minute old: "now", and it counts on every minute from there. */
export const JustNow: Story = {
  args: { datetime: new Date().toISOString() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('now');
  },
};

export const InTheFuture: Story = {
  args: { datetime: daysFromNow(70) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('in 2 months');
  },
};

export const InGerman: Story = {
  args: { locale: 'de', datetime: daysFromNow(-1) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('gestern');
  },
};

/** On a list: every `<time datetime>` inside is told; one that names no date keeps its text. */
export const OnAList: Story = {
  render: ({ locale }) => (
    <main>
      <BehaviourHost behaviour={AddTimeAgo} options={{ locale }}>
        <ul>
          <li>
            Performance budgets that hold · <time dateTime={daysFromNow(-14)}>two weeks back</time>
          </li>
          <li>
            Accessible forms · <time dateTime={daysFromNow(-400)}>last year</time>
          </li>
          <li>
            Coming up · <time dateTime="to be announced">to be announced</time>
          </li>
        </ul>
      </BehaviourHost>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 weeks ago');
    await canvas.findByText('last year');
    await canvas.findByText('to be announced');
  },
};
