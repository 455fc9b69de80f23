import { json } from './storyClients';

/*
 * After a member signs in, the store asks the main site for the member's store account with
 * the page's own fetch (POST <site API>/accounts), past the clients a story swaps in. Storybook
 * has no main site: this answers that call for every story, as a site with no store login to
 * hand out, so a sign-in stays on this machine and the cart stays a guest's.
 */
const isAccountsCall = (url: URL, init: RequestInit | undefined): boolean =>
  (init?.method ?? 'GET').toUpperCase() === 'POST' && /\/site-api\/accounts$/.test(url.pathname);

/** Answers the member's store-account call for the story; returns what gives fetch back. */
export function answerStoreAccountCalls(): () => void {
  const real = globalThis.fetch;
  const answering: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return isAccountsCall(url, init) ? Promise.resolve(json(200, {})) : real(input, init);
  };
  globalThis.fetch = answering;
  return () => {
    globalThis.fetch = real;
  };
}
