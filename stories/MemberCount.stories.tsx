import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MemberCount from '@widgets/containers/MemberCount';
import { DomContainerHost } from './support/hosts';
import { installFakeSiteApi } from './support/fakeSiteApi';
import type { SiteMode } from './support/fakeSiteApi';
import { docs } from '@widgets/containers/MemberCount/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const market =
  (members: number, mode: SiteMode = 'ok') =>
  () =>
    installFakeSiteApi({ '/market': { count: 0, results: [], members, facets: {} } }, mode);

/** The editor's sentence; `fallback` is what the editor wrote in the host (empty: nothing). */
const Lede = ({
  one,
  other,
  minimum,
  fallback,
}: {
  one: string;
  other: string;
  minimum: number;
  fallback: string;
}) => {
  const options = useMemo(() => ({ one, other, minimum }), [one, other, minimum]);
  return (
    <main>
      <h1>Membership plans</h1>
      <p>
        Join{' '}
        <DomContainerHost container={MemberCount} options={options} as="span" fallback={fallback} />{' '}
        who keep the magazine independent.
      </p>
    </main>
  );
};

const meta = {
  title: 'Containers/MemberCount',
  component: Lede,
  tags: ['autodocs'],
  args: { ...defaultsOf(MemberCount.options), fallback: '' },
  beforeEach: market(12480),
  parameters: docsPage(
    MemberCount,
    docs,
    `\`\`\`html
<p>Join <span data-container="MemberCount"></span> who keep the magazine independent.</p>
\`\`\``,
  ),
} satisfies Meta<typeof Lede>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = await within(canvasElement).findByText(
      new Intl.NumberFormat(navigator.language).format(12480),
    );
    await expect(figure.tagName).toBe('STRONG');
  },
};

export const OneMember: Story = { args: { minimum: 1 }, beforeEach: market(1) };

/** Fewer members than the minimum: the editor's own words stay, no "Join 2 members". */
export const FewMembers: Story = {
  args: { fallback: 'the readers' },
  beforeEach: market(2),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/the readers/)).toBeTruthy();
  },
};

export const OwnWords: Story = { args: { one: 'reader', other: 'readers' } };

export const Loading: Story = { beforeEach: market(0, 'slow') };

/** While the count is on its way the editor's own words stay as written. */
export const LoadingWithEditorWords: Story = {
  args: { fallback: 'our members' },
  beforeEach: market(0, 'slow'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/our members/)).toBeTruthy();
  },
};

export const Unavailable: Story = { beforeEach: market(0, 'down') };
