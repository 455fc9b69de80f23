const language = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/**
 * A day as the reader's language writes it in full ("March 14, 2026"); the text if it is no
 * date, nothing for a date not known yet.
 */
export function longDate(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language(), { dateStyle: 'long' }).format(date);
  } catch {
    // A language the platform does not know still gets a date.
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
  }
}
