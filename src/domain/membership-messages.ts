import type { PlanChange, Plan } from './membership';

/** What each plan includes, as the plan cards list it (beside its discount and no ads). */
export const PLAN_FEATURES: Readonly<Record<Plan, readonly string[]>> = {
  supporter: ['Our thanks, every month', 'An independent magazine'],
  member: ['Member-only webinars', 'Early access to new books'],
  smashing: ['Every ebook we publish, free', 'Free webinars', 'Early access to new books'],
};

/** The result of a plan change, one message per flag (SPEC point 4). */
export const PLAN_CHANGE_MESSAGES: Readonly<Record<PlanChange, string>> = {
  subscribed: 'Welcome aboard: your plan starts today.',
  upgraded: 'Your plan is upgraded: the new discount applies from now on.',
  downgraded: 'Your plan is downgraded: the new price applies from now on.',
  updated: 'Your plan is updated.',
  renewed: 'Your plan is renewed: it goes on as before.',
};

export const PLAN_CANCELED =
  'Your plan is cancelled. It stays active until the end of the paid period.';
export const SUBSCRIPTION_CARD_REQUIRED = 'Add a card to pay for the plan.';
export const SUBSCRIPTION_LOGIN_REQUIRED = 'Log in or sign up to choose a plan.';
export const STUDENT_EMAIL_REQUIRED =
  'The student plan is for university email addresses (ending in .edu or .ac.uk, for example).';
export const ALREADY_SUBSCRIBED = 'You already have a plan: change it on your plan page.';
export const SUBSCRIPTION_UNAVAILABLE = 'Your plan could not be loaded. Please try again.';
