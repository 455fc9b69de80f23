import { installStoryStorefront, json } from './storyClients';
import { setUser } from '@stores/user/state';
import { CARD_DECLINED } from '@domain/messages';

export interface StoryCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export const SAVED_CARDS: readonly StoryCard[] = [
  { id: 'card-visa', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  { id: 'card-mc', brand: 'MasterCard', last4: '4444', exp_month: 4, exp_year: 2028 },
];

/**
 * A member and the cards on their store account for the MemberPaymentDetails stories
 * (Storybook has no backend): `cards` answers GET /account/cards, the first is the default;
 * `slow` never answers, `down` answers 500. Adding, removing and choosing the default change
 * the story's account; the story's vault tokenises any card the card checks accept, and
 * `declines` makes the store refuse a new card as its bank would.
 */
export function installFakeMemberCards({
  cards = SAVED_CARDS,
  mode = 'ok',
}: {
  readonly cards?: readonly StoryCard[];
  readonly mode?: 'ok' | 'slow' | 'down' | 'declines';
} = {}): void {
  let saved = [...cards];
  let defaultId = saved[0]?.id ?? null;
  const store = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 500 });
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    const body = () => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (path === 'account/cards' && method === 'GET') {
      return json(200, { count: saved.length, results: saved, page: 1 });
    }
    if (path === 'account' && method === 'GET') {
      return json(200, { id: 'acct-story', billing: { account_card_id: defaultId } });
    }
    if (path === 'account/cards' && method === 'POST') {
      if (mode === 'declines') {
        return json(402, {
          error: { message: CARD_DECLINED, code: 'card_declined' },
        });
      }
      const card = {
        id: `card-${saved.length + 1}`,
        brand: 'Visa',
        last4: '1881',
        exp_month: 1,
        exp_year: 2031,
      };
      saved = [...saved, card];
      defaultId ??= card.id;
      return json(200, card);
    }
    if (path === 'account' && method === 'PUT') {
      const billing = body().billing as { account_card_id?: string } | undefined;
      defaultId = billing?.account_card_id ?? defaultId;
      return json(200, { id: 'acct-story', billing: { account_card_id: defaultId } });
    }
    const removed = /^account\/cards\/(.+)$/.exec(path)?.[1];
    if (removed && method === 'DELETE') {
      saved = saved.filter((c) => c.id !== removed);
      if (defaultId === removed) defaultId = null;
      return json(200, { id: removed, deleted: true });
    }
    return json(404, { error: { message: `Not in the story store: ${path}`, code: 'not_found' } });
  };
  // The vault's envelope (docs/contracts.md): a token for whatever passed the card checks.
  const vault = async (): Promise<Response> =>
    json(200, { $status: 200, $data: { token: 'tok_story', brand: 'Visa', last4: '1881' } });
  const base = 'https://store.example';
  installStoryStorefront(store, {
    vault: { vaultUrl: `${base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000, fetch: vault },
  });
  setUser({ id: 'story-member', email: 'tabby@example.com', app_metadata: {} });
}
