import type { TestBackend } from '../harness';

export const STORE_AUTH = { Authorization: `Basic ${btoa('pk_demo_magazine')}` };

export interface StoreAnswer {
  readonly status: number;
  readonly body: Record<string, unknown> & { error?: Record<string, unknown> };
  readonly headers: Headers;
}

/**
 * A raw Storefront API caller with its own session (the `X-Session` the store names), for
 * tests that send what a careless or hostile client would, beyond what our client allows.
 */
export function storeCaller(backend: TestBackend, session = '') {
  let current = session;
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<StoreAnswer> => {
    const res = await fetch(`${backend.base}/api/${path}`, {
      method,
      headers: {
        ...STORE_AUTH,
        'Content-Type': 'application/json',
        ...(current ? { 'X-Session': current } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    current = res.headers.get('x-session') ?? current;
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as StoreAnswer['body'],
      headers: res.headers,
    };
  };
  return Object.assign(call, { session: () => current });
}
