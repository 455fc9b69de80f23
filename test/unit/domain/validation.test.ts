import { describe, expect, it } from 'vitest';
import * as catalogue from '@domain';
import * as v from '@domain/validation';

describe('email (SPEC point 5)', () => {
  it.each([
    ['', v.EMAIL_EMPTY],
    ['   ', v.EMAIL_EMPTY],
    [undefined, v.EMAIL_EMPTY],
    ['cat', v.EMAIL_INVALID],
    ['cat@', v.EMAIL_INVALID],
    ['c at@home', v.EMAIL_INVALID],
    ['cat@home', undefined],
    [' reader@example.com ', undefined],
  ])('%j', (email, message) => expect(v.validateEmail(email)).toBe(message));

  it('uses the spec wording', () => {
    expect(v.EMAIL_EMPTY).toBe(catalogue.EMAIL_EMPTY);
    expect(v.EMAIL_INVALID).toBe(catalogue.EMAIL_INVALID);
  });
});

describe('shipping address (SPEC point 5)', () => {
  const full = {
    firstname: 'Ada',
    lastname: 'L',
    country: 'DE',
    zip: '79098',
    city: 'Freiburg',
    address: 'Main St 1',
  };
  it.each([
    ['complete', full, {}],
    ['address1 counts as address', { ...full, address: undefined, address1: 'Main St 1' }, {}],
    ['firstname', { ...full, firstname: ' ' }, { firstname: catalogue.ADDRESS_MESSAGES.firstname }],
    ['lastname', { ...full, lastname: '' }, { lastname: catalogue.ADDRESS_MESSAGES.lastname }],
    ['country', { ...full, country: undefined }, { country: catalogue.ADDRESS_MESSAGES.country }],
    ['zip', { ...full, zip: '' }, { zip: catalogue.ADDRESS_MESSAGES.zip }],
    ['city', { ...full, city: '' }, { city: catalogue.ADDRESS_MESSAGES.zip }],
    ['address', { ...full, address: '' }, { address: catalogue.ADDRESS_MESSAGES.zip }],
    ['city with digits', { ...full, city: 'District 9' }, { city: v.CITY_HAS_DIGITS }],
  ])('%s', (_rule, address, problems) => expect(v.validateAddress(address)).toEqual(problems));

  it('everything missing', () => {
    expect(Object.keys(v.validateAddress(undefined))).toEqual([...v.ADDRESS_FIELDS]);
    expect(v.isCompleteAddress(undefined)).toBe(false);
    expect(v.isCompleteAddress(full)).toBe(true);
  });
});

describe('patterns (SPEC point 5)', () => {
  it.each([
    ['@smashingmag', undefined],
    ['smashing_mag', undefined],
    ['', undefined],
    [undefined, undefined],
    ['@this_is_far_too_long', v.TWITTER_INVALID],
    ['@no-dashes', v.TWITTER_INVALID],
  ])('twitter %j', (handle, message) => expect(v.validateTwitter(handle)).toBe(message));

  it.each([
    ['https://smashingmagazine.com/jobs?id=1', undefined],
    ['http://example.org', undefined],
    [undefined, undefined],
    ['example.org', v.URL_INVALID],
    ['javascript:alert(1)', v.URL_INVALID],
    ['https://localhost', v.URL_INVALID],
  ])('url %j', (url, message) => expect(v.validateUrl(url)).toBe(message));

  it.each([
    ['Great article!', undefined],
    ['<p> </p>', v.COMMENT_EMPTY],
    [undefined, v.COMMENT_EMPTY],
  ])('comment %j', (body, message) => expect(v.validateComment(body)).toBe(message));

  it('terms of service', () => {
    expect(v.validateTerms(false)).toBe(catalogue.TERMS_NOT_ACCEPTED);
    expect(v.validateTerms(true)).toBeUndefined();
  });
});

describe('card form (SPEC point 5)', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555-5555-5555-4444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'unknown'],
  ])('%s is %s', (number, type) => expect(v.formCardType(number)).toBe(type));

  it('promises never to save the card', () => {
    expect(v.CARD_INCOMPLETE).toContain('We would never save your credit card data, by the way.');
    expect(v.CARD_NOT_SUPPORTED).toMatch(/Visa, Mastercard and American Express/);
  });
});

describe('job post (SPEC point 5)', () => {
  const post = {
    commitment: 'full-time',
    jobType: 'development',
    companyName: 'Northwind',
    logoUrl: 'https://northwind.example/logo.svg',
    title: 'Front-end engineer',
    description: 'Build things.',
    applicationUrl: 'https://northwind.example/apply',
  };
  it.each([
    ['complete', post, {}],
    ['every field missing', {}, v.JOB_POST_MESSAGES],
    [
      'an unknown commitment',
      { ...post, commitment: 'part-time' },
      { commitment: v.JOB_POST_MESSAGES.commitment },
    ],
    ['a logo link that is no URL', { ...post, logoUrl: 'logo.svg' }, { logoUrl: v.URL_INVALID }],
    [
      'an application link that is no URL',
      { ...post, applicationUrl: 'mailto:x' },
      { applicationUrl: v.URL_INVALID },
    ],
  ])('%s', (_rule, input, problems) => expect(v.validateJobPost(input)).toEqual(problems));

  it('has the job-post SKUs', () =>
    expect(v.JOB_POST_SKUS).toEqual({
      'full-time': 'job-post-fulltime',
      freelance: 'job-post-freelance',
    }));
});
