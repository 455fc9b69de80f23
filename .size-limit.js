// The size budgets, gzip, checked by `npm test` (size-limit). Ceilings with room: a line is set
// at its measure plus 5 %, rounded up to the next 0.25 kB, so unrelated code moving a few bytes
// never breaks one; raise one only with a reason in the commit. `npm run sizes` writes the
// measures to bench/chunk-sizes.json, which docs/budgets.md shows beside the ceilings. A new
// widget adds one line to WIDGETS; test/widgets/every-widget.test.ts fails when a registry name has no line or a line no widget.

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
  Amnesia: '0.75 kB',
  Checkout: '3.25 kB', // the step switch; each step is its own chunk (CHUNKS)
  CommentsArea: '2.5 kB', // the comments store and DOMPurify are counted apart
  CommentsCount: '2.5 kB', // plain DOM, with the comments store CommentsArea loads from it
  CookieBanner: '1.25 kB',
  DeliveryTimeTable: '1.25 kB', // the country list is a shared chunk
  EditButton: '0.5 kB', // downloaded for editors only
  FeaturePanel: '3 kB', // with the ads, house panels and consent store it alone uses
  HTMLOverlay: ['1.5 kB', 'roving'], // a container without React
  InsertQueryParam: '0.5 kB',
  JobPostForm: '2 kB', // with its radio group and listing price
  LastOrders: ['1.75 kB', 'view-parts'], // the member's orders store, shared with MemberOrders
  Login: ['1.25 kB', 'LoginForm'], // the login form, shared with MemberSubscriptionCheckout
  MemberAccountDetails: '2.75 kB', // the four details forms, their store and rules
  MemberCount: '1 kB', // plain DOM, with the market feed's member count store
  MemberDownloads: '1.5 kB',
  MemberHeader: '1.5 kB',
  MemberOrders: ['2 kB', 'view-parts'],
  MemberPaymentDetails: ['3.25 kB', 'actions'], // with the saved cards' store (the chunk Rollup names 'actions')
  MemberRecoverPassword: '1 kB',
  // Plan, inline login, the membership store; the payment part (saved cards, wallets, card
  // fields) is its own chunk, for a member without a plan only.
  MemberSubscriptionCheckout: '1.75 kB',
  MembershipDashboard: '1.75 kB',
  MembershipPlan: '1.75 kB',
  MembershipSlider: '1.5 kB',
  MiniCart: '3 kB', // with the line controls the checkout shares
  Order: '2.75 kB', // with the orders store: the receipt, addresses and download links
  PriceTag: 'AddToCart',
  PriceTeaser: '1 kB', // plain DOM, with the per-sku teaser store it alone uses
  SearchHitsCount: 'SearchResults',
  // The search page's group in plain DOM, with the highlight split and the search rules it
  // always loads; the search store and client come apart, only to a page with a query.
  SearchResults: ['3.5 kB', 'highlight', 'search-rules'],
  SearchTitle: 'SearchResults',
  Signup: '1 kB',
  TOC: '1.75 kB',
  TokenVerification: '1.25 kB',
  // Behaviours.
  Accordion: ['1.5 kB', 'roving'],
  AddLoginRedirect: '0.5 kB',
  AddTimeAgo: '1.25 kB', // with its relative-time rule, which CommentsArea loads from it
  // The shop group with the button controller and the batched per-sku price stores.
  AddToCart: '3 kB',
  // The jobs group with the job filter store and the form pieces shared with ListControls.
  AttachJobFilters: ['2.25 kB', 'list-form'],
  ContentTabs: ['1.5 kB', 'roving'],
  ContrastSwitcher: 'Search',
  InstantAddToCart: 'AddToCart',
  JobsFilters: 'AttachJobFilters',
  ListControls: ['3.25 kB', 'list-form'],
  MembershipPlans: '1.25 kB', // with the plans' subscription and price rules
  PostLoad: '0.75 kB',
  PreLoad: 'Search',
  // The site chunk, on every page: the layout's behaviours, the kit and the reader's state.
  Search: '2.75 kB',
  ShowIfAdBlock: '0.5 kB',
  ToggleVisibility: ['1 kB', 'roving'],
  Tooltip: ['1.25 kB', 'roving'],
};

