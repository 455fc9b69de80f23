import { describe, expect, it } from 'vitest';
import { readEmailToken } from '@domain/email-link';

describe('the token of an email link', () => {
  it.each([
    ['#confirmation_token=abc', { kind: 'confirmation', token: 'abc' }],
    ['#recovery_token=r1', { kind: 'recovery', token: 'r1' }],
    ['#email_change_token=e2&x=1', { kind: 'email_change', token: 'e2' }],
    ['confirmation_token=%20abc%20', { kind: 'confirmation', token: 'abc' }],
    ['#confirmation_token=&recovery_token=r2', { kind: 'recovery', token: 'r2' }],
    ['#other=1', undefined],
    ['', undefined],
  ])('%s', (hash, expected) => expect(readEmailToken(hash)).toEqual(expected));
});
