import type { BehaviourModule } from '@kit/define';
import type { AnyContainer, Registry, RegistryEntry } from '@kit/registry';
import type { Wake } from '@kit/wake';
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
  mayOpenOrder,
  readFlag,
  readTab,
} from './preconditions';

// The registry's shape is the kit's (src/kit/registry.ts): the loader and the build-time
// render are handed this table by the entry (src/entry) and never import the widgets.
export type { AnyContainer, PageCode, Registry, RegistryEntry } from '@kit/registry';

interface Moments {
  readonly when?: () => boolean;
  readonly wake?: Wake;
  readonly personal?: () => boolean;
}

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
    Amnesia: container(() => import('./containers/Amnesia')),
    // A shopper with an empty cart never stays on a later step (pageRules).
    Checkout: container(() => import('./containers/Checkout'), {
      personal: mayBeMemberOrHaveCart,
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
    FeaturePanel: container(() => import('./containers/FeaturePanel'), {
      wake: 'visible',
      personal: mayBeMember,
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
    Login: container(() => import('./containers/Login')),
    MemberAccountDetails: container(() => import('./containers/MemberAccountDetails'), {
      personal: mayBeMember,
    }),
    MemberCount: container(() => import('./containers/MemberCount'), { wake: 'visible' }),
    MemberDownloads: container(() => import('./containers/MemberDownloads'), {
      personal: mayBeMember,
    }),
    // A visitor's corner is two links; a member's name, plan and logout need the code.
    MemberHeader: container(() => import('./containers/MemberHeader'), {
      wake: 'never',
      personal: mayBeMember,
    }),
    MemberOrders: container(() => import('./containers/MemberOrders'), { personal: mayBeMember }),
    MemberPaymentDetails: container(() => import('./containers/MemberPaymentDetails'), {
      personal: mayBeMember,
    }),
    MemberRecoverPassword: container(() => import('./containers/MemberRecoverPassword'), {
      personal: mayBeMember,
    }),
    MemberSubscriptionCheckout: container(() => import('./containers/MemberSubscriptionCheckout'), {
      personal: mayBeMember,
    }),
    MembershipDashboard: container(() => import('./containers/MembershipDashboard'), {
      personal: mayBeMember,
    }),
    MembershipPlan: container(() => import('./containers/MembershipPlan'), {
      personal: mayBeMember,
    }),
    MembershipSlider: container(() => import('./containers/MembershipSlider')),
    // Never downloaded on the cart and checkout pages, where it would show what the page shows.
    MiniCart: container(() => import('./containers/MiniCart'), {
      when: () => !hidesMiniCart(location.pathname),
      personal: mayHaveCart,
    }),
    // The order comes from the address: nothing of it could be prerendered.
    // Whoever nothing opens an order for reads the prerendered "Order not found" as HTML.
    Order: container(() => import('./containers/Order'), { wake: 'never', personal: mayOpenOrder }),
    PriceTag: container(() => import('./containers/PriceTag')),
    // Plain DOM, as PriceTag: never prerendered, so it connects at page start and its product
    // is asked for in the same request as the page's prices; the editor's line shows meanwhile.
    PriceTeaser: container(() => import('./containers/PriceTeaser')),
    // Plain DOM, as PriceTag: never prerendered, so they connect at page start (one chunk,
    // chunk-groups.ts). The search store and its client come only to a page with a query.
    SearchHitsCount: container(() => import('./containers/SearchHitsCount')),
    SearchResults: container(() => import('./containers/SearchResults')),
    SearchTitle: container(() => import('./containers/SearchTitle')),
    Signup: container(() => import('./containers/Signup')),
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
