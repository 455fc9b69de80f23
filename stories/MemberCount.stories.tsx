import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberCount } from '../widgets/containers/MemberCount/MemberCount';
import { ContainerHost } from './support/hosts';
import { installFakeSiteApi } from './support/fakeSiteApi';
import type { SiteMode } from './support/fakeSiteApi';
import widget from '../widgets/containers/MemberCount';
import { docs } from '../widgets/containers/MemberCount/docs';
import { attributeTable } from '../src/kit/docs';

const market =
  (members: number, mode: SiteMode = 'ok') =>
  () =>
    installFakeSiteApi({ '/market': { count: 0, results: [], members, facets: {} } }, mode);

const Lede = ({ one, other }: { one: string; other: string }) => (
  <main>
    <h1>Membership plans</h1>
    <p>
      Join <ContainerHost Widget={MemberCount} options={{ one, other }} as="span" /> who keep the
      magazine independent.
    </p>
  </main>
);

const meta = {
  title: 'Containers/MemberCount',
  component: Lede,
  tags: ['autodocs'],
  args: { one: 'member', other: 'members' },
  beforeEach: market(12480),
  parameters: {
    docs: {
      description: {
        component: `The number of members (readers with a paid plan) from the market feed, in the
reader's number format, inside the editor's sentence.

\`\`\`html
<p>Join <span data-container="MemberCount"></span> who keep the magazine independent.</p>
\`\`\`

${attributeTable(widget.options, docs)}`,
      },
    },
  },
} satisfies Meta<typeof Lede>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneMember: Story = { beforeEach: market(1) };

export const OwnWords: Story = { args: { one: 'reader', other: 'readers' } };

export const Loading: Story = { beforeEach: market(0, 'slow') };

export const Unavailable: Story = { beforeEach: market(0, 'down') };
