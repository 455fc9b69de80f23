import type { Db } from '../../backend/db';
import { sendMail } from '../../backend/outbox';

// The links land on pages whose TokenVerification widget reads the token from the fragment,
// which browsers never send to a server or put in a Referer.

export const confirmationLink = (siteUrl: string, token: string) =>
  `${siteUrl}/membership/#confirmation_token=${token}`;
export const recoveryLink = (siteUrl: string, token: string) =>
  `${siteUrl}/membership/recover-password#recovery_token=${token}`;
export const emailChangeLink = (siteUrl: string, token: string) =>
  `${siteUrl}/membership/personal#email_change_token=${token}`;

export const sendConfirmation = (db: Db, siteUrl: string, to: string, token: string) =>
  sendMail(db, {
    to,
    kind: 'signup-confirmation',
    subject: 'Confirm your Smashing Magazine account',
    body: `Welcome aboard! Please confirm your email address to finish signing up.\n\nThe link is valid for 24 hours. If you did not sign up, ignore this email.`,
    links: [{ label: 'Confirm my email', url: confirmationLink(siteUrl, token) }],
  });

export const sendRecovery = (db: Db, siteUrl: string, to: string, token: string) =>
  sendMail(db, {
    to,
    kind: 'password-recovery',
    subject: 'Reset your Smashing Magazine password',
    body: `Someone (hopefully you) asked to reset the password of this account.\n\nThe link is valid for one hour. If it was not you, ignore this email: nothing changes.`,
    links: [{ label: 'Choose a new password', url: recoveryLink(siteUrl, token) }],
  });

export const sendEmailChange = (db: Db, siteUrl: string, to: string, token: string) =>
  sendMail(db, {
    to,
    kind: 'email-change',
    subject: 'Confirm your new email address',
    body: `Please confirm that this is the new email address of your Smashing Magazine account.\n\nThe link is valid for 24 hours.`,
    links: [{ label: 'Confirm my new email', url: emailChangeLink(siteUrl, token) }],
  });

/**
 * To an address signed up for again, before it was confirmed, with another password: as
 * nobody can tell which of the two signups was the mailbox's holder, neither password works,
 * and this link confirms the address and asks for the password (the recovery page).
 */
export const sendChoosePassword = (db: Db, siteUrl: string, to: string, token: string) =>
  sendMail(db, {
    to,
    kind: 'password-recovery',
    subject: 'Choose the password of your Smashing Magazine account',
    body: `Someone signed up again with this email address before it was confirmed, with another password. To be safe, no password works yet: follow the link to confirm your address and choose your password.\n\nThe link is valid for one hour. If you did not sign up, ignore this email: nobody can log in.`,
    links: [{ label: 'Choose my password', url: recoveryLink(siteUrl, token) }],
  });
