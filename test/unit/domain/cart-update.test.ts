import { describe, expect, it } from 'vitest';
import { destinationChanged, toStoreAddress, withoutStaleAccount } from '@domain';

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

describe('a new shipping destination', () => {
  const cart = { country: 'DE', city: 'Berlin', address1: 'Main 1', service: 'standard' };
  it.each([
    ['another country', { country: 'FR' }, true],
    ['another street in the same country', { address1: 'Main 2' }, true],
    ['a field the cart did not have', { zip: '10115' }, true],
    ['the same address again', { country: 'DE', city: 'Berlin' }, false],
    ['only a service chosen', { service: 'express', service_name: 'Express' }, false],
    ['nothing', {}, false],
  ])('%s', (_name, address, changed) => {
    expect(destinationChanged(cart, address)).toBe(changed);
  });

  it('counts any address as new for a cart without one', () => {
    expect(destinationChanged(undefined, { country: 'DE' })).toBe(true);
    expect(destinationChanged(null, {})).toBe(false);
  });
});

describe('a form address in the store fields', () => {
  it('names the person and the street as the store validates them', () => {
    expect(
      toStoreAddress({
        firstname: 'Ada',
        lastname: 'Lovelace',
        address: 'Main 1',
        zip: '10115',
        country: 'DE',
      }),
    ).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      address1: 'Main 1',
      zip: '10115',
      country: 'DE',
    });
  });

  it('leaves out what the form left empty', () => {
    expect(toStoreAddress({ lastname: 'Lovelace', city: 'Berlin' })).toEqual({
      last_name: 'Lovelace',
      name: 'Lovelace',
      city: 'Berlin',
    });
    expect(toStoreAddress({})).toEqual({});
  });
});
