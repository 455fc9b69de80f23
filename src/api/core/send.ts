import { connectionError } from '@domain/messages';
import { deadline } from './deadline';

/** How long a request may take, who may cancel it, and (tests) the fetch to use. */
export interface Limits {
  readonly timeoutMs: number;
  /** The caller's cancel; it rejects with the signal's reason, not an ApiError. */
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

/** An answer with its body read in full: whatever the status, the service said this. */
export interface HttpAnswer {
  /** Status and headers; its body is already read, into `text`. */
  readonly response: Response;
  readonly text: string;
}

/**
 * The one place the library calls `fetch`. The deadline covers the body too, so a service
 * that sends its headers and then stalls still times out. Not getting an answer is an
 * ApiError from the catalogue (SPEC point 8): request_error after the timeout, and
 * connection_error for a dropped connection or a body cut off. What an answer means is the
 * client's to read, in its service's error shape (./errors.ts).
 */
export async function send(url: string, init: RequestInit, limits: Limits): Promise<HttpAnswer> {
  const { signal, done } = deadline(limits.timeoutMs, limits.signal);
  try {
    const response = await (limits.fetch ?? fetch)(url, { ...init, signal });
    return { response, text: await response.text() };
  } catch {
    throw signal.aborted ? (signal.reason as unknown) : connectionError();
  } finally {
    done();
  }
}
