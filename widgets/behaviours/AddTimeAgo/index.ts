import { defineBehaviour, opt } from '@kit';
import { parseDatetime, refreshIntervalMs, relativeTime } from '@domain/time-ago';
import { onTick } from './ticker';

interface Dated {
  readonly element: HTMLTimeElement;
  readonly time: number;
  readonly text: string | null;
  readonly title: string | null;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const relativeFormat = (locale: string) => {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
};

const datesIn = (host: HTMLElement): HTMLTimeElement[] =>
  host instanceof HTMLTimeElement
    ? [host]
    : [...host.querySelectorAll<HTMLTimeElement>('time[datetime]')];

/**
 * On a `<time datetime>`, or on an element holding several (a list of articles): tells each
 * date relative to now ("3 days ago") in the page's language, keeps the absolute date in a
 * `title`, and keeps the text current while the page stays open through one shared timer.
 */
export default defineBehaviour({
  options: {
    locale: opt.string(),
  },
  connect(host, { locale }) {
    const language =
      locale || host.closest<HTMLElement>('[lang]')?.lang || navigator.language || 'en';
    const absolute = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
    const dates: Dated[] = [];
    for (const element of datesIn(host)) {
      const time = parseDatetime(element.getAttribute('datetime'));
      if (time === undefined) continue;
      dates.push({
        element,
        time,
        text: element.textContent,
        title: element.getAttribute('title'),
      });
    }
    if (dates.length === 0) return () => undefined;
    const stop = onTick((now) => {
      let next = Infinity;
      for (const { element, time, title } of dates) {
        const { value, unit } = relativeTime(time, now);
        const text = relativeFormat(language).format(value, unit);
        // Unchanged text is not written: a write would cost a layout for nothing.
        if (element.textContent !== text) element.textContent = text;
        if (title === null) element.title = absolute.format(time);
        next = Math.min(next, refreshIntervalMs(time - now));
      }
      return next;
    });
    return () => {
      stop();
      for (const { element, text, title } of dates) {
        element.textContent = text;
        if (title === null) element.removeAttribute('title');
      }
    };
  },
});
