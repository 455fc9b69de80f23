import { setTimeout as pause } from 'node:timers/promises';

/**
 * Asks `probe` until it answers (not undefined) or `timeoutMs` pass: for the few conditions
 * nothing announces, such as a file another process writes. Everything else the tests wait
 * for is an event, a response or a state they can await directly.
 */
export async function poll<T>(
  probe: () => T | undefined,
  { timeoutMs, everyMs }: { readonly timeoutMs: number; readonly everyMs: number },
): Promise<T | undefined> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await pause(everyMs)) {
    const answer = probe();
    if (answer !== undefined) return answer;
  }
  return undefined;
}
