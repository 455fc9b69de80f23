/**
 * A server that never answers: the request hangs until its signal aborts, then fails as the
 * browser's fetch does (an AbortError), so a client's timeout is what ends it.
 */
export const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });
