import type { BehaviourModule } from '@kit/define';
import type { AnyContainer, Registry, RegistryEntry } from '@kit/registry';
import { SESSION_KEYS, STORAGE_KEYS } from '@domain/storage';
import { rememberedEditor } from '@domain/roles';
import { hidesMiniCart } from '@domain/routes';
import { privacyReviewAsked } from '@kit/privacy-review';
import { pageRules } from './page-rules';
import {
  hasQuery,
  mayBeMember,
  mayBeMemberOrHaveCart,
  mayHaveCart,
  readFlag,
  readTab,
} from './preconditions';

// The registry's shape is the kit's (src/kit/registry.ts): the loader and the build-time
// render are handed this table by the entry (src/entry) and never import the widgets.
export type { AnyContainer, PageCode, Registry, RegistryEntry } from '@kit/registry';

type Moments = Omit<RegistryEntry<AnyContainer>, 'load'>;

// Dynamic imports are cast once here: each module's option type is known only inside it.
type Loaded<M> = () => Promise<{ default: M }>;
const container = (load: () => Promise<unknown>, moments: Moments = {}) =>
  ({
    load: load as Loaded<AnyContainer>,
    ...moments,
  }) satisfies RegistryEntry<AnyContainer>;
const behaviour = (load: () => Promise<unknown>, when?: () => boolean) =>
  ({
    load: load as Loaded<BehaviourModule>,
    ...(when && { when }),
  }) satisfies RegistryEntry<BehaviourModule>;

