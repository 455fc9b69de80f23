import { getMyOrders } from '@api/site/me';
import type { SiteOptions } from '@api/site/request';
import type { SiteOrder } from '@api/site/types';
import { userMessage } from '@domain/messages';
import { MEMBER_ORDERS_PAGE_SIZE } from '@domain/order-messages';
import { config } from '../connections';
import { toShownOrder } from '../orders/view';
import type { ShownOrder } from '../orders/view';
import { $clientsVersion, onReset, swapped } from '../seam';
import { accessToken, ensureIdentity } from '../user/actions';
import { onSignOut } from '../user/followers';
import { $user } from '../user/state';
import { $memberOrdersState } from './state';

const site = (): SiteOptions => swapped('site') ?? { baseUrl: config().siteApiUrl };

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

const shown = (orders: readonly SiteOrder[]): ShownOrder[] =>
  orders.map((order) => toShownOrder(order, locale()));

/** Whose orders the store holds: a user id, null for a visitor, undefined before a load. */
let owner: string | null | undefined;
let loading: { version: number; done: Promise<void> } | undefined;

onReset(() => {
  owner = undefined;
  loading = undefined;
});

/** An answer still belongs on screen: same clients, same member as when it was asked for. */
const still = (version: number, userId: string | null | undefined) =>
  version === $clientsVersion.get() && ($user.get()?.id ?? null) === userId;

let following = false;

/**
 * The orders follow the member: a sign-out drops them at once (nothing of theirs stays on
 * the page), and another member signing in on this page gets their own.
 */
function followUser(): void {
  if (following) return;
  following = true;
  onSignOut(() => {
    owner = null;
    loading = undefined;
    $memberOrdersState.set({ status: 'visitor' });
  });
  $user.listen((user) => {
    if (owner !== undefined && (user?.id ?? null) !== owner) void reloadMemberOrders();
  });
}

/** Reads the first page of the signed-in member's orders; a failure is kept in the store. */
export function reloadMemberOrders(): Promise<void> {
  followUser();
  const version = $clientsVersion.get();
  owner = undefined;
  const done = (async () => {
    $memberOrdersState.set({ status: 'loading' });
    // Not knowing the reader (the identity service is down) reads as a visitor: no orders.
    await ensureIdentity().catch(() => undefined);
    const userId = $user.get()?.id ?? null;
    try {
      const token = userId ? await accessToken() : undefined;
      if (!token) {
        if (!still(version, userId)) return;
        owner = null;
        $memberOrdersState.set({ status: 'visitor' });
        return;
      }
      const page = await getMyOrders(site(), token, { page: 1, limit: MEMBER_ORDERS_PAGE_SIZE });
      if (!still(version, userId)) return;
      owner = userId;
      $memberOrdersState.set({
        status: 'ready',
        orders: shown(page.results),
        count: page.count,
        page: page.page,
        pages: page.pages,
        more: { status: 'idle' },
      });
    } catch (error) {
      if (!still(version, userId)) return;
      owner = userId;
      $memberOrdersState.set({ status: 'error', message: userMessage(error) });
    }
  })();
  loading = { version, done };
  void done.finally(() => {
    if (loading?.done === done) loading = undefined;
  });
  return done;
}

/** Loads the orders unless this page has them for this reader already (or is loading them). */
export function loadMemberOrders(): Promise<void> {
  const version = $clientsVersion.get();
  if (loading?.version === version) return loading.done;
  const known = $memberOrdersState.get().status !== 'loading' && owner !== undefined;
  if (known && still(version, owner)) return Promise.resolve();
  return reloadMemberOrders();
}

/**
 * Reads the next page and adds its orders below the ones shown, which stay while it loads
 * and when it fails. An order placed meanwhile shifts the pages by one: the page then
 * repeats the last order already shown, which is left out, so none is missed or doubled.
 */
export async function loadMoreOrders(): Promise<void> {
  const before = $memberOrdersState.get();
  if (before.status !== 'ready' || before.more.status === 'loading') return;
  if (before.page >= before.pages) return;
  const version = $clientsVersion.get();
  const userId = owner;
  $memberOrdersState.set({ ...before, more: { status: 'loading' } });
  try {
    const token = await accessToken();
    if (!token) throw new Error('Signed out while loading more orders');
    const next = await getMyOrders(site(), token, {
      page: before.page + 1,
      limit: MEMBER_ORDERS_PAGE_SIZE,
    });
    const now = $memberOrdersState.get();
    if (!still(version, userId) || now.status !== 'ready') return;
    const known = new Set(now.orders.map((order) => order.id));
    $memberOrdersState.set({
      status: 'ready',
      orders: [...now.orders, ...shown(next.results.filter((order) => !known.has(order.id)))],
      count: next.count,
      page: next.page,
      pages: next.pages,
      more: { status: 'idle' },
    });
  } catch (error) {
    const now = $memberOrdersState.get();
    if (!still(version, userId) || now.status !== 'ready') return;
    $memberOrdersState.set({ ...now, more: { status: 'error', message: userMessage(error) } });
  }
}
