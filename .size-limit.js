// The size budgets, gzip, checked by `npm test` (size-limit). Ceilings: beat them, do not raise
// them without a reason in the commit. A new widget adds one line to WIDGETS; the test
// test/widgets/every-widget.test.ts fails when a registry name has no line or a line no widget.

import { existsSync, readdirSync } from 'node:fs';

const CHUNKS_DIR = 'dist/js/chunks';

// A chunk the bundler merged into another would match no file, measure 0 B and pass: a line
// names a chunk that the build has.
const chunk = (name) => {
  const built = existsSync(CHUNKS_DIR) ? readdirSync(CHUNKS_DIR) : undefined;
  if (built && !built.some((file) => file.startsWith(`${name}-`) && file.endsWith('.js')))
    throw new Error(`.size-limit.js: the build has no chunk ${name}-*.js`);
  return `${CHUNKS_DIR}/${name}-*.js`;
};

/**
 * One line per widget of the registry: its chunk's budget, with the shared chunks it always
 * loads with (`with`). A widget built into a group's chunk (chunk-groups.ts) names the group's
 * lead instead: the lead's line measures the group.
 */
export const WIDGETS = {
  // Containers.
  Amnesia: '0.7 kB',
  Checkout: '2.75 kB', // the step switch; each step is its own chunk (CHUNKS)
  CommentsArea: '2.35 kB', // the comments store and DOMPurify are counted apart
  CommentsCount: '2.2 kB', // plain DOM, with the comments store CommentsArea loads from it
  CookieBanner: '1.06 kB',
  DeliveryTimeTable: '1.2 kB', // the country list is a shared chunk
  EditButton: '0.4 kB', // downloaded for editors only
  FeaturePanel: '2.35 kB', // with the ads, house panels and consent store it alone uses
  HTMLOverlay: ['1.35 kB', 'roving'], // a container without React
  InsertQueryParam: '0.45 kB',
  JobPostForm: '1.85 kB', // with its radio group and listing price
  LastOrders: ['1.6 kB', 'view-parts'], // the member's orders store, shared with MemberOrders
  Login: ['1.15 kB', 'LoginForm'], // the login form, shared with MemberSubscriptionCheckout
  MemberAccountDetails: '2.45 kB', // the four details forms, their store and rules
  MemberCount: '0.95 kB', // plain DOM, with the market feed's member count store
  MemberDownloads: '1.4 kB',
  MemberHeader: '1.05 kB',
  MemberOrders: ['1.95 kB', 'view-parts'],
  MemberPaymentDetails: ['2.9 kB', 'actions'], // with the saved cards' store (the chunk Rollup names 'actions')
  MemberRecoverPassword: '0.72 kB',
  // Plan, inline login, the membership store; the payment part (saved cards, wallets, card
  // fields) is its own chunk, for a member without a plan only.
  MemberSubscriptionCheckout: '1.6 kB',
  MembershipDashboard: '1.5 kB',
  MembershipPlan: '1.61 kB',
  MembershipSlider: '1.35 kB',
  MiniCart: '2.3 kB', // with the line controls the checkout shares
  Order: '2.55 kB', // with the orders store: the receipt, addresses and download links
  PriceTag: 'AddToCart',
  PriceTeaser: '0.9 kB', // plain DOM, with the per-sku teaser store it alone uses
  SearchHitsCount: 'SearchResults',
  // The search page's group in plain DOM, with the highlight split and the search rules it
  // always loads; the search store and client come apart, only to a page with a query.
  SearchResults: ['3.35 kB', 'highlight', 'search-rules'],
  SearchTitle: 'SearchResults',
  Signup: '0.91 kB',
  TOC: '1.45 kB',
  TokenVerification: '1 kB',
  // Behaviours.
  Accordion: ['1.4 kB', 'roving'],
  AddLoginRedirect: '0.35 kB',
  AddTimeAgo: '1.15 kB', // with its relative-time rule, which CommentsArea loads from it
  // The shop group with the button controller and the batched per-sku price stores.
  AddToCart: '2.85 kB',
  // The jobs group with the job filter store and the form pieces shared with ListControls.
  AttachJobFilters: ['2.05 kB', 'list-form'],
  ContentTabs: ['1.35 kB', 'roving'],
  ContrastSwitcher: 'Search',
  InstantAddToCart: 'AddToCart',
  JobsFilters: 'AttachJobFilters',
  ListControls: ['2.95 kB', 'list-form'],
  MembershipPlans: '1.1 kB', // with the plans' subscription and price rules
  PostLoad: '0.75 kB',
  PreLoad: 'Search',
  // The site chunk, on every page: the layout's behaviours, the kit and the reader's state.
  Search: '4 kB',
  ShowIfAdBlock: '0.26 kB',
  ToggleVisibility: ['0.8 kB', 'roving'],
  Tooltip: ['1.2 kB', 'roving'],
};

