/**
 * Forms that carry personal data, when the page's code is not there to send them: they post
 * (never a GET, so no field lands in an address) to the services' form endpoints, which do
 * what the widget would or say that JavaScript is needed (docs/architecture.md, "Forms never
 * GET"). What the loader needs of them is in form-marks.ts, so its chunk carries only that.
 */
import { SCRIPTLESS_FIELD } from './form-marks';

/** Every form a widget renders, by the endpoint it posts to without its code. */
export const FORM_NAMES = [
  'login',
  'signup',
  'recovery',
  'new-password',
  'account',
  'password',
  'comment',
  'job-post',
  'checkout',
  'coupon',
  'payment',
  'plan',
  'card',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

export const isFormName = (value: string): value is FormName =>
  (FORM_NAMES as readonly string[]).includes(value);

/**
 * The fields a form adds for its endpoint; a reader never sees them. `page` is the path the
 * form is on (the way back), `next` where the widget goes once done, `thread` the page whose
 * comments a comment joins, and `scriptless` says the page's code will not handle the answer:
 * inside `<noscript>` (JavaScript off), or added by the loader when the widget's code failed.
 */
export const FORM_FIELDS = {
  page: '_page',
  next: '_next',
  thread: '_thread',
  scriptless: SCRIPTLESS_FIELD,
} as const;

// Names a password goes by in forms and APIs (`password`, `new-password`, `currentPassword`,
// `passwd`, `pwd`); a token named after one (`password_token`) is a link's secret, not one.
const PASSWORD_NAME = /password|passwd|passphrase|^pwd$|^pw$|^pass$/;

/** Whether a field or parameter named `name` holds a password. */
export function isPasswordField(name: string): boolean {
  const plain = name.toLowerCase().replace(/[^a-z]/g, '');
  return PASSWORD_NAME.test(plain) && !plain.endsWith('token');
}

/** The first parameter of `params` that holds a password, if any. */
export function passwordParam(params: Iterable<[string, string]>): string | undefined {
  for (const [name] of params) if (isPasswordField(name)) return name;
  return undefined;
}

/**
 * A path of the site a form endpoint may send a reader to: one that starts with a single
 * slash (never `//host` or `/\host`, which leave the site) and holds no control character.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\p{Cc}\\]/u.test(value) && value.length <= 512;
}

/** What the endpoints answer when a form cannot be sent without the page's code. */
export const FORM_NEEDS_SCRIPT: Readonly<Record<FormName, string>> = {
  login: 'Logging in',
  signup: 'Signing up',
  recovery: 'Asking for a new password',
  'new-password': 'Choosing a new password',
  account: 'Changing your account',
  password: 'Changing your password',
  comment: 'Posting a comment',
  'job-post': 'Posting a job',
  checkout: 'Checking out',
  coupon: 'Applying a coupon',
  payment: 'Paying',
  plan: 'Changing your plan',
  card: 'Saving a card',
};

export const needsScriptTitle = (form: FormName): string =>
  `${FORM_NEEDS_SCRIPT[form]} needs JavaScript`;

export const NEEDS_SCRIPT_TEXT =
  'This part of the magazine works in your browser: turn JavaScript on, then go back and send the form again. Nothing you typed was kept.';

export const FORM_FROM_ELSEWHERE =
  'This form was sent from another site, so it was not taken. Go to the magazine and send it from there.';

export const BACK_TO_PAGE = 'Back to the page';
