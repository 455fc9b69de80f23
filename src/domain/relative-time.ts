/** The units a relative date is said in, each with how many seconds it lasts. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago (or how far ahead) `date` is from `now`, in the reader's words: "3 days ago",
 * "yesterday", "now". The largest unit that fits whole is used, so a comment from last month
 * reads "last month" and not "34 days ago". An unreadable date gives ''.
 */
export function relativeTime(date: string | Date, now: Date, locale?: string): string {
  const at = new Date(date).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, length] of UNITS) {
    if (Math.abs(seconds) >= length) return format.format(Math.trunc(seconds / length), unit);
  }
  // Under a minute is "now": seconds that tick by would only distract.
  return format.format(0, 'second');
}
