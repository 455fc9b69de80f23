import { describe, expect, it } from 'vitest';
import {
  FORM_NAMES,
  FORM_NEEDS_SCRIPT,
  isFormName,
  isPasswordField,
  isSitePath,
  needsScriptTitle,
  passwordParam,
} from '@domain/forms';

describe('form rules', () => {
  it.each([
    'password',
    'Password',
    'new-password',
    'repeat-password',
    'currentPassword',
    'new_password',
    'password_confirmation',
    'user[password]',
    'passwd',
    'pwd',
    'pass',
    'passphrase',
  ])('takes %s for a password', (name) => {
    expect(isPasswordField(name)).toBe(true);
  });

  it.each(['email', 'password_token', 'passwordResetToken', 'grant_type', 'passenger', ''])(
    'takes %s for no password',
    (name) => {
      expect(isPasswordField(name)).toBe(false);
    },
  );

  it('finds the first parameter that holds a password', () => {
    expect(passwordParam(new URLSearchParams('grant_type=password&username=a'))).toBeUndefined();
    expect(passwordParam(new URLSearchParams('email=a%40b.c&password=s3cret&pwd=x'))).toBe(
      'password',
    );
    expect(passwordParam([['password_token', 'x']])).toBeUndefined();
  });

  it.each([
    ['/', true],
    ['/auth/', true],
    ['/checkout/order?order=1', true],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['auth/', false],
    ['', false],
    ['/a\nb', false],
    [`/${'a'.repeat(600)}`, false],
  ])('takes %j for a path of the site: %s', (path, expected) => {
    expect(isSitePath(path)).toBe(expected);
  });

  it('names every form and what it needs', () => {
    for (const name of FORM_NAMES) {
      expect(isFormName(name)).toBe(true);
      expect(needsScriptTitle(name)).toBe(`${FORM_NEEDS_SCRIPT[name]} needs JavaScript`);
    }
    expect(isFormName('held')).toBe(false);
    expect(isFormName('toString')).toBe(false);
  });
});
