import type { Markup } from '@kit';
import type { Plan } from '@domain/membership';
import type { User } from '@domain/user';
import type { MemberHeaderOptions } from './options';

/** The header's icons, drawn in the text colour; inline, as a page's CSP may forbid data: URLs. */
const icon = (path: string): Markup => ({
  tag: 'svg',
  className: 'mw-member-header__icon',
  attributes: {
    'aria-hidden': 'true',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  },
  children: [{ tag: 'path', attributes: { d: path }, children: [] }],
});
const PERSON = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7';
const LEAVE = 'M9 4H5v16h4M14 8l4 4-4 4M18 12H9';

const hidden = (text: string): Markup => ({
  tag: 'span',
  className: 'mw-visually-hidden',
  children: [text],
});

/** The name the header greets a member by: their full name, else their email. */
export const nameOf = (user: Pick<User, 'email' | 'user_metadata'>): string => {
  const full = user.user_metadata?.full_name;
  return typeof full === 'string' && full.trim() ? full.trim() : user.email;
};

/** What the header shows while it is not known who is reading: its room, busy. */
export const loadingView = (): Markup => ({
  tag: 'span',
  className: 'mw-member-header mw-member-header--loading mw-skeleton',
  attributes: { 'aria-busy': 'true' },
  children: [],
});

/** A visitor: log in (coming back to `here`) and sign up. */
export const visitorView = (options: MemberHeaderOptions, here: string): Markup => ({
  tag: 'span',
  className: 'mw-member-header',
  children: [
    {
      tag: 'a',
      className: 'mw-member-header__login',
      attributes: { href: `${options.loginUrl}?return=${encodeURIComponent(here)}` },
      children: [
        icon(PERSON),
        { tag: 'span', className: 'mw-member-header__label', children: ['Log in'] },
      ],
    },
    ' ',
    {
      tag: 'a',
      className: 'mw-member-header__signup',
      attributes: { href: options.signupUrl },
      children: ['Sign up'],
    },
  ],
});

/**
 * A member: the initial and name linking to the member area, the plan badge, and a log-out
 * icon with its name for screen readers and a tip for the pointer, so the header's row keeps
 * its room for the name and the plan.
 */
export const memberView = (
  options: MemberHeaderOptions,
  user: Pick<User, 'email' | 'user_metadata'>,
  plan: Plan | undefined,
): Markup => {
  const name = nameOf(user);
  return {
    tag: 'span',
    className: 'mw-member-header',
    children: [
      {
        tag: 'a',
        className: 'mw-member-header__member',
        attributes: { href: options.memberUrl },
        children: [
          {
            tag: 'span',
            className: 'mw-member-header__avatar',
            attributes: { 'aria-hidden': 'true' },
            children: [name.charAt(0).toUpperCase()],
          },
          { tag: 'span', className: 'mw-member-header__name', children: [name] },
          hidden(', your member area'),
        ],
      },
      ...(plan ? [{ tag: 'span', className: 'mw-member-header__plan', children: [plan] }] : []),
      {
        tag: 'button',
        className: 'mw-member-header__logout',
        attributes: { type: 'button', title: 'Log out' },
        children: [icon(LEAVE), hidden('Log out')],
      },
    ],
  };
};
