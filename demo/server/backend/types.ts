import type { IncomingMessage, ServerResponse } from 'node:http';

/** A service mounted on the demo server; answers whether it handled the request. */
export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
