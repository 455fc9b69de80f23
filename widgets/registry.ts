import type { BehaviourModule, ContainerModule, DomContainerModule } from '../src/kit';
import { SESSION_KEYS, STORAGE_KEYS, persistedKey } from '../src/domain/storage';
import { rememberedEditor } from '../src/domain/roles';
import { hidesMiniCart } from '../src/domain/routes';

/**
 * One entry per widget the library ships: the exact `data-container` / `data-behaviour` name,
 * how to fetch its chunk, and an optional cheap precondition checked before the fetch, so a
 * widget that would render nothing costs no download.
 */
export interface RegistryEntry<M> {
  readonly load: () => Promise<{ default: M }>;
  readonly when?: () => boolean;
}

/** A container with React or one with plain DOM: the loader tells them apart by `connect`. */
export type AnyContainer = ContainerModule | DomContainerModule;

export interface Registry {
  readonly containers: Readonly<Record<string, RegistryEntry<AnyContainer>>>;
  readonly behaviours: Readonly<Record<string, RegistryEntry<BehaviourModule>>>;
}

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

// Dynamic imports are cast once here: each module's option type is known only inside it.
type Loaded<M> = () => Promise<{ default: M }>;
const container = (load: () => Promise<unknown>, when?: () => boolean) =>
  ({
    load: load as Loaded<AnyContainer>,
    ...(when && { when }),
  }) satisfies RegistryEntry<AnyContainer>;
const behaviour = (load: () => Promise<unknown>, when?: () => boolean) =>
  ({
    load: load as Loaded<BehaviourModule>,
    ...(when && { when }),
  }) satisfies RegistryEntry<BehaviourModule>;

export const registry: Registry = {
  containers: {
    Amnesia: container(() => import('./containers/Amnesia')),
    Checkout: container(() => import('./containers/Checkout')),
    CommentsArea: container(() => import('./containers/CommentsArea')),
    CommentsCount: container(() => import('./containers/CommentsCount')),
    CookieBanner: container(
      () => import('./containers/CookieBanner'),
      () => readFlag(persistedKey(STORAGE_KEYS.privacy, 'responded')) !== 'true',
    ),
    DeliveryTimeTable: container(() => import('./containers/DeliveryTimeTable')),
    // A reader's page never downloads it: only a session remembered as an editor's fetches it.
    EditButton: container(
      () => import('./containers/EditButton'),
      () => rememberedEditor(readFlag(SESSION_KEYS.remembered), readTab(SESSION_KEYS.tab)),
    ),
    FeaturePanel: container(() => import('./containers/FeaturePanel')),
    HTMLOverlay: container(() => import('./containers/HTMLOverlay')),
    InsertQueryParam: container(() => import('./containers/InsertQueryParam')),
    JobPostForm: container(() => import('./containers/JobPostForm')),
    // A visitor has no orders: it would render nothing.
    LastOrders: container(() => import('./containers/LastOrders'), mayBeMember),
    // Never downloaded on the cart and checkout pages, where it would show what the page shows.
    Login: container(() => import('./containers/Login')),
    MemberAccountDetails: container(() => import('./containers/MemberAccountDetails')),
    MemberCount: container(() => import('./containers/MemberCount')),
    MemberDownloads: container(() => import('./containers/MemberDownloads')),
    MemberHeader: container(() => import('./containers/MemberHeader')),
    MemberOrders: container(() => import('./containers/MemberOrders')),
    MemberPaymentDetails: container(() => import('./containers/MemberPaymentDetails')),
    MemberRecoverPassword: container(() => import('./containers/MemberRecoverPassword')),
    MemberSubscriptionCheckout: container(() => import('./containers/MemberSubscriptionCheckout')),
    MembershipDashboard: container(() => import('./containers/MembershipDashboard')),
    MembershipPlan: container(() => import('./containers/MembershipPlan')),
    MembershipSlider: container(() => import('./containers/MembershipSlider')),
    MiniCart: container(
      () => import('./containers/MiniCart'),
      () => !hidesMiniCart(location.pathname),
    ),
    Order: container(() => import('./containers/Order')),
    PriceTag: container(() => import('./containers/PriceTag')),
    PriceTeaser: container(() => import('./containers/PriceTeaser')),
    SearchHitsCount: container(() => import('./containers/SearchHitsCount')),
    SearchResults: container(() => import('./containers/SearchResults')),
    SearchTitle: container(() => import('./containers/SearchTitle')),
    Signup: container(() => import('./containers/Signup')),
    TOC: container(() => import('./containers/TOC')),
    // Only an email link's fragment has anything for it to do.
    TokenVerification: container(
      () => import('./containers/TokenVerification'),
      () => /_token=/.test(location.hash),
    ),
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