export const registry: Registry = {
  atStart: pageRules,
  // Not a widget (no data-container / data-behaviour name): the editor marks partner scripts
  // and embeds with the consent they need, and the privacy store decides (widgets/consent).
  pageCode: { '[data-consent]': () => import('./consent/consent') },
  // Containers are prerendered when the pages are built; `wake` says when their code comes
  // (src/kit/wake.ts), `personal` when this reader's first view is not the prerendered one.
  containers: {
    // A member is sent on from the auth pages: they never read the form's "Log in".
    Amnesia: container(() => import('./containers/Amnesia'), { reader: 'member' }),
    // A shopper with an empty cart never stays on a later step (pageRules).
    Checkout: container(() => import('./containers/Checkout'), {
      personal: mayBeMemberOrHaveCart,
      reader: 'member cart',
    }),
    CommentsArea: container(() => import('./containers/CommentsArea'), { wake: 'visible' }),
    CommentsCount: container(() => import('./containers/CommentsCount'), { wake: 'visible' }),
    CookieBanner: container(() => import('./containers/CookieBanner'), {
      // Not once the reader was told about cookies (the cookie-info flag, SPEC point 9),
      // unless they ask for it again.
      when: () => readFlag(STORAGE_KEYS.cookieInfo) === null || privacyReviewAsked(),
      personal: privacyReviewAsked,
    }),
    DeliveryTimeTable: container(() => import('./containers/DeliveryTimeTable')),
    // A reader's page never downloads it: only a session remembered as an editor's fetches it.
    EditButton: container(() => import('./containers/EditButton'), {
      when: () => rememberedEditor(readFlag(SESSION_KEYS.remembered), readTab(SESSION_KEYS.tab)),
      wake: 'load',
    }),
    // A member's plan hides the ads: said at rest, the component comes near the viewport.
    FeaturePanel: container(() => import('./containers/FeaturePanel'), {
      wake: 'visible',
      personal: mayBeMember,
      rest: () => import('./containers/FeaturePanel/rest'),
      reader: 'member',
    }),
    HTMLOverlay: container(() => import('./containers/HTMLOverlay')),
    InsertQueryParam: container(() => import('./containers/InsertQueryParam'), {
      personal: hasQuery,
    }),
    JobPostForm: container(() => import('./containers/JobPostForm')),
    // A visitor has no orders: it would render nothing.
    LastOrders: container(() => import('./containers/LastOrders'), {
      when: mayBeMember,
      wake: 'load',
    }),
    Login: container(() => import('./containers/Login'), { reader: 'member' }),
    MemberAccountDetails: container(() => import('./containers/MemberAccountDetails'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    MemberCount: container(() => import('./containers/MemberCount'), { wake: 'visible' }),
    MemberDownloads: container(() => import('./containers/MemberDownloads'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    // Plain DOM, its visitor's corner (two links) written at build time; a member's name,
    // plan and logout come from the session kept in the browser, without React.
    MemberHeader: container(() => import('./containers/MemberHeader'), {
      wake: 'never',
      personal: mayBeMember,
      reader: 'member',
    }),
    MemberOrders: container(() => import('./containers/MemberOrders'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    MemberPaymentDetails: container(() => import('./containers/MemberPaymentDetails'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    MemberRecoverPassword: container(() => import('./containers/MemberRecoverPassword'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    MemberSubscriptionCheckout: container(() => import('./containers/MemberSubscriptionCheckout'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    MembershipDashboard: container(() => import('./containers/MembershipDashboard'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    MembershipPlan: container(() => import('./containers/MembershipPlan'), {
      personal: mayBeMember,
      reader: 'member',
    }),
    // A member's plan is marked and the others are offered as a change: not the visitor's view.
    MembershipSlider: container(() => import('./containers/MembershipSlider'), {
      personal: mayBeMember,
    }),
    // Never downloaded on the cart and checkout pages, where it would show what the page shows.
    // Its count and total show at rest in plain DOM; the panel's code comes on intent.
    MiniCart: container(() => import('./containers/MiniCart'), {
      when: () => !hidesMiniCart(location.pathname),
      personal: mayHaveCart,
      rest: () => import('./containers/MiniCart/rest'),
    }),
    // The order comes from the address, which the build does not know: the page holds the
    // order's shape (and, without script, where to find it) until the component has asked.
    Order: container(() => import('./containers/Order'), { wake: 'load' }),
    PriceTag: container(() => import('./containers/PriceTag')),
    // Plain DOM, as PriceTag: never prerendered, so it connects at page start and its product
    // is asked for in the same request as the page's prices; the editor's line shows meanwhile.
    PriceTeaser: container(() => import('./containers/PriceTeaser')),
    // Plain DOM, as PriceTag: never prerendered, so they connect at page start (one chunk,
    // chunk-groups.ts). The search store and its client come only to a page with a query.
    SearchHitsCount: container(() => import('./containers/SearchHitsCount')),
    SearchResults: container(() => import('./containers/SearchResults')),
    SearchTitle: container(() => import('./containers/SearchTitle')),
    Signup: container(() => import('./containers/Signup'), { reader: 'member' }),
    // The prerendered list of links works as HTML; the current-section marker comes with
    // the reader's first move in it.
    TOC: container(() => import('./containers/TOC')),
    // Only an email link's fragment has anything for it to do.
    TokenVerification: container(() => import('./containers/TokenVerification'), {
      when: () => /_token=/.test(location.hash),
      wake: 'load',
    }),
  },
  behaviours: {
    Accordion: behaviour(() => import('./behaviours/Accordion')),
    AddLoginRedirect: behaviour(() => import('./behaviours/AddLoginRedirect')),
    AddTimeAgo: behaviour(() => import('./behaviours/AddTimeAgo')),
    AddToCart: behaviour(() => import('./behaviours/AddToCart')),
    AttachJobFilters: behaviour(() => import('./behaviours/AttachJobFilters')),
    ContentTabs: behaviour(() => import('./behaviours/ContentTabs')),
    ContrastSwitcher: behaviour(() => import('./behaviours/ContrastSwitcher')),
    InstantAddToCart: behaviour(() => import('./behaviours/InstantAddToCart')),
    JobsFilters: behaviour(() => import('./behaviours/JobsFilters')),
    ListControls: behaviour(() => import('./behaviours/ListControls')),
    MembershipPlans: behaviour(() => import('./behaviours/MembershipPlans')),
    PostLoad: behaviour(() => import('./behaviours/PostLoad')),
    PreLoad: behaviour(() => import('./behaviours/PreLoad')),
    Search: behaviour(() => import('./behaviours/Search')),
    ShowIfAdBlock: behaviour(() => import('./behaviours/ShowIfAdBlock')),
    ToggleVisibility: behaviour(() => import('./behaviours/ToggleVisibility')),
    Tooltip: behaviour(() => import('./behaviours/Tooltip')),
  },
};