/** Chunks that are no widget's own: the loader, React, shared cores and lazily loaded parts. */
const CHUNKS = {
  'loader entry (widgets.js)': ['0.35 kB', 'dist/js/widgets.js'],
  "the widgets' stylesheet, every widget and the tokens": ['9.25 kB', 'dist/widgets.css'],
  'loader proper with the widget registry': ['7 kB', chunk('loader')],
  'a behaviours-only page (loader entry and proper, the site chunk)': [
    '11.25 kB',
    'dist/js/widgets.js',
    chunk('loader'),
    chunk('Search'),
  ],
  // Partner code gated by consent, on pages with [data-consent] markup only.
  'consent gate (gated scripts, click-to-load embeds, the withdrawal note)': [
    '1.65 kB', // with the consent rules it exports to the data layer push
    chunk('consent'),
  ],
  // With React, in its chunk: the host (one root, portals, boundaries) and what a prerendered
  // container carries over to its component.
  'React runtime (react, react-dom client, the React host)': [
    '69.7 kB',
    'dist/js/chunks/react-????????.js',
  ],
  'shop core (cart, catalogue and user atoms, storefront client, first-view rule)': [
    '8.6 kB',
    chunk('shop-state'),
  ],
  // The kit's form state and submit with the signals runtime, the field rules and the form
  // shell (the runtime alone: SIGNALS below).
  'form state, loaded with a form only': ['5.1 kB', chunk('form-state')],
  'Checkout, cart step': ['1.75 kB', chunk('CartStep')],
  'Checkout, details step (address, country picker, shipping services)': [
    '3.7 kB',
    chunk('DetailsStep'),
  ],
  "Checkout, payment step (the methods' panels, gateway registry, returns)": [
    '3.7 kB',
    chunk('PaymentStep'),
  ],
  'Checkout, review step': ['1.35 kB', chunk('ConfirmationStep')],
  "the plan checkout's payment part (saved cards, wallets, card form), for a member without a plan":
    ['1.95 kB', chunk('PlanPayment')],
  // Each payment method loads when its panel opens.
  'card method (@stripe/stripe-js/pure)': ['3.1 kB', chunk('stripe')],
  "card method on Braintree (its hosted fields, the vault's client token)": [
    '1.71 kB',
    chunk('braintree-card'),
  ],
  'PayPal (@paypal/paypal-js, its button, the order through the vault)': [
    '3.85 kB',
    chunk('paypal'),
  ],
  'Google Pay (its card authorised through the vault)': [
    '1.9 kB',
    chunk('google-pay'),
    chunk('authorize-wallet-card'),
  ],
  'Apple Pay (session, merchant validation, card through the vault)': [
    '2.05 kB',
    chunk('apple-pay'),
    chunk('authorize-wallet-card'),
  ],
  iDEAL: ['0.45 kB', chunk('ideal')],
  // One chunk: each alone is under Rollup's smallest chunk, and they share the manual capture.
  'Bancontact and Klarna': ['0.55 kB', chunk('klarna')],
  paysafecard: ['0.5 kB', chunk('paysafecard')],
  "Quickpay's hosted card page": ['0.4 kB', chunk('quickpay')],
  'Amazon Pay (signed checkout session, button, both returns)': ['1.6 kB', chunk('amazon-pay')],
  // The bundler merges the checkout's route guard into this small chunk since the plan
  // checkout shares the payment tiles with the payment step.
  "the redirect methods' shared vault redirect": ['0.6 kB', chunk('vault-redirect')],
  "Search's suggestion box, on the first focus": [
    '2.6 kB',
    chunk('suggestion-box'),
    chunk('combobox'),
    chunk('highlight'),
  ],
  // The search store's few hundred bytes ride in a chunk Rollup names after another module.
  'Search suggestions, on the first key (search library and its connection)': [
    '6.45 kB',
    chunk('suggest'),
    chunk('search-client'),
  ],
  "PostLoad's fragment load with DOMPurify and the site fetch": [
    '11.9 kB',
    chunk('fragments'),
    chunk('purify.es'),
    chunk('site-html'),
  ],
  "PreLoad's page lookup with the site fetch, on the first prefetch": [
    '0.9 kB',
    chunk('page-widgets'),
    chunk('site-html'),
  ],
};