/** Chunks that are no widget's own: the loader, React, shared cores and lazily loaded parts. */
const CHUNKS = {
  'loader entry (widgets.js)': ['0.5 kB', 'dist/js/widgets.js'],
  "the widgets' stylesheet, every widget and the tokens": ['10 kB', 'dist/widgets.css'],
  'loader proper with the widget registry': ['9.5 kB', chunk('loader')],
  'a behaviours-only page (loader entry and proper, the site chunk)': [
    '12.5 kB',
    'dist/js/widgets.js',
    chunk('loader'),
    chunk('Search'),
  ],
  // Partner code gated by consent, on pages with [data-consent] markup only.
  'consent gate (gated scripts, click-to-load embeds, the withdrawal note)': [
    '1.75 kB', // with the consent rules it exports to the data layer push
    chunk('consent'),
  ],
  // With React, in its chunk: the host (one root, portals, boundaries) and what a prerendered
  // container carries over to its component.
  'React runtime (react, react-dom client, the React host)': [
    '73.25 kB',
    'dist/js/chunks/react-????????.js',
  ],
  'shop core (cart, catalogue and user atoms, storefront client, first-view rule)': [
    '9 kB',
    chunk('shop-state'),
  ],
  // The kit's form state and submit with the signals runtime, the field rules and the form
  // shell (the runtime alone: SIGNALS below).
  'form state, loaded with a form only': ['4.25 kB', chunk('form-state')],
  'Checkout, cart step': ['2 kB', chunk('CartStep')],
  'Checkout, details step (address, country picker, shipping services)': [
    '4 kB',
    chunk('DetailsStep'),
  ],
  "Checkout, payment step (the methods' panels, gateway registry, returns)": [
    '4 kB',
    chunk('PaymentStep'),
  ],
  'Checkout, review step': ['1.5 kB', chunk('ConfirmationStep')],
  "the plan checkout's payment part (saved cards, wallets, card form), for a member without a plan":
    ['2.25 kB', chunk('PlanPayment')],
  // Each payment method loads when its panel opens.
  'card method (@stripe/stripe-js/pure)': ['3.25 kB', chunk('stripe')],
  "card method on Braintree (its hosted fields, the vault's client token)": [
    '2 kB',
    chunk('braintree-card'),
  ],
  'PayPal (@paypal/paypal-js, its button, the order through the vault)': [
    '4.25 kB',
    chunk('paypal'),
  ],
  'Google Pay (its card authorised through the vault)': [
    '2 kB',
    chunk('google-pay'),
    chunk('authorize-wallet-card'),
  ],
  'Apple Pay (session, merchant validation, card through the vault)': [
    '2.25 kB',
    chunk('apple-pay'),
    chunk('authorize-wallet-card'),
  ],
  iDEAL: ['0.5 kB', chunk('ideal')],
  // One chunk: each alone is under Rollup's smallest chunk, and they share the manual capture.
  'Bancontact and Klarna': ['0.75 kB', chunk('klarna')],
  paysafecard: ['0.5 kB', chunk('paysafecard')],
  "Quickpay's hosted card page": ['0.5 kB', chunk('quickpay')],
  'Amazon Pay (signed checkout session, button, both returns)': ['1.75 kB', chunk('amazon-pay')],
  // The bundler merges the checkout's route guard into this small chunk since the plan
  // checkout shares the payment tiles with the payment step.
  "the redirect methods' shared vault redirect": ['0.5 kB', chunk('vault-redirect')],
  "Search's suggestion box, on the first focus": [
    '2.75 kB',
    chunk('suggestion-box'),
    chunk('combobox'),
    chunk('highlight'),
  ],
  // The search store's few hundred bytes ride in a chunk Rollup names after another module.
  'Search suggestions, on the first key (search library and its connection)': [
    '6.75 kB',
    chunk('suggest'),
    chunk('search-client'),
  ],
  "PostLoad's fragment load with DOMPurify and the site fetch": [
    '12.75 kB',
    chunk('fragments'),
    chunk('purify.es'),
    chunk('site-html'),
  ],
  "PreLoad's page lookup with the site fetch, on the first prefetch": [
    '1 kB',
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
    '1.75 kB',
    'reading the cart pulls no client',
  ],
  ['{ $cart, addItem }', 'src/stores/cart/index.ts', '8.75 kB', 'no account, vault or payments'],
  ['{ getCart }', 'src/api/storefront/cart.ts', '1.5 kB'],
  ['{ createCardToken }', 'src/api/vault.ts', '1.75 kB'],
  ['*', 'src/api/index.ts', '4.75 kB', 'the full storefront client with the vault'],
  ['*', 'widgets/containers/MiniCart/index.ts', '12.25 kB', 'React aside', REACT],
  ['*', 'widgets/behaviours/AddToCart/index.ts', '10.25 kB', 'a behaviour: no React', REACT],
  [
    '*',
    'widgets/containers/MemberHeader/index.ts',
    '15.75 kB',
    'plain DOM; with the logout client',
  ],
  ['*', 'widgets/containers/Login/index.ts', '16.5 kB', 'React aside', REACT],
  ['{ search, more }', 'src/stores/search/actions.ts', '8.25 kB', 'algoliasearch lite included'],
  ['{ loadThread, post }', 'src/stores/comments/actions.ts', '16.75 kB', 'with DOMPurify'],
  ['{ loadAds }', 'src/stores/ads/actions.ts', '4 kB'],
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
