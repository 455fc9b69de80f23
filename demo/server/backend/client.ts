import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Who sent a request, for per-client limits: the peer's address. Forwarding headers are not
 * believed (any client can write one); behind a proxy every request would be one client. A
 * request without a socket (tests inject some) is "unknown".
 */
export const clientOf = (req: IncomingMessage): string =>
  (req.socket as Socket | undefined)?.remoteAddress ?? 'unknown';
