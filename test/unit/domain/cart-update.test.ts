import { describe, expect, it } from 'vitest';
import { withoutStaleAccount } from '../../../src/domain';

const update = { account: { email: 'new@example.com' }, metadata: { note: 1 } };

describe('the account-data rule (SPEC point 4)', () => {
  it.each([
    ['no cart yet', null, true],
    ['a cart without account', {}, true],
    ['an account without email', { account: { guest: true } }, true],
    ['a guest email', { account: { email: 'old@example.com', guest: true } }, false],
    ['a non-guest account id', { account_id: 'acct_1' }, false],
    ['a non-guest account record', { account: { id: 'acct_1', guest: false } }, false],
  ])('with %s keeps the account data: %s', (_, cart, kept) => {
    const result = withoutStaleAccount(update, cart);
    expect('account' in result).toBe(kept);
    expect(result).toMatchObject({ metadata: { note: 1 } });
  });

  it('leaves an update without account data alone', () => {
    const plain: { account?: unknown; metadata: object } = { metadata: {} };
    expect(withoutStaleAccount(plain, { account_id: 'a' })).toBe(plain);
  });
});
