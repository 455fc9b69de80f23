/** What follows the page's own title in `document.title`: the site's name ("… — Magazine"). */
const SEPARATOR = ' — ';

/**
 * The document title naming `title` in place of the page's own, the site's name after it kept:
 * `Search — Magazine` becomes `Search results for "css" — Magazine`.
 */
export function titledDocument(documentTitle: string, title: string): string {
  const at = documentTitle.indexOf(SEPARATOR);
  return at >= 0 ? `${title}${documentTitle.slice(at)}` : title;
}
