import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieBanner } from '@widgets/containers/CookieBanner/CookieBanner';
import { ContainerHost } from './support/hosts';
import { respondToPrivacy } from '@stores/privacy';
import { setPrivacyReview } from '@kit/privacy-review';
import widget from '@widgets/containers/CookieBanner';
import { docs } from '@widgets/containers/CookieBanner/docs';
import { defaultsOf } from '@kit';
import { docsPage } from './support/describe';

const Banner = ({ policyUrl }: { policyUrl: string }) => (
  <ContainerHost Widget={CookieBanner} options={{ policyUrl }} />
);

const meta = {
  title: 'Containers/CookieBanner',
  component: Banner,
  tags: ['autodocs'],
  args: defaultsOf(widget.options),
  parameters: docsPage(
    widget,
    docs,
    `It sits at the bottom of the page as a labelled region; the answer is kept in
\`localStorage\`.

\`\`\`html
<div data-container="CookieBanner" data-policy-url="/about#privacy"></div>
\`\`\`

Put it once per page, at the end of \`<body>\`. A "Cookie settings" link anywhere brings it back:

\`\`\`html
<a href="/about#privacy" data-privacy-settings>Cookie settings</a>
\`\`\``,
  ),
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After the reader answered: the banner renders nothing. */
export const Answered: Story = {
  beforeEach: () => respondToPrivacy('necessary'),
};

/** "Cookie settings" clicked after "Necessary only": the banner back, saying the answer given. */
export const AskedAgain: Story = {
  beforeEach: () => {
    respondToPrivacy('necessary');
    setPrivacyReview(true);
    return () => setPrivacyReview(false);
  },
};
