import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeaturePanel } from '@widgets/containers/FeaturePanel/FeaturePanel';
import ShowIfAdBlock from '@widgets/behaviours/ShowIfAdBlock';
import { BehaviourHost, ContainerHost } from './support/hosts';
import { installFakeSiteApi, installSignedInMember } from './support/fakeSiteApi';
import type { SiteMode } from './support/fakeSiteApi';
import { respondToPrivacy } from '@stores/privacy';
import { setUser } from '@stores/user/state';
import widget from '@widgets/containers/FeaturePanel';
import { docs } from '@widgets/containers/FeaturePanel/docs';
import { docsPage } from './support/describe';
import type { Ad } from '@domain/ads';

const partner = (id: string, company: string, description: string, more: Partial<Ad> = {}) => ({
  external_id: id,
  active: true,
  statlink: `https://magazine.example/ads/click/${id}`,
  company,
  description,
  logo: '/assets/img/logo.svg',
  placement: 'sidebar',
  ...more,
});

const ADS: Ad[] = [
  partner('harbourline', 'Harbourline Hosting', 'Static hosting with a preview per branch.', {
    colours: { background: '#0b3954', foreground: '#ffffff', accent: '#7fd1b9' },
  }),
  partner('pixelkiln', 'Pixelkiln', 'Design handoff: tokens, specs and assets in one link.', {
    colours: { background: '#fff4e6', foreground: '#3d1f00', accent: '#c2410c' },
  }),
  partner('typewell', 'Typewell Foundry', 'Variable web fonts licensed per project.'),
  partner('paused', 'Cobalt CMS', 'A paused campaign: never shown.', { active: false }),
];

const PANELS = {
  panels: [
    {
      id: 'panel-book-7',
      kind: 'book',
      eyebrow: 'New book',
      title: 'Smashing Book 7',
      description: 'Eight chapters on the craft of the web. Printed and ebook.',
      image: { src: '/assets/img/book-7.svg', alt: 'Cover of Smashing Book 7' },
      url: '/books/smashing-book-7',
      cta: 'Get the book',
    },
  ],
};

const site = (ads: readonly unknown[], mode: SiteMode = 'ok') =>
  installFakeSiteApi({ '/ads/friskies': { ads }, '/panels/index.json': PANELS }, mode);

/** A visitor who accepted all cookies, with the proxy answering `ads`. */
const visitor =
  (ads: readonly unknown[] = ADS, mode: SiteMode = 'ok') =>
  () => {
    site(ads, mode);
    setUser(null);
    respondToPrivacy('all');
  };

const Side = ({ placement }: { placement: string }) => (
  <aside aria-label="Beside the article" style={{ maxInlineSize: '15rem' }}>
    <ContainerHost Widget={FeaturePanel} options={{ placement }} />
    <BehaviourHost behaviour={ShowIfAdBlock} options={{}}>
      <p hidden>Ads help us pay our authors. Consider becoming a member.</p>
    </BehaviourHost>
  </aside>
);

const meta = {
  title: 'Containers/FeaturePanel',
  component: Side,
  tags: ['autodocs'],
  args: { placement: 'sidebar' },
  beforeEach: visitor(),
  parameters: docsPage(
    widget,
    docs,
    `Nothing but text comes from an ad.

\`\`\`html
<div data-container="FeaturePanel" data-placement="sidebar"></div>
\`\`\``,
  ),
} satisfies Meta<typeof Side>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who accepted cookies: two eligible ads of the placement. */
export const PartnerAds: Story = {
  play: async ({ canvasElement }) => {
    const offers = await within(canvasElement).findByRole('region', { name: 'Partner offers' });
    await expect(within(offers).getAllByRole('link')).toHaveLength(2);
  },
};

export const Loading: Story = { beforeEach: visitor(ADS, 'slow') };

/** The reader has not answered the cookie banner yet: the house panel, no ad request. */
export const BeforeConsent: Story = {
  beforeEach: () => {
    site(ADS);
    setUser(null);
  },
};

/** The proxy is unreachable (an ad blocker): the house panel and the ShowIfAdBlock note. */
export const AdsBlocked: Story = {
  beforeEach: () => {
    installFakeSiteApi({ '/panels/index.json': PANELS });
    setUser(null);
    respondToPrivacy('all');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'From the magazine' });
    await expect(canvas.getByText(/Ads help us pay our authors/)).toBeVisible();
  },
};

/** No ad of the placement applies: the house panel made for it. */
export const NoAdApplies: Story = { args: { placement: 'book' } };

/** A member with a plan: no ad, and nothing for a placement without a house panel of its own. */
export const Member: Story = {
  beforeEach: async () => {
    await installSignedInMember({ '/ads/friskies': { ads: ADS }, '/panels/index.json': PANELS });
    respondToPrivacy('all');
  },
};

/** Markup in an ad's text is shown as text, never as HTML. */
export const MarkupStaysText: Story = {
  beforeEach: visitor([
    partner('markup', '<b>Bold</b> Co', '<img src=x onerror="alert(1)"> Cheap hosting'),
  ]),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('<b>Bold</b> Co');
    await expect(canvasElement.querySelector('.mw-ad b')).toBeNull();
  },
};
