import { MEMBERSHIP_HOME, PLAN_DISCOUNT_PERCENT, planOf } from '@domain';
import type { UserRow } from '../identity/users';
import type { LinkedFile } from './downloads';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// The fragment lands in any page: dates in one zone and language, so no visitor's server
// setting changes what the page says.
const longDate = (value: unknown): string => {
  const date = new Date(typeof value === 'string' ? value : Number.NaN);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function planSection(user: UserRow): string {
  const plan = planOf(user);
  if (!plan) {
    return `<p class="membership-dashboard__plan">You are not on a plan yet. <a href="${MEMBERSHIP_HOME}your-plan">See the plans</a>: members save on every book and read without ads.</p>`;
  }
  // app_metadata is JSON anyone with database access may have edited: check, don't trust.
  const subscription: Record<string, unknown> = { ...user.app_metadata.subscription };
  const interval = typeof subscription.type === 'string' ? ` (${escape(subscription.type)})` : '';
  const renewal = longDate(subscription.renews_at);
  const renews = renewal ? ` Renews on ${escape(renewal)}.` : '';
  return `<p class="membership-dashboard__plan">${capitalised(plan)} plan${interval}: ${PLAN_DISCOUNT_PERCENT[plan]}&nbsp;% off in the shop, and no ads.${renews} <a href="${MEMBERSHIP_HOME}your-plan">Manage your plan</a></p>`;
}

function downloadsSection(files: readonly LinkedFile[]): string {
  if (files.length === 0) return '<p>Nothing to download yet.</p>';
  const rows = files.map(
    (file) =>
      `<li><a href="${escape(file.url)}" download>${escape(file.productName)} (${escape(file.name)})</a></li>`,
  );
  return `<ul class="membership-dashboard__downloads">${rows.join('')}</ul>
<p><a href="${MEMBERSHIP_HOME}downloads">All downloads</a></p>`;
}

/**
 * A member whose only sign-in is the one their confirmation link gave (both stamped at the
 * same moment) is new here: they are welcomed aboard, not back.
 */
const isNewMember = ({ confirmed_at: confirmed, last_sign_in_at: signedIn }: UserRow) =>
  confirmed !== null && signedIn !== null && +new Date(confirmed) === +new Date(signedIn);

/**
 * `GET /me/dashboard`: an HTML fragment for the MembershipDashboard container, which drops it
 * into the page as is: the greeting, the plan and the files to download. The orders are the
 * LastOrders container's, beside it on the dashboard. Every value from the database is escaped; the links to files carry
 * download tokens, not the member's session.
 */
export function dashboardHtml(user: UserRow, files: readonly LinkedFile[]): string {
  const name = user.user_metadata.full_name;
  const greeting = typeof name === 'string' && name.trim() ? `, ${escape(name.trim())}` : '';
  return `<section class="membership-dashboard" data-plan="${planOf(user) ?? 'none'}">
<h2>Welcome ${isNewMember(user) ? 'aboard' : 'back'}${greeting}</h2>
<h3>Your plan</h3>
${planSection(user)}
<h3>Downloads</h3>
${downloadsSection(files)}
</section>
`;
}
