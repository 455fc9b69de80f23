import type { Meta, StoryObj } from '@storybook/react-vite';
import ShowIfAdBlock from '@widgets/behaviours/ShowIfAdBlock';
import { BehaviourHost } from './support/hosts';
import { loadAds } from '@stores/ads/actions';
import { installFakeSiteApi } from './support/fakeSiteApi';
import { setUser } from '@stores/user/state';
import { docs } from '@widgets/behaviours/ShowIfAdBlock/docs';
import { docsPage } from './support/describe';

const Note = ({ text }: { text: string }) => (
  <main>
    <BehaviourHost behaviour={ShowIfAdBlock} options={{}}>
      <p hidden>{text}</p>
    </BehaviourHost>
  </main>
);

/** The page's ads loaded from a proxy answering `ads`, or failing when there is none. */
const adsFrom = (ads?: readonly unknown[]) => async () => {
  installFakeSiteApi(ads ? { '/ads/friskies': { ads } } : {});
  setUser(null);
  await loadAds();
};

const meta = {
  title: 'Behaviours/ShowIfAdBlock',
  component: Note,
  tags: ['autodocs'],
  args: { text: 'Ads help us pay our authors. Consider becoming a member.' },
  beforeEach: adsFrom(),
  parameters: docsPage(
    ShowIfAdBlock,
    docs,
    `\`\`\`html
<p data-behaviour="ShowIfAdBlock" hidden>Ads help us pay our authors. Consider becoming a member.</p>
\`\`\``,
  ),
} satisfies Meta<typeof Note>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ad proxy could not be reached: the note shows. */
export const AdsBlocked: Story = {};

/** The ads loaded: the note stays hidden (the story shows nothing). */
export const AdsLoaded: Story = { beforeEach: adsFrom([]) };
