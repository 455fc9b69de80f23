import type { BackendDeps } from '../../../backend/deps';
import { storeError } from '../../../backend/http';
import { PAYMENT_NOT_FOUND } from '@domain';
import { findIntent } from '../../payments/intents';
import { pageOf } from '../list';
import { body, query } from '../request';
import type { StoreRequest, StoreRoute } from '../request';
import * as schema from '../schemas';
import {
  CONTENT,
  MENUS,
  STORE_SETTINGS,
  SUBSCRIPTION_SETTINGS,
  currencySetting,
  paymentSettings,
} from '../settings';
import { updateSession } from '../store';
import type { SessionRow } from '../store';

const sessionView = (s: SessionRow) => ({
  id: s.id,
  account_id: s.account_id,
  cart_id: s.cart?.id ?? null,
  locale: s.locale ?? STORE_SETTINGS.locale,
  currency: s.currency ?? STORE_SETTINGS.currency,
});

/** Published content entries of a model (`$preview` shows drafts too). */
const content = (r: StoreRequest) => {
  const preview = Boolean(query(r.url).$preview);
  const model = r.params.model ?? '';
  // A model is a name the store defines, never a property every object inherits.
  const entries = Object.hasOwn(CONTENT, model) ? CONTENT[model] : undefined;
  return (entries ?? []).filter((e) => preview || e.published);
};

/** Store settings, the session's locale and currency, content, payment methods and payments. */
export function settingsRoutes(route: StoreRoute, deps: BackendDeps): void {
  const { db } = deps;
  const payments = paymentSettings(deps.cardGateway);
  route('GET', '/content/:model', async (r) => pageOf(r.res, r.url, content(r), query(r.url)));
  route(
    'GET',
    '/content/:model/:id',
    async (r) => content(r).find((e) => e.id === r.params.id || e.slug === r.params.id) ?? null,
  );
  route('GET', '/settings', async () => STORE_SETTINGS);
  route('GET', '/settings/menus', async () => MENUS);
  route('GET', '/settings/payments', async () => payments);
  route('GET', '/settings/subscriptions', async () => SUBSCRIPTION_SETTINGS);
  route('GET', '/settings/all', async (r) => ({
    settings: STORE_SETTINGS,
    menus: MENUS,
    payments,
    subscriptions: SUBSCRIPTION_SETTINGS,
    session: sessionView(r.session),
  }));
  route('GET', '/session', async (r) => sessionView(r.session));
  route('PUT', '/session', async (r) => {
    const patch = await body(r, schema.sessionPatch);
    if (patch.currency && !currencySetting(patch.currency)) {
      throw storeError(400, `Unsupported currency: ${patch.currency}`, 'invalid', 'currency');
    }
    const session = await updateSession(db, r.session.id, {
      ...(patch.locale ? { locale: patch.locale } : {}),
      ...(patch.currency ? { currency: patch.currency.toUpperCase() } : {}),
    });
    return sessionView(session);
  });
  route('GET', '/payment/methods', async () =>
    Object.entries(payments)
      .filter(([, s]) => s.enabled)
      .map(([id, s]) => ({ id, gateway: s.gateway })),
  );
  route('GET', '/payments', async (r) => {
    const id = query(r.url).id;
    const intent = typeof id === 'string' ? await findIntent(db, id) : undefined;
    if (!intent) throw storeError(404, PAYMENT_NOT_FOUND, 'not_found', 'id');
    return {
      id: intent.id,
      gateway: intent.gateway,
      status: intent.status,
      amount: Number(intent.amount),
      currency: intent.currency,
    };
  });
}
