import { installStoryStorefront, json } from './storyClients';
import { setUser } from '@stores/user/state';
import type { Plan } from '@domain/membership';
import type { StoryCard } from './fakeMemberCards';

/**
 * A member and their store subscriptions for the membership stories (Storybook has no
 * backend): the store answers GET /subscriptions with `subscription` (none for null), the
 * account's saved `cards` (the first the default) and payment settings with PayPal when
 * `paypal`; `slow` never answers, `down` answers 500. A plan change answers with the plan
 * asked for.
 */
export function installFakeMembership({
  plan,
  status = 'active',
  mode = 'ok',
  member = true,
  cards = [],
  paypal = false,
}: {
  readonly plan?: `${Plan}-${'monthly' | 'yearly'}`;
  readonly status?: 'active' | 'canceled';
  readonly mode?: 'ok' | 'slow' | 'down';
  readonly member?: boolean;
  readonly cards?: readonly StoryCard[];
  readonly paypal?: boolean;
} = {}): void {
  const end = new Date(Date.UTC(2027, 5, 12)).toISOString();
  let current = plan && {
    id: 'sub-story',
    plan_id: plan,
    status,
    price: 50,
    currency: 'USD',
    date_period_end: end,
    card: { brand: 'Visa', last4: '4242' },
  };
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 500 });
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    if (path === 'subscriptions' && method === 'GET') {
      return json(200, { count: current ? 1 : 0, results: current ? [current] : [], page: 1 });
    }
    if (path === 'account/cards' && method === 'GET') {
      return json(200, { count: cards.length, results: cards, page: 1 });
    }
    if (path === 'account' && method === 'GET') {
      return json(200, { id: 'acct-story', billing: { account_card_id: cards[0]?.id ?? null } });
    }
    if (path === 'settings/payments' && method === 'GET') {
      return json(200, {
        card: { enabled: true, gateway: 'stripe', publishable_key: 'pk_test_story' },
        paypal: { enabled: paypal, gateway: 'paypal', client_id: 'story-client', ppcp: true },
      });
    }
    if (current && path === `subscriptions/${current.id}` && method === 'PUT') {
      const patch = JSON.parse(String(init?.body)) as { plan_id?: string; canceled?: boolean };
      current = {
        ...current,
        ...(patch.plan_id ? { plan_id: patch.plan_id as typeof current.plan_id } : {}),
        status: patch.canceled ? 'canceled' : 'active',
      };
      return json(200, current);
    }
    return json(404, { error: { message: `Not in the story store: ${path}`, code: 'not_found' } });
  };
  installStoryStorefront(fakeFetch);
  setUser(
    member
      ? {
          id: 'story-member',
          email: 'tabby@example.com',
          user_metadata: { full_name: 'Tabby Cat' },
          app_metadata: plan
            ? { subscription: { plan: plan.split('-')[0], type: plan.split('-')[1] } }
            : {},
        }
      : null,
  );
}
