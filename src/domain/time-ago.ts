/** The units a relative date is told in, as Intl.RelativeTimeFormat names them. */
export type TimeAgoUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** A relative date: negative values are in the past ("3 days ago"), positive in the future. */
export interface RelativeTime {
  readonly value: number;
  readonly unit: TimeAgoUnit;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long one of each unit lasts; months and years on the calendar's average. */
export const UNIT_MS: Readonly<Record<TimeAgoUnit, number>> = {
  second: SECOND,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30.436875 * DAY,
  year: 365.2425 * DAY,
};

// Each unit is used until its distance reaches the next one: "6 days", then "1 week".
const LADDER: readonly TimeAgoUnit[] = ['minute', 'hour', 'day', 'week', 'month', 'year'];

/**
 * The unit and whole count in which to tell the distance from `now` to `then` (both epoch
 * milliseconds), counting only whole units so the text never runs ahead of the clock. Under a
 * minute is "now": a second-by-second count would distract the reader for nothing.
 */
export function relativeTime(then: number, now: number): RelativeTime {
  const distance = Math.abs(then - now);
  if (distance < MINUTE) return { value: 0, unit: 'second' };
  let unit: TimeAgoUnit = 'minute';
  for (const next of LADDER) if (distance >= UNIT_MS[next]) unit = next;
  const count = Math.floor(distance / UNIT_MS[unit]);
  return { value: then < now ? -count : count, unit };
}

/**
 * How often a date `distance` milliseconds away needs telling again: every minute while it is
 * told in minutes, less often as it grows old, so a page of old dates costs next to nothing.
 */
export function refreshIntervalMs(distance: number): number {
  const d = Math.abs(distance);
  if (d < HOUR) return MINUTE;
  if (d < DAY) return 5 * MINUTE;
  if (d < 7 * DAY) return HOUR;
  return DAY;
}

/** A `datetime` attribute as epoch milliseconds, or undefined when it names no instant. */
export function parseDatetime(value: string | null | undefined): number | undefined {
  if (!value?.trim()) return undefined;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : time;
}

/**
 * A date told relative to `now` in the reader's words ("3 days ago", "yesterday", "now"), for
 * a widget that writes it once per render (a comment's date); '' when it names no instant.
 */
export function timeAgoText(datetime: string, now: number, locale?: string): string {
  const then = parseDatetime(datetime);
  if (then === undefined) return '';
  const { value, unit } = relativeTime(then, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
