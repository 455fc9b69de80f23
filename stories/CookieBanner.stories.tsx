import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieBanner } from '../widgets/containers/CookieBanner/CookieBanner';
import { ContainerHost } from './support/hosts';
import { respondToPrivacy } from '../src/stores/privacy';
import widget from '../widgets/containers/CookieBanner';
import { docs } from '../widgets/containers/CookieBanner/docs';
import { attributeTable } from '../src/kit/docs';

const Banner = ({ policyUrl }: { policyUrl: string }) => (
  <ContainerHost Widget={CookieBanner} options={{ policyUrl }} />
);

const meta = {
  title: 'Containers/CookieBanner',
  component: Banner,
  tags: ['autodocs'],
  args: { policyUrl: '/about#privacy' },
  parameters: {
    docs: {
      description: {
        component: `The reader's privacy choice: **Accept all**, **Necessary only** or **Decline**.
It sits at the bottom of the page and never blocks reading (it is a labelled region, not a
dialog). The answer is kept in \`localStorage\`; once answered, the banner's code is not even
downloaded on later pages. After the choice, focus returns to where the reader was.

\`\`\`html
<div data-container="CookieBanner" data-policy-url="/about#privacy"></div>
\`\`\`

${attributeTable(widget.options, docs)}

Put it once per page, at the end of \`<body>\`.`,
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After the reader answered: the banner renders nothing. */
export const Answered: Story = {
  beforeEach: () => respondToPrivacy('necessary'),
};
