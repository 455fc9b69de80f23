import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';

/**
 * The markup a comment may keep: the server's allow-list (paragraphs, links, emphasis, code,
 * quotes, lists) plus line breaks. Links keep only an absolute http(s) `href`.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'a', 'em', 'strong', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
  ALLOW_DATA_ATTR: false,
};

const escapeAll = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let purifier: Purifier | undefined;

// An instance of our own, so the link hook never touches another DOMPurify user on the page.
function instance(): Purifier | undefined {
  if (!purifier && typeof window !== 'undefined') {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('rel', 'nofollow ugc noopener');
      }
    });
  }
  return purifier?.isSupported ? purifier : undefined;
}

/**
 * A comment body as HTML that is safe to put into the page: scripts, event handlers, styles,
 * and `javascript:` or `data:` links are gone; links get `rel="nofollow ugc noopener"`.
 * Without a DOM to parse with, everything is escaped and shown as text.
 */
export function sanitiseCommentHtml(html: string): string {
  const purify = instance();
  return purify ? purify.sanitize(html, CONFIG) : escapeAll(html);
}

/**
 * What a fragment fetched into the page may hold: ordinary content markup. No scripts, frames,
 * forms or styles; event handlers and `javascript:`/`data:` URLs are gone (DOMPurify's own
 * rules), relative links stay so a "related articles" list can point at the site.
 */
const FRAGMENT_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
  FORBID_ATTR: ['style'],
};

// The site's own fragments keep their links as written: no comment hook marks them nofollow.
let fragmentPurifier: Purifier | undefined;

/** A same-origin HTML fragment as markup safe to put into the page (PostLoad). */
export function sanitiseFragmentHtml(html: string): string {
  if (!fragmentPurifier && typeof window !== 'undefined') fragmentPurifier = DOMPurify(window);
  return fragmentPurifier?.isSupported
    ? fragmentPurifier.sanitize(html, FRAGMENT_CONFIG)
    : escapeAll(html);
}
