import type { EndRequest, Requester } from '@algolia/client-common';

/** A request's body as text (the client compresses nothing in the browser build). */
export const bodyOf = (request: EndRequest): string =>
  typeof request.data === 'string'
    ? request.data
    : request.data
      ? new TextDecoder().decode(request.data)
      : '{}';

interface Gate {
  /** Resolves when a request for the query was sent to the requester. */
  readonly sent: Promise<void>;
  open(): void;
}

/**
 * A fetch-backed requester that can hold requests for chosen queries until released, and
 * fail on demand like a dropped connection.
 */
export function controllableRequester() {
  const seen: EndRequest[] = [];
  const gates = new Map<string, { wait: Promise<void>; open: () => void; sent: () => void }>();
  let failing = false;
  const queryOf = (request: EndRequest) =>
    (JSON.parse(bodyOf(request)) as { requests?: { query?: string }[] }).requests?.[0]?.query ?? '';
  const requester: Requester = {
    async send(request) {
      seen.push(request);
      const gate = gates.get(queryOf(request));
      if (gate) {
        gate.sent();
        await gate.wait;
      }
      if (failing) return { status: 0, content: 'Network request failed', isTimedOut: false };
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.data === undefined ? {} : { body: bodyOf(request) }),
      });
      return { status: response.status, content: await response.text(), isTimedOut: false };
    },
  };
  return {
    requester,
    seen,
    fail: (on: boolean) => {
      failing = on;
    },
    hold(query: string): Gate {
      let open = () => {};
      let sent = () => {};
      const wait = new Promise<void>((resolve) => (open = resolve));
      const sentPromise = new Promise<void>((resolve) => (sent = resolve));
      gates.set(query, { wait, open, sent });
      return { sent: sentPromise, open };
    },
  };
}