const REACT = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'scheduler',
  // The signals runtime's shim of useSyncExternalStore: the build has React's own in its place.
  'use-sync-external-store',
];

/**
 * The signals runtime the form state runs on, React aside. It rides in the form-state chunk
 * (rollup.config.ts), so no built file is its size alone: this bundles what the form state
 * imports of it, with React's own useSyncExternalStore for its shim as the build has.
 */
const SIGNALS = {
  name: 'signals runtime (@preact/signals-react with useSignals), in the form-state chunk',
  import: {
    'node_modules/@preact/signals-react/dist/signals.module.js': '{ batch, computed, signal }',
    'node_modules/@preact/signals-react/runtime/dist/runtime.module.js': '{ useSignals }',
  },
  limit: '2.5 kB',
  gzip: true,
  ignore: REACT,
};

/**
 * What importing a module costs a consumer's bundle (tree-shaking kept honest). size-limit's
 * esbuild run splits no code: it counts what the build fetches later by import() too, such as
 * the commerce events (fetched on a page's first event) and their data layer push.
 */
const IMPORTS = [
  [
    '{ $cart, $itemCount }',
    'src/stores/cart/index.ts',
    '1.5 kB',
    'reading the cart pulls no client',
  ],
  ['{ $cart, addItem }', 'src/stores/cart/index.ts', '8 kB', 'no account, vault or payments'],
  ['{ getCart }', 'src/api/storefront/cart.ts', '1.4 kB'],
  ['{ createCardToken }', 'src/api/vault.ts', '1.6 kB'],
  ['*', 'src/api/index.ts', '4.4 kB', 'the full storefront client with the vault'],
  ['*', 'widgets/containers/MiniCart/index.ts', '11.3 kB', 'React aside', REACT],
  ['*', 'widgets/behaviours/AddToCart/index.ts', '9.4 kB', 'a behaviour: no React', REACT],
  ['*', 'widgets/containers/MemberHeader/index.ts', '11.85 kB', 'React aside', REACT],
  ['*', 'widgets/containers/Login/index.ts', '15.5 kB', 'React aside', REACT],
  ['{ search, more }', 'src/stores/search/actions.ts', '7.75 kB', 'algoliasearch lite included'],
  ['{ loadThread, post }', 'src/stores/comments/actions.ts', '15.75 kB', 'with DOMPurify'],
  ['{ loadAds }', 'src/stores/ads/actions.ts', '3.75 kB'],
];

const built = (name, limit, paths) => ({
  name,
  path: paths.length === 1 ? paths[0] : paths,
  limit,
  gzip: true,
  disablePlugins: ['@size-limit/esbuild'],
});

const widgetEntries = Object.entries(WIDGETS)
  .filter(([, budget]) => !/^[A-Z]/.test(typeof budget === 'string' ? budget : budget[0]))
  .map(([name, budget]) => {
    const [limit, ...shared] = typeof budget === 'string' ? [budget] : budget;
    return built(name, limit, [chunk(name), ...shared.map(chunk)]);
  });

export default [
  ...Object.entries(CHUNKS).map(([name, [limit, ...paths]]) => built(name, limit, paths)),
  ...widgetEntries,
  SIGNALS,
  ...IMPORTS.map(([names, path, limit, note, ignore]) => ({
    name: `import ${names} from ${path}${note ? ` (${note})` : ''}`,
    path,
    import: names,
    limit,
    gzip: true,
    ...(ignore && { ignore }),
  })),
];
