import { computed } from 'nanostores';
import { getOrder, getOrderDownloads } from '@api/site/orders';
import type { SiteOptions } from '@api/site/request';
import type { SiteOrderDownloads } from '@api/site/types';
import { ApiError } from '@domain/errors';
import { userMessage } from '@domain/messages';
import { config, storefront } from '../connections';
import { keyedStore } from '../keyed';
import { loadWhenShown } from '../load-when-shown';
import { $clientsVersion, onReset, swapped } from '../seam';
import { accessToken, ensureIdentity } from '../user/actions';
import { orderKeyFromSearch } from './location';
import { $orders } from './state';
import type { DownloadsState, OrderState } from './state';
import { toShownDownloads, toShownOrder } from './view';

const site = (): SiteOptions => swapped('site') ?? { baseUrl: config().siteApiUrl };

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

interface Credentials {
  readonly key?: string;
  readonly token?: string;
  readonly session?: string;
}

/**
 * What opens an order, tried by the site API in this order: the key of the order email's link
 * (`?key=`), the storefront session that just placed it (sent as `X-Session`, as the store
 * calls do: the site API may be on another origin, where no cookie of the site's goes), the
 * logged-in buyer's token. Only without a key is the member looked up: a guest with the link
 * needs no identity at all.
 */
async function credentials(): Promise<Credentials> {
  const key =
    typeof window === 'undefined' ? undefined : orderKeyFromSearch(window.location.search);
  if (key) return { key };
  const session = storefront().options.session.get('session');
  // Not knowing the reader is no reason to fail: the session may still open it.
  await ensureIdentity().catch(() => undefined);
  const token = await accessToken().catch(() => undefined);
  return { ...(token && { token }), ...(session && { session }) };
}

// 404 and 401 read alike to the reader: this order is not one they can open here.
const isMissing = (error: unknown) =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

const LOADING: OrderState = { status: 'loading' };

const set = (id: string, state: OrderState) => $orders.setKey(id, state);

const downloadsState = (
  answer: PromiseSettledResult<SiteOrderDownloads>,
  downloadsHost: string,
): DownloadsState =>
  answer.status === 'fulfilled'
    ? {
        status: 'ready',
        paid: answer.value.paid,
        products: toShownDownloads(answer.value, downloadsHost),
      }
    : { status: 'error', message: userMessage(answer.reason) };

const pending = new Map<string, { version: number; done: Promise<void> }>();
onReset(() => pending.clear());

/** Runs one load per order at a time; a load for clients swapped out since is dropped. */
function once(id: string, work: (current: () => boolean) => Promise<void>): Promise<void> {
  const version = $clientsVersion.get();
  const known = pending.get(id);
  if (known?.version === version) return known.done;
  const done = work(() => version === $clientsVersion.get()).finally(() => {
    if (pending.get(id)?.done === done) pending.delete(id);
  });
  pending.set(id, { version, done });
  return done;
}

/** Loads the order and its downloads (both at once); a failure is kept in the store. */
export function reloadOrder(id: string): Promise<void> {
  return once(id, async (current) => {
    set(id, { status: 'loading' });
    const { key, token, session } = await credentials();
    const options = site();
    const [order, downloads] = await Promise.allSettled([
      getOrder(options, id, key, token, session),
      getOrderDownloads(options, id, key, token, session),
    ]);
    if (!current()) return;
    if (order.status === 'rejected') {
      const reason: unknown = order.reason;
      set(
        id,
        isMissing(reason)
          ? { status: 'missing' }
          : { status: 'error', message: userMessage(reason) },
      );
      return;
    }
    set(id, {
      status: 'ready',
      order: toShownOrder(order.value, locale()),
      downloads: downloadsState(downloads, config().downloadsHost),
    });
  });
}

/** Asks for the downloads again, keeping the order on screen meanwhile. */
export function reloadDownloads(id: string): Promise<void> {
  const shown = $orders.get()[id];
  if (shown?.status !== 'ready') return reloadOrder(id);
  return once(id, async (current) => {
    set(id, { ...shown, downloads: { status: 'loading' } });
    const { key, token, session } = await credentials();
    const [downloads] = await Promise.allSettled([
      getOrderDownloads(site(), id, key, token, session),
    ]);
    const now = $orders.get()[id];
    if (!current() || now?.status !== 'ready') return;
    set(id, { ...now, downloads: downloadsState(downloads, config().downloadsHost) });
  });
}

/** Loads an order unless this page already has it (or its answer that it has none). */
export function loadOrder(id: string): Promise<void> {
  const known = $orders.get()[id]?.status;
  return known === 'ready' || known === 'missing' ? Promise.resolve() : reloadOrder(id);
}

/**
 * An order's state for a widget, one store per id while a widget shows it; the first widget
 * that shows it loads it.
 */
export const orderState = /* @__PURE__ */ keyedStore((id) =>
  loadWhenShown(
    computed($orders, (orders) => orders[id] ?? LOADING),
    () => loadOrder(id),
  ),
);
