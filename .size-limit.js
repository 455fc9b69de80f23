// The size budgets, gzip, checked by `npm test` (size-limit). Ceilings: beat them, do not raise
// them without a reason in the commit. A new widget adds one line to WIDGETS; the test
// test/widgets/every-widget.test.ts fails when a registry name has no line or a line no widget.

const chunk = (name) => `dist/js/chunks/${name}-*.js`;

/**
 * One line per widget of the registry: its chunk's budget, with the shared chunks it always
 * loads with (`with`). A widget built into a group's chunk (chunk-groups.ts) names the group's
 * lead instead: the lead's line measures the group.
 */
export const WIDGETS = {
  // Containers.
  Amnesia: '0.85 kB',
  Checkout: '0.86 kB', // the step switch; each step is its own chunk (CHUNKS)
  CommentsArea: '2.7 kB', // the comments store and DOMPurify are counted apart
  CommentsCount: '2.75 kB', // plain DOM, with the comments store CommentsArea loads from it
  CookieBanner: '1.1 kB',
  DeliveryTimeTable: '1.8 kB', // the country list is a shared chunk
  EditButton: '0.4 kB', // downloaded for editors only
  FeaturePanel: '2.5 kB', // with the ads, house panels and consent store it alone uses
  HTMLOverlay: ['1.4 kB', 'roving'], // a container without React
  InsertQueryParam: '0.47 kB',
  JobPostForm: '2.3 kB', // with its radio group and listing price
  LastOrders: ['2.45 kB', 'dates'], // the member's orders store, shared with MemberOrders
  Login: '1.15 kB',
  MemberAccountDetails: '2.85 kB', // the four details forms, their store and rules
  MemberCount: '1.25 kB', // plain DOM, with the market feed's member count store
  MemberDownloads: '1.62 kB',
  MemberHeader: '1.05 kB',
  MemberOrders: ['3.2 kB', 'dates'],
  MemberPaymentDetails: '2.8 kB', // saved cards with the member-cards store
  MemberRecoverPassword: '0.85 kB',
  MemberSubscriptionCheckout: '2 kB', // plan, inline login, card fields, the membership store
  MembershipDashboard: '1.85 kB',
  MembershipPlan: '1.75 kB',
  MembershipSlider: '1.4 kB',
  MiniCart: '1.95 kB', // with the line controls the checkout shares
  Order: '4.5 kB', // with the orders store: the receipt, addresses and download links
  PriceTag: 'AddToCart',
  PriceTeaser: '0.95 kB', // plain DOM, with the per-sku teaser store it alone uses
  SearchHitsCount: '0.42 kB',
  SearchResults: '1.45 kB',
  SearchTitle: '0.34 kB',
  Signup: '1.2 kB',
  TOC: '1.5 kB',
  TokenVerification: '1.5 kB',
  // Behaviours.
  Accordion: ['1.5 kB', 'roving'],
  AddLoginRedirect: '0.35 kB',
  AddTimeAgo: '1.65 kB', // with its relative-time rule, which CommentsArea loads from it
  // The shop group with the button controller and the batched per-sku price stores.
  AddToCart: '3.7 kB',
  // The jobs group with the job filter store and the form pieces shared with ListControls.
  AttachJobFilters: ['2.8 kB', 'list-form'],
  ContentTabs: ['1.45 kB', 'roving'],
  ContrastSwitcher: 'Search',
  InstantAddToCart: 'AddToCart',
  JobsFilters: 'AttachJobFilters',
  ListControls: ['3.35 kB', 'list-form'],
  MembershipPlans: '1.45 kB', // with the plans' subscription and price rules
  PostLoad: '0.8 kB',
  PreLoad: 'Search',
  // The site chunk, on every page: the layout's behaviours, the kit and the reader's state.
  Search: '4.75 kB',
  ShowIfAdBlock: '0.26 kB',
  ToggleVisibility: ['0.85 kB', 'roving'],
  Tooltip: ['1.2 kB', 'roving'],
};

