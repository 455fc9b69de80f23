import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAINTREE_VERSION } from '@domain/payments';
import { notLoaded } from '@domain/messages';
import { BRAINTREE_WEB, braintreeScripts, loadBraintree } from '@payments/braintree/library';
import type { BraintreeNamespace } from '@payments/braintree/types';

const LIBRARY: BraintreeNamespace = {
  client: { VERSION: BRAINTREE_VERSION, create: vi.fn() },
  hostedFields: { VERSION: BRAINTREE_VERSION, create: vi.fn() },
};

/** The scripts the page was given, each loaded as the browser would. */
function loadAll(): string[] {
  const scripts = [...document.head.querySelectorAll('script')];
  for (const script of scripts) script.onload?.(new Event('load'));
  return scripts.map((script) => script.src);
}

describe('Braintree library', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    delete window.braintree;
  });

  it("names the pinned version's client and hosted fields scripts, Braintree's or the page's", () => {
    expect(BRAINTREE_VERSION).toBe('3.91.0');
    expect(BRAINTREE_WEB).toBe('https://js.braintreegateway.com/web');
    expect(braintreeScripts('')).toEqual({
      client: 'https://js.braintreegateway.com/web/3.91.0/js/client.min.js',
      hostedFields: 'https://js.braintreegateway.com/web/3.91.0/js/hosted-fields.min.js',
    });
    expect(braintreeScripts('https://services.example/providers/braintree/web/')).toEqual({
      client: 'https://services.example/providers/braintree/web/3.91.0/js/client.min.js',
      hostedFields:
        'https://services.example/providers/braintree/web/3.91.0/js/hosted-fields.min.js',
    });
  });

  it('loads both scripts, then waits the 1 s the providers need before using them', async () => {
    vi.useFakeTimers();
    let library: unknown;
    const loading = loadBraintree('https://first.example/web').then((loaded) => {
      library = loaded;
    });
    window.braintree = LIBRARY;
    expect(loadAll()).toEqual([
      'https://first.example/web/3.91.0/js/client.min.js',
      'https://first.example/web/3.91.0/js/hosted-fields.min.js',
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(library).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(library).toEqual({ client: LIBRARY.client, hostedFields: LIBRARY.hostedFields });
  });

  it('says Braintree was not loaded when a script left no module behind', async () => {
    vi.useFakeTimers();
    const loading = loadBraintree('https://second.example/web');
    window.braintree = { client: LIBRARY.client };
    loadAll();
    const failed = expect(loading).rejects.toThrow(notLoaded('Braintree'));
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
  });

  it('says Braintree was not loaded when its script fails', async () => {
    const loading = loadBraintree('https://third.example/web');
    for (const script of document.head.querySelectorAll('script')) {
      script.onerror?.(new Event('error'));
    }
    await expect(loading).rejects.toThrow(notLoaded('Braintree'));
  });
});
