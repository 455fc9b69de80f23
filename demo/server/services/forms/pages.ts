import type { ServerResponse } from 'node:http';
import { BACK_TO_PAGE } from '@domain/forms';
import { servicePageHeaders } from '../../backend/security-headers';

/** A page the form endpoints answer a reader with: what happened, and the way back. */
export interface FormPage {
  readonly status: number;
  readonly title: string;
  readonly text: string;
  /** The page of the magazine the reader came from (or its home). */
  readonly back: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends `page` as a small page of the services' own: no script at all (their policy allows
 * none), readable at any size, its one link leading back to the magazine.
 */
export function sendFormPage(res: ServerResponse, page: FormPage): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(page.title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}</style>
</head><body><main><h1>${escape(page.title)}</h1>
<p>${escape(page.text)}</p>
<p><a href="${escape(page.back)}">${BACK_TO_PAGE}</a></p></main></body></html>`;
  res.writeHead(page.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    ...servicePageHeaders(),
  });
  res.end(html);
}