/** Chunks that are no widget's own: the loader, React, shared cores and lazily loaded parts. */
const CHUNKS = {
  'loader entry (widgets.js)': ['0.5 kB', 'dist/js/widgets.js'],
  "the widgets' stylesheet, every widget and the tokens": ['7.55 kB', 'dist/widgets.css'],
  'loader proper with the widget registry': ['6.8 kB', chunk('loader')],
  'a behaviours-only page (loader entry and proper, the site chunk)': [
    '11.45 kB',
    'dist/js/widgets.js',
    chunk('loader'),
    chunk('Search'),
  ],
  'React runtime (react, react-dom client)': ['70 kB', 'dist/js/chunks/react-????????.js'],
  'React host (one root, portals, boundaries)': ['0.8 kB', chunk('react-host')],
  'shop core (cart, catalogue and user atoms, storefront client, first-view rule)': [
    '8 kB',
    chunk('shop-state'),
  ],
  // The signals runtime, the kit's form state and submit, the field rules and the form shell.
  'form state, loaded with a form only': ['5 kB', chunk('form-state')],
  'Checkout, cart step': ['1.8 kB', chunk('CartStep')],
  'Checkout, lines and totals (cart and review steps)': ['2.3 kB', chunk('Summary')],
  'Checkout, details step (address, country picker, shipping services)': [
    '4 kB',
    chunk('DetailsStep'),
  ],
  "Checkout, payment step (the methods' panels, gateway registry, returns)": [
    '4.1 kB',
    chunk('PaymentStep'),
  ],
  'Checkout, review step': ['1.5 kB', chunk('ConfirmationStep')],
  // Each payment method loads when its panel opens.
  'card method (@stripe/stripe-js/pure)': ['2.7 kB', chunk('stripe')],
  'PayPal (@paypal/paypal-js, its button, the order through the vault)': [
    '3.85 kB',
    chunk('paypal'),
  ],
  'Google Pay (its card authorised through the vault)': [
    '1.95 kB',
    chunk('google-pay'),
    chunk('authorize-wallet-card'),
  ],
  'Apple Pay (session, merchant validation, card through the vault)': [
    '2.05 kB',
    chunk('apple-pay'),
    chunk('authorize-wallet-card'),
  ],
  iDEAL: ['0.5 kB', chunk('ideal')],
  // One chunk: each alone is under Rollup's smallest chunk, and they share the manual capture.
  'Bancontact and Klarna': ['0.6 kB', chunk('klarna')],
  paysafecard: ['0.55 kB', chunk('paysafecard')],
  "Quickpay's hosted card page": ['0.5 kB', chunk('quickpay')],
  'Amazon Pay (signed checkout session, button, both returns)': ['1.7 kB', chunk('amazon-pay')],
  "the redirect methods' shared vault redirect": ['0.45 kB', chunk('vault-redirect')],
  "Search's suggestion box, on the first focus": [
    '2.6 kB',
    chunk('suggestion-box'),
    chunk('combobox'),
    chunk('highlight'),
  ],
  'Search suggestions, on the first key (store and search client)': [
    '7.35 kB',
    chunk('suggest'),
    chunk('connection'),
  ],
  "PostLoad's fragment load with DOMPurify and the site fetch": [
    '14 kB',
    chunk('fragments'),
    chunk('purify.es'),
    chunk('site-html'),
  ],
  "PreLoad's page lookup with the site fetch, on the first prefetch": [
    '1.25 kB',
    chunk('page-widgets'),
    chunk('site-html'),
  ],
};

const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler'];

/** What importing a module costs a consumer's bundle (tree-shaking kept honest). */
const IMPORTS = [
  [
    '{ $cart, $itemCount }',
    'src/stores/cart/index.ts',
    '1.3 kB',
    'reading the cart pulls no client',
  ],
  ['{ $cart, addItem }', 'src/stores/cart/index.ts', '4.95 kB', 'no account, vault or payments'],
  ['{ getCart }', 'src/api/storefront/cart.ts', '1.5 kB'],
  ['{ createCardToken }', 'src/api/vault.ts', '1.6 kB'],
  ['*', 'src/api/index.ts', '12 kB', 'the full storefront client with the vault'],
  ['*', 'widgets/containers/MiniCart/index.ts', '8 kB', 'React aside', REACT],
  ['*', 'widgets/behaviours/AddToCart/index.ts', '8 kB', 'a behaviour: no React', REACT],
  ['*', 'widgets/containers/MemberHeader/index.ts', '11.35 kB', 'React aside', REACT],
  ['*', 'widgets/containers/Login/index.ts', '15.2 kB', 'React aside', REACT],
  ['{ search, more }', 'src/stores/search/actions.ts', '8 kB', 'algoliasearch lite included'],
  ['{ loadThread, post }', 'src/stores/comments/actions.ts', '16 kB', 'with DOMPurify'],
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
  ...IMPORTS.map(([names, path, limit, note, ignore]) => ({
    name: `import ${names} from ${path}${note ? ` (${note})` : ''}`,
    path,
    import: names,
    limit,
    gzip: true,
    ...(ignore && { ignore }),
  })),
];
