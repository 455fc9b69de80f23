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
