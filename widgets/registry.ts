import type { BehaviourModule, ContainerModule } from '../src/kit';
import { STORAGE_KEYS, persistedKey } from '../src/domain/storage';
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

export interface Registry {
  readonly containers: Readonly<Record<string, RegistryEntry<ContainerModule>>>;
  readonly behaviours: Readonly<Record<string, RegistryEntry<BehaviourModule>>>;
}

const readFlag = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

// Dynamic imports are cast once here: each module's option type is known only inside it.
type Loaded<M> = () => Promise<{ default: M }>;
const container = (load: () => Promise<unknown>, when?: () => boolean) =>
  ({
    load: load as Loaded<ContainerModule>,
    ...(when && { when }),
  }) satisfies RegistryEntry<ContainerModule>;
const behaviour = (load: () => Promise<unknown>, when?: () => boolean) =>
  ({
    load: load as Loaded<BehaviourModule>,
    ...(when && { when }),
  }) satisfies RegistryEntry<BehaviourModule>;

export const registry: Registry = {
  containers: {
    Amnesia: container(() => import('./containers/Amnesia')),
    Checkout: container(() => import('./containers/Checkout')),
    CookieBanner: container(
      () => import('./containers/CookieBanner'),
      () => readFlag(persistedKey(STORAGE_KEYS.privacy, 'responded')) !== 'true',
    ),
    DeliveryTimeTable: container(() => import('./containers/DeliveryTimeTable')),
    JobPostForm: container(() => import('./containers/JobPostForm')),
    // Never downloaded on the cart and checkout pages, where it would show what the page shows.
    Login: container(() => import('./containers/Login')),
    MemberHeader: container(() => import('./containers/MemberHeader')),
    MemberPaymentDetails: container(() => import('./containers/MemberPaymentDetails')),
    MemberRecoverPassword: container(() => import('./containers/MemberRecoverPassword')),
    MemberSubscriptionCheckout: container(() => import('./containers/MemberSubscriptionCheckout')),
    MembershipPlan: container(() => import('./containers/MembershipPlan')),
    MembershipSlider: container(() => import('./containers/MembershipSlider')),
    MiniCart: container(
      () => import('./containers/MiniCart'),
      () => !hidesMiniCart(location.pathname),
    ),
    Order: container(() => import('./containers/Order')),
    PriceTag: container(() => import('./containers/PriceTag')),
    Signup: container(() => import('./containers/Signup')),
    TOC: container(() => import('./containers/TOC')),
    // Only an email link's fragment has anything for it to do.
    TokenVerification: container(
      () => import('./containers/TokenVerification'),
      () => /_token=/.test(location.hash),
    ),
  },
  behaviours: {
    AddLoginRedirect: behaviour(() => import('./behaviours/AddLoginRedirect')),
    AddToCart: behaviour(() => import('./behaviours/AddToCart')),
    ContrastSwitcher: behaviour(() => import('./behaviours/ContrastSwitcher')),
    InstantAddToCart: behaviour(() => import('./behaviours/InstantAddToCart')),
    MembershipPlans: behaviour(() => import('./behaviours/MembershipPlans')),
  },
};
