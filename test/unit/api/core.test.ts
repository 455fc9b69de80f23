import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MALFORMED,
  commentsRefusal,
  deadline,
  identityFailure,
  parseJson,
  readJson,
  send,
  siteRefusal,
  storeRefusal,
  vaultData,
  withQuery,
} from '@api/core';
import type { HttpAnswer } from '@api/core';
import {
  ApiError,
  AUTHORIZED_AMOUNT_MISMATCH,
  CONNECTION_ERROR_MESSAGE,
  DEFAULT_MESSAGE,
  PRICE_MISMATCH_MESSAGE,
  connectionError,
  requestTimeoutError,
} from '@domain';

/** A fetch that answers only when its signal aborts: with the signal's reason, as fetch does. */
const hanging = vi.fn(
  (_input: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason));
    }),
) as unknown as typeof fetch;

const replying =
  (body: string | null, init: ResponseInit = {}): typeof fetch =>
  () =>
    Promise.resolve(new Response(body, init));

const answer = (text: string, status = 200): HttpAnswer => ({
  response: new Response(null, { status }),
  text,
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

// A real server for what a stub cannot fake: headers sent, then a body that never ends.
let stallingUrl: string;
const server = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.write('{"partial":');
  request.on('close', () => response.destroy());
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stallingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stall`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('send, the one fetch call site', () => {
  it('sends what the client describes and hands back status, headers and the whole body', async () => {
    const fetchImpl = vi.fn(replying('{"ok":true}', { status: 201, headers: { 'X-Id': '7' } }));
    const { response, text } = await send(
      'https://api.example/things',
      { method: 'POST', headers: { Accept: 'application/json' }, body: '{}' },
      { timeoutMs: 1000, fetch: fetchImpl },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-id')).toBe('7');
    expect(text).toBe('{"ok":true}');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/things');
    expect(init).toMatchObject({ method: 'POST', headers: { Accept: 'application/json' } });
    expect(init.body).toBe('{}');
  });

  it('times out as request_error, status 500, after the given time', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const pending = failure(
        send('https://api.example/', {}, { timeoutMs: 1500, fetch: hanging }),
      );
      void pending.finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(1499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual(requestTimeoutError(1500));
      expect(await pending).toMatchObject({ status: 500, code: 'request_error' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('times out while the body is still arriving, not only while waiting for headers', async () => {
    const error = await failure(send(stallingUrl, {}, { timeoutMs: 200 }));
    expect(error).toEqual(requestTimeoutError(200));
  });

  it("stops at the caller's abort with the caller's reason, not an error to show", async () => {
    const controller = new AbortController();
    const pending = failure(
      send(
        'https://api.example/',
        {},
        { timeoutMs: 1000, signal: controller.signal, fetch: hanging },
      ),
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects at once with the reason of a caller who already gave up', async () => {
    const reason = new Error('left the page');
    const error = await failure(
      send(
        'https://api.example/',
        {},
        {
          timeoutMs: 1000,
          signal: AbortSignal.abort(reason),
          fetch: hanging,
        },
      ),
    );
    expect(error).toBe(reason);
  });

  it('turns a dropped connection into connection_error with no status', async () => {
    const dropped: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const error = await failure(
      send('https://api.example/', {}, { timeoutMs: 1000, fetch: dropped }),
    );
    expect(error).toEqual(connectionError());
    expect(error).toMatchObject({ message: CONNECTION_ERROR_MESSAGE, status: 0 });
  });

  it('turns a body cut off into connection_error', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new TypeError('terminated'));
      },
    });
    const fetchImpl: typeof fetch = () => Promise.resolve(new Response(cut));
    const error = await failure(
      send('https://api.example/', {}, { timeoutMs: 1000, fetch: fetchImpl }),
    );
    expect(error).toEqual(connectionError());
  });

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers();
    try {
      await send('https://api.example/', {}, { timeoutMs: 1000, fetch: replying('{}') });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a deadline for work that takes no signal', () => {
  it('aborts with the timeout error, and not at all once done', async () => {
    vi.useFakeTimers();
    try {
      const late = deadline(100);
      await vi.advanceTimersByTimeAsync(100);
      expect(late.signal.reason).toEqual(requestTimeoutError(100));
      const early = deadline(100);
      early.done();
      await vi.advanceTimersByTimeAsync(100);
      expect(early.signal.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reading JSON answers', () => {
  it('parses a body, reads an empty one as null and marks one that is not JSON', () => {
    expect(parseJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJson('')).toBeNull();
    expect(parseJson('<html>')).toBe(MALFORMED);
  });

  it("hands back the body of a 2xx answer and a refusal to the service's reading", () => {
    expect(readJson(answer('{"id":1}'), storeRefusal)).toEqual({ id: 1 });
    expect(readJson(answer('', 204), storeRefusal)).toBeNull();
    const refusal = vi.fn(() => new ApiError('no', 409));
    expect(() => readJson(answer('{"msg":"no"}', 409), refusal)).toThrow('no');
    expect(refusal).toHaveBeenCalledWith({ msg: 'no' }, 409);
  });

  it('reads a 2xx body that is not JSON as connection_error with the status', () => {
    expect(() => readJson(answer('{"id":', 200), storeRefusal)).toThrow(
      expect.objectContaining({ code: 'connection_error', status: 200 }),
    );
  });
});

describe("each service's error shape", () => {
  it('storefront: error.message, code and param with the status, else connection_error', () => {
    expect(
      storeRefusal({ error: { message: 'Out of stock', code: 'stock', param: 'quantity' } }, 400),
    ).toEqual(new ApiError('Out of stock', 400, 'stock', 'quantity'));
    expect(storeRefusal(MALFORMED, 502)).toEqual(connectionError(502));
    expect(storeRefusal(null, 500)).toEqual(connectionError(500));
  });

  it("site and ads: the body's message through the catalogue, else connection_error", () => {
    expect(siteRefusal({ msg: 'Not yours' }, 403)).toEqual(new ApiError('Not yours', 403));
    expect(siteRefusal({ msg: AUTHORIZED_AMOUNT_MISMATCH }, 409)).toMatchObject({
      message: PRICE_MISMATCH_MESSAGE,
      status: 409,
    });
    expect(siteRefusal({}, 500)).toMatchObject({ message: DEFAULT_MESSAGE, status: 500 });
    expect(siteRefusal(MALFORMED, 502)).toEqual(connectionError(502));
  });

  it("comments: the body's msg, else the catalogue's DEFAULT, always with the status", () => {
    expect(commentsRefusal({ msg: 'Please write a comment.' }, 422)).toEqual(
      new ApiError('Please write a comment.', 422),
    );
    expect(commentsRefusal(MALFORMED, 502)).toEqual(new ApiError(DEFAULT_MESSAGE, 502));
  });

  it('vault: the envelope decides, whatever the HTTP status', () => {
    expect(vaultData('{"$status":200,"$data":{"token":"t"}}')).toEqual({ token: 't' });
    expect(() => vaultData('{"$error":{"message":"gateway down"}}')).toThrow(
      expect.objectContaining({ message: 'gateway down', status: 500, code: 'request_error' }),
    );
    expect(() => vaultData('{"$status":402,"$data":{}}')).toThrow(
      expect.objectContaining({ code: 'connection_error', status: 402 }),
    );
    expect(() =>
      vaultData('{"$status":200,"$data":{"errors":{"cvc":{"message":"Wrong code"}}}}'),
    ).toThrow(expect.objectContaining({ status: 402, code: 'vault_error', param: 'cvc' }));
    for (const text of ['', '<html>', 'null', '[]']) {
      expect(() => vaultData(text)).toThrow(expect.objectContaining({ code: 'connection_error' }));
    }
  });

  it("identity: the service's body and status, else connection_error; ours pass through", () => {
    const refused = Object.assign(new Error('Bad request'), {
      status: 400,
      json: { error_description: 'Email not confirmed' },
    });
    expect(identityFailure(refused)).toEqual(new ApiError('Email not confirmed', 400));
    expect(identityFailure(new TypeError('Failed to fetch'))).toEqual(connectionError());
    const timeout = requestTimeoutError(20000);
    expect(identityFailure(timeout)).toBe(timeout);
  });
});

describe('query strings', () => {
  it('adds the bracket-style query, or nothing when no parameter is left', () => {
    expect(withQuery('https://vault.example/tokens', { $data: { n: 1 }, $key: 'pk' })).toBe(
      'https://vault.example/tokens?%24data%5Bn%5D=1&%24key=pk',
    );
    expect(withQuery('https://api.example/cart', { skip: undefined })).toBe(
      'https://api.example/cart',
    );
  });
});
