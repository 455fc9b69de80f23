/** How the backend delivers its mail, as chosen by the environment (see `chooseMail`). */
export type MailChoice =
  | { readonly kind: 'smtp'; readonly url: string; readonly from: string }
  | { readonly kind: 'outbox'; readonly why: string }
  | { readonly kind: 'refused'; readonly why: string };

export interface MailEnv {
  readonly SMTP_URL?: string | undefined;
  readonly OUTBOX?: string | undefined;
  readonly MAIL_FROM?: string | undefined;
}

const LOOPBACK_NAME = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const LOOPBACK_ADDRESS = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/i;

/** A server address that only this machine can reach. */
export const isLoopback = (publicUrl: string): boolean => {
  try {
    return LOOPBACK_NAME.test(new URL(publicUrl).hostname);
  } catch {
    return false;
  }
};

/** An address a server listens on that only this machine can connect to (not 0.0.0.0). */
export const isLoopbackAddress = (address: string): boolean => LOOPBACK_ADDRESS.test(address);

const SET_SMTP = 'Set SMTP_URL (smtp://user:password@host:port) to send mail';

/**
 * The mail delivery for a backend answering at `publicUrl` and listening on `listenAddress`
 * (the address HOST resolves to, as the server binds it). The outbox page shows every mail with
 * its working links (recovery links included) to whoever asks, so it is only the default where
 * nobody else can ask: PUBLIC_URL on this machine and a loopback address to listen on. A server
 * listening on another address (HOST=0.0.0.0 in a container) is reachable from other machines
 * whatever PUBLIC_URL says: never an outbox there. `OUTBOX=on` keeps the outbox for a PUBLIC_URL
 * of another name (a demo behind a proxy or tunnel nobody relies on): it is then public, and
 * the banner says so. With `SMTP_URL` every mail goes through that server. Otherwise the backend
 * must not start.
 */
export function chooseMail(env: MailEnv, publicUrl: string, listenAddress: string): MailChoice {
  const smtp = env.SMTP_URL?.trim();
  if (smtp) {
    let url: URL;
    try {
      url = new URL(smtp);
    } catch {
      return { kind: 'refused', why: 'SMTP_URL is not a URL (smtp://user:password@host:port).' };
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
      return { kind: 'refused', why: 'SMTP_URL must start with smtp:// or smtps://.' };
    }
    const from = env.MAIL_FROM?.trim() || `Smashing Magazine <no-reply@${hostOf(publicUrl)}>`;
    return { kind: 'smtp', url: smtp, from };
  }
  if (env.OUTBOX !== undefined && env.OUTBOX !== 'on' && env.OUTBOX !== 'off') {
    return { kind: 'refused', why: 'OUTBOX must be "on" or "off".' };
  }
  if (!isLoopbackAddress(listenAddress)) {
    return {
      kind: 'refused',
      why:
        `No way to send mail: the server listens on ${listenAddress} (HOST), reachable from ` +
        'other machines, where the outbox would show anyone the recovery links of every ' +
        `account${env.OUTBOX === 'on' ? ' (OUTBOX=on cannot allow that)' : ''}. ${SET_SMTP}, ` +
        'or listen on 127.0.0.1 for a demo on this machine.',
    };
  }
  if (env.OUTBOX !== 'off' && isLoopback(publicUrl)) {
    return {
      kind: 'outbox',
      why: `private: PUBLIC_URL is this machine, listening on ${listenAddress}`,
    };
  }
  if (env.OUTBOX === 'on') {
    return {
      kind: 'outbox',
      why: `OUTBOX=on: public to whoever opens PUBLIC_URL, listening on ${listenAddress}`,
    };
  }
  return {
    kind: 'refused',
    why:
      `No way to send mail: PUBLIC_URL (${publicUrl}) is reachable from other machines, where ` +
      `the outbox would show anyone the recovery links of every account. ${SET_SMTP}, or ` +
      'OUTBOX=on for a demo nobody relies on.',
  };
}

const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname;
  } catch {
    return 'localhost';
  }
};

/** The SMTP server's address without its credentials, for the banner. */
export const smtpServer = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};
