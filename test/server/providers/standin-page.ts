import { createRequire } from 'node:module';
import axe from 'axe-core';

/** What the tests use of jsdom (it ships no types of its own). */
interface JsdomOptions {
  readonly url: string;
  readonly runScripts: 'outside-only';
  readonly pretendToBeVisual: boolean;
}
export type PageWindow = Window &
  typeof globalThis & { eval(code: string): unknown; axe?: typeof axe };
type Jsdom = new (html: string, options: JsdomOptions) => { readonly window: PageWindow };

const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: Jsdom };

export const PAGE = `<!doctype html><html lang="en"><head><title>Payment</title></head>
<body><main><h1>Payment</h1><form>
<div id="card-element"></div>
<div id="cardNumber-element"></div><div id="cardExpiry-element"></div><div id="cardCvc-element"></div>
</form></main></body></html>`;

/**
 * A page on the backend's origin with the stand-in script run in it, as a browser runs a
 * `<script src>`: jsdom has no fetch, so the page gets Node's (every request is counted).
 */
export async function openPage(base: string, script: string) {
  const { window } = new JSDOM(PAGE, {
    url: `${base}/checkout/payment`,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  });
  const requests: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(String(input));
    return fetch(input, init);
  };
  window.eval(script);
  return { window, requests };
}

/** Types `text` into an input as one edit (what a paste or an autofill does). */
export function type(input: HTMLInputElement, text: string): void {
  const window = input.ownerDocument.defaultView;
  if (!window) throw new Error('detached input');
  input.focus();
  input.value = text;
  input.dispatchEvent(new window.Event('input', { bubbles: true }));
}

/** Runs axe inside the page and lists its violations (jsdom computes no colours). */
export async function axeProblems(window: PageWindow): Promise<string[]> {
  if (!window.axe) window.eval(axe.source);
  const result = await window.axe!.run(window.document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}
