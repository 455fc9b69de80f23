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
