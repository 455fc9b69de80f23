import { requestTimeoutError } from '@domain/messages';

/** A request's deadline: the signal to hand to the work, and `done` once it settled. */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly done: () => void;
}

/**
 * A signal that aborts after `timeoutMs`, or as soon as the caller's own signal does. Its
 * reason says which: the catalogue's "Request timed out after N seconds" (request_error), or
 * the caller's own reason (an AbortError), so a cancel the caller asked for never reads as a
 * failure to show. (A caller's signal needs AbortSignal.any, in every browser since 2024.)
 */
export function deadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(requestTimeoutError(timeoutMs)), timeoutMs);
  return {
    signal: caller ? AbortSignal.any([caller, controller.signal]) : controller.signal,
    done: () => clearTimeout(timer),
  };
}
