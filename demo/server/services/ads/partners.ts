/**
 * The demo's partner campaigns. Every company here is made up; each logo is a local SVG under
 * demo/site/assets/img/ads/ and each "website" is a page of the ads service itself, so the
 * demo shows and clicks through ads without the internet and sends no one anywhere real.
 */

/** The areas a FeaturePanel asks for with `data-placement`. */
export const PLACEMENTS = ['sidebar', 'article'] as const;
export type Placement = (typeof PLACEMENTS)[number];

export interface Partner {
  /** The campaign's id: the ad's `external_id` and the click route's key. */
  readonly id: string;
  /** The company's page on the demo server, and the logo's file name. */
  readonly slug: string;
  readonly company: string;
  readonly description: string;
  /** Foreground on background meets WCAG AA for text (4.5:1); accent is for the call to action. */
  readonly colours: {
    readonly background: string;
    readonly foreground: string;
    readonly accent: string;
  };
  readonly placement: Placement;
  /** A paused campaign stays in the network's feed with `active: false`; the widget skips it. */
  readonly active: boolean;
  /** What the company's demo page says. */
  readonly pitch: string;
}

export const PARTNERS: readonly Partner[] = [
  {
    id: 'harbourline-preview-deploys',
    slug: 'harbourline',
    company: 'Harbourline Hosting',
    description:
      'Static and edge hosting with a preview deploy for every branch. Free for open-source projects.',
    colours: { background: '#0b3954', foreground: '#ffffff', accent: '#7fd1b9' },
    placement: 'sidebar',
    active: true,
    pitch: 'Push a branch, get a link. Your reviewers see the real thing, not a screenshot.',
  },
  {
    id: 'pixelkiln-handoff',
    slug: 'pixelkiln',
    company: 'Pixelkiln',
    description:
      'Design handoff without the screenshots: tokens, specs and assets in one shareable link.',
    colours: { background: '#fff4e6', foreground: '#3d1f00', accent: '#c2410c' },
    placement: 'sidebar',
    active: true,
    pitch:
      'Designers publish, developers inspect: spacing, colour tokens and exports in one place.',
  },
  {
    id: 'typewell-variable-fonts',
    slug: 'typewell',
    company: 'Typewell Foundry',
    description:
      'Variable web fonts licensed per project, not per pageview. Try any family free for 30 days.',
    colours: { background: '#f8f9fa', foreground: '#212529', accent: '#5f3dc4' },
    placement: 'sidebar',
    active: true,
    pitch:
      'One file, every weight. Subset for your languages and self-host without counting visits.',
  },
  {
    id: 'formwright-components',
    slug: 'formwright',
    company: 'Formwright',
    description:
      'Accessible form components for React and Vue, tested with people who use screen readers every day.',
    colours: { background: '#e6fcf5', foreground: '#08372b', accent: '#087f5b' },
    placement: 'article',
    active: true,
    pitch:
      'Labels, hints, errors and focus handled for you, with the markup documented line by line.',
  },
  {
    id: 'pagepulse-web-vitals',
    slug: 'pagepulse',
    company: 'Pagepulse',
    description:
      'Real-user monitoring for Core Web Vitals per route and per release, with budgets that alert.',
    colours: { background: '#1b1b3a', foreground: '#f1f3f5', accent: '#ffd43b' },
    placement: 'article',
    active: true,
    pitch: 'See which release made the checkout slower, for which readers, before they tell you.',
  },
  {
    id: 'gridwise-layout-workshops',
    slug: 'gridwise',
    company: 'Gridwise Workshops',
    description:
      'Live online workshops on CSS layout, design systems and accessibility. Small groups, real code.',
    colours: { background: '#fff0f6', foreground: '#4a0d2a', accent: '#c2255c' },
    placement: 'article',
    active: true,
    pitch: 'Five half-days, twelve people, one expert, and your own project on the screen.',
  },
  {
    id: 'cobalt-cms-editors',
    slug: 'cobalt-cms',
    company: 'Cobalt CMS',
    description:
      'The headless CMS your editors will actually enjoy: structured content with visual previews.',
    colours: { background: '#e7f5ff', foreground: '#0b2e4f', accent: '#1864ab' },
    placement: 'sidebar',
    active: false,
    pitch: 'Structured content for developers, a live preview for editors.',
  },
];
