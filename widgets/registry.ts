import type { BehaviourModule, ContainerModule, DomContainerModule } from '@kit';
import type { Wake } from '@kit/wake';
import { CART_FOLLOWERS, PRIVACY_FOLLOWERS, wakeContainers } from '@kit/wake-event';
import { SESSION_KEYS, STORAGE_KEYS } from '@domain/storage';
import { rememberedEditor } from '@domain/roles';
import { emptyCartRedirect, hidesMiniCart } from '@domain/routes';
import { hasStoreSession } from '@domain/session';
import { orderKeyFromSearch } from '@stores/orders/location';
import { guardRoute } from '@stores/user/routes';
import { hearOtherTabs } from '@stores/tab-channel';
import { PRIVACY_SETTINGS, setPrivacyReview, privacyReviewAsked } from '@kit/privacy-review';

/**
 * One entry per widget the library ships: the exact `data-container` / `data-behaviour` name,
 * how to fetch its chunk, and an optional cheap precondition checked before the fetch, so a
 * widget that would render nothing costs no download.
 */
export interface RegistryEntry<M> {
  readonly load: () => Promise<{ default: M }>;
  readonly when?: () => boolean;
  /**
   * When a prerendered container needs its code (see src/kit/wake.ts); `intent` unless said.
   * A page that never went through the build-time render loads every container at start.
   */
  readonly wake?: Wake;
  /**
   * This reader's first view differs from the prerendered visitor's (a member, a stored
   * cart, a query the page answers): the container wakes at page start, whatever `wake` says.
   */
  readonly personal?: () => boolean;
}

/** A container with React or one with plain DOM: the loader tells them apart by `connect`. */
export type AnyContainer = ContainerModule | DomContainerModule;

export interface Registry {
  readonly containers: Readonly<Record<string, RegistryEntry<AnyContainer>>>;
  readonly behaviours: Readonly<Record<string, RegistryEntry<BehaviourModule>>>;
  /** Page rules the loader applies before anything loads. */
  readonly atStart?: () => void;
  /**
   * Page code that markup other than a widget's asks for, by selector (partner code marked
   * `data-consent`): fetched only once the page has such an element, then given the document.
   */
  readonly pageCode?: Readonly<Record<string, () => Promise<{ default: PageCode }>>>;
}

/** Page code starts on the document and handles its markup, later markup included. */
export type PageCode = (doc: Document) => unknown;

const readFlag = (key: string, storage = () => localStorage): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

const readTab = (key: string): string | null => readFlag(key, () => sessionStorage);

/**
 * Someone may be signed in: a session is kept in this browser, or an email link in the
 * fragment is about to sign someone in. A visitor's page fetches nothing for member-only parts.
 */
const mayBeMember = (): boolean =>
  readFlag(SESSION_KEYS.remembered) !== null ||
  readTab(SESSION_KEYS.tab) !== null ||
  /_token=/.test(location.hash);

/** A store session cookie is kept: the cart may hold something. */
const mayHaveCart = (): boolean => hasStoreSession(document.cookie);

const mayBeMemberOrHaveCart = (): boolean => mayBeMember() || mayHaveCart();

/** The page answers its address's query (a search, an email link's parameters). */
const hasQuery = (): boolean => location.search.length > 1;

/**
 * A visitor on a membership-only page goes to log in at once (SPEC point 2), before any
 * code of the page is fetched; whoever may be a member waits for the header to find out.
 */
const sendVisitorToLogin = (): void => {
  if (mayBeMember()) return;
  const target = guardRoute(location, false);
  if (target) location.replace(target);
};

/**
 * Without a store session the cart is empty, so the payment and review steps would send the
 * shopper back to the details step once their code had found that out: send them now, before
 * React is fetched for a step they will not see.
 */
const sendEmptyCartBack = (): void => {
  if (mayBeMemberOrHaveCart()) return;
  const target = emptyCartRedirect(location.pathname, location.search);
  if (target) location.replace(target);
};

/**
 * Another tab changed what a sleeping container shows (the stores follow on their own): the
 * header's cart after an add there, the cookie banner once answered there.
 */
const followOtherTabs = (): void => {
  hearOtherTabs(({ topic }) => {
    if (topic === 'cart') wakeContainers(document, CART_FOLLOWERS);
    if (topic === 'privacy') wakeContainers(document, PRIVACY_FOLLOWERS);
  });
};

/**
 * "Cookie settings" (markup with `data-privacy-settings`, a link to the privacy policy without
 * script) brings the banner back, so withdrawing consent is as easy as giving it. Naming the
 * banner's host again makes the loader mount it afresh, now that its precondition holds.
 */
const offerPrivacySettings = (): void => {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(PRIVACY_SETTINGS)) return;
    event.preventDefault();
    setPrivacyReview(true);
    for (const host of document.querySelectorAll('[data-container="CookieBanner"]'))
      host.setAttribute('data-container', 'CookieBanner');
  });
};

const pageRules = (): void => {
  sendVisitorToLogin();
  sendEmptyCartBack();
  followOtherTabs();
  offerPrivacySettings();
};

/** Something may open the order: the email link's key, a store session, a member. */
const mayOpenOrder = (): boolean =>
  orderKeyFromSearch(location.search) !== undefined || mayBeMemberOrHaveCart();

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
    // A member's plan is marked and the others are offered as a change: not the visitor's view.
    MembershipSlider: container(() => import('./containers/MembershipSlider'), {
      personal: mayBeMember,
    }),
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
    // Without a query the search page's first view is all there is; a query is personal.
    SearchHitsCount: container(() => import('./containers/SearchHitsCount'), {
      wake: 'never',
      personal: hasQuery,
    }),
    SearchResults: container(() => import('./containers/SearchResults'), {
      wake: 'never',
      personal: hasQuery,
    }),
    SearchTitle: container(() => import('./containers/SearchTitle'), {
      wake: 'never',
      personal: hasQuery,
    }),
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
