import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: readonly string[];
  /** The message as sent, quoted-printable soft breaks and escapes undone. */
  readonly source: string;
}

/** Undoes quoted-printable (how nodemailer writes long lines), enough to read links. */
const unquote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on 127.0.0.1 for a test: it keeps what it receives, answers `received`
 * as soon as a mail to an address arrives (no polling, no sleep), and can refuse the next
 * recipients with a temporary error, as a busy server does.
 */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Connections still open at the end of a test are cut at once, not after 30 s.
    closeTimeout: 100,
    // Plain SMTP on loopback: the server's built-in certificate is self-signed.
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const mail = { to, source: unquote(Buffer.concat(chunks).toString('utf8')) };
        mails.push(mail);
        for (const wait of waiting.filter((w) => to.includes(w.to))) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` from now on: ask before the request that sends it. */
    received(to: string): Promise<ReceivedMail> {
      return new Promise((resolve) => waiting.push({ to: to.toLowerCase(), resolve }));
    },
    /** Refuses the next `count` recipients with a 451. */
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
