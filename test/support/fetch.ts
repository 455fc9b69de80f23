import { vi } from 'vitest';

/**
 * A fetch that never answers and fails only as an aborted request does: what a client's
 * timeout meets. A mock, so a test can count the calls.
 */
export const hangingFetch = () =>
  vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      ),
  );
