/** Email left empty (SPEC point 5). */
export const EMAIL_EMPTY =
  "Email shouldn't be empty. We won't spam you with cat pictures — promised!";
/** Email not of the form text@text (SPEC point 5). */
export const EMAIL_INVALID = 'Please double check your email.';
/** Terms of service not accepted (SPEC point 5). */
export const TERMS_NOT_ACCEPTED = 'Please accept our terms of service to proceed.';
/** A required address field left empty, other than the three with their own message. */
export const FIELD_EMPTY = "Sorry, can't be empty.";

/** The identity service's shortest password; the forms say it before the service has to. */
export const MIN_PASSWORD_LENGTH = 6;
/** The rule, said under every field that sets a password. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** A city with digits in it. */
export const CITY_HAS_DIGITS =
  'City names have no digits — not even in cat towns. Please check the city.';
/** The card is of a brand we do not take (points to the brands we take, or to us). */
export const CARD_NOT_SUPPORTED =
  'Sorry, we only take Visa, Mastercard and American Express. Another card? Write to us and we will find a way.';
/** The card fields are not complete. */
export const CARD_INCOMPLETE =
  'Please complete your card details. We would never save your credit card data, by the way.';
/** The card number or CVC is not in a card's format. */
export const CARD_FORMAT = 'That does not look like a card number or CVC. Please check the digits.';
/** An empty comment. */
export const COMMENT_EMPTY =
  'Your comment is empty. Even cats leave a paw print — write a few words.';
/** A comment without its author's name. */
export const AUTHOR_EMPTY = 'Please tell us your name.';
/** A Twitter handle that is not one. */
export const TWITTER_INVALID =
  'A handle is up to 15 letters, digits or underscores, like @smashingmag.';
/** A link that is not a web address. */
export const URL_INVALID = 'Please enter a full web address, starting with https://.';

/** Email pattern: text@text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
/** Twitter handle: optional @ and 1 to 15 letters, digits or underscores. */
export const TWITTER_PATTERN = /^@?\w{1,15}$/;
/** A web address. */
export const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
/** Form card number: 12 to 22 digits, spaces or dashes. */
export const FORM_CARD_NUMBER_PATTERN = /^[\d\s-]{12,22}$/;
/** Form CVC: 3 or 4 digits. */
export const FORM_CVC_PATTERN = /^\d{3,4}$/;

/** The email message, or undefined when the email is fine. */
export function validateEmail(email: string | undefined): string | undefined {
  const value = email?.trim() ?? '';
  if (!value) return EMAIL_EMPTY;
  return EMAIL_PATTERN.test(value) ? undefined : EMAIL_INVALID;
}

export const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'country',
  'zip',
  'city',
  'address',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The form address of SPEC point 3. */
export interface FormAddress {
  readonly firstname?: string;
  readonly lastname?: string;
  readonly company?: string;
  readonly address?: string;
  readonly address1?: string;
  readonly address2?: string;
  readonly zip?: string;
  readonly city?: string;
  readonly state?: string;
  readonly country?: string;
}

/** The message per empty required field (SPEC point 5). */
export const ADDRESS_MESSAGES: Readonly<Record<AddressField, string>> = {
  firstname: 'No Cat is an island.',
  lastname: "Tiger is a popular cat's name.",
  country: 'Oh well, all cats live somewhere...',
  zip: FIELD_EMPTY,
  city: FIELD_EMPTY,
  address: FIELD_EMPTY,
};

/** Each problem of a shipping address, by field; empty when the address is complete. */
export function validateAddress(
  address: FormAddress | undefined,
): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const raw = field === 'address' ? (address?.address ?? address?.address1) : address?.[field];
    if (!raw?.trim()) problems[field] = ADDRESS_MESSAGES[field];
  }
  if (/\d/.test(address?.city ?? '')) problems.city = CITY_HAS_DIGITS;
  return problems;
}

/** Whether an address passes every rule. */
export const isCompleteAddress = (address: FormAddress | undefined): boolean =>
  Object.keys(validateAddress(address)).length === 0;

/** Card types the form accepts (SPEC point 5). */
export type FormCardType = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** The form's card type from the leading digits. */
export function formCardType(number: string): FormCardType {
  const digits = number.replace(/[\s-]/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** Terms of service: the message unless accepted. */
export const validateTerms = (accepted: boolean): string | undefined =>
  accepted ? undefined : TERMS_NOT_ACCEPTED;

/** Optional Twitter handle: a message only when given and malformed. */
export const validateTwitter = (handle: string | undefined): string | undefined =>
  !handle?.trim() || TWITTER_PATTERN.test(handle.trim()) ? undefined : TWITTER_INVALID;

/** Optional web address: a message only when given and malformed. */
export const validateUrl = (url: string | undefined): string | undefined =>
  !url?.trim() || URL_PATTERN.test(url.trim()) ? undefined : URL_INVALID;

/** A comment body: the message when empty. */
export const validateComment = (body: string | undefined): string | undefined =>
  body?.replace(/<[^>]*>/g, '').trim() ? undefined : COMMENT_EMPTY;

/** A comment's author: the message when no name is given. */
export const validateCommentAuthor = (author: string | undefined): string | undefined =>
  author?.trim() ? undefined : AUTHOR_EMPTY;

/** Job-post commitments (SPEC point 3). */
export type Commitment = 'full-time' | 'freelance';

export interface JobPost {
  readonly commitment?: string;
  readonly jobType?: string;
  readonly companyName?: string;
  readonly logoUrl?: string;
  readonly title?: string;
  readonly description?: string;
  readonly applicationUrl?: string;
}

/** The message per missing job-post field (SPEC points 5 and 8). */
export const JOB_POST_MESSAGES: Readonly<Record<keyof JobPost, string>> = {
  commitment: 'Please choose full-time or freelance.',
  jobType: 'Please choose the type of job.',
  companyName: 'Who is hiring? Please add the company name.',
  logoUrl: "Please add a link to the company's logo.",
  title: 'Please give the job a title.',
  description: 'Please describe the job — what will people do all day?',
  applicationUrl: 'Please add the link where people apply.',
};

/** Each problem of a job post, by field; links must be web addresses. */
export function validateJobPost(post: JobPost): Partial<Record<keyof JobPost, string>> {
  const problems: Partial<Record<keyof JobPost, string>> = {};
  for (const field of Object.keys(JOB_POST_MESSAGES) as (keyof JobPost)[]) {
    if (!post[field]?.trim()) problems[field] = JOB_POST_MESSAGES[field];
  }
  if (post.commitment && post.commitment !== 'full-time' && post.commitment !== 'freelance') {
    problems.commitment = JOB_POST_MESSAGES.commitment;
  }
  for (const field of ['logoUrl', 'applicationUrl'] as const) {
    if (!problems[field] && validateUrl(post[field])) problems[field] = URL_INVALID;
  }
  return problems;
}

/** Job-post SKUs (SPEC point 9). */
export const JOB_POST_SKUS: Readonly<Record<Commitment, string>> = {
  'full-time': 'job-post-fulltime',
  freelance: 'job-post-freelance',
};
