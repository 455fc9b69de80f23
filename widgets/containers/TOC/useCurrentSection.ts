import { useEffect, useState } from 'react';
import { currentHeading } from './headings';
import type { Heading } from './headings';

/** Tracks which section the reader is in, re-reading on scroll at most once a frame. */
export function useCurrentSection(headings: readonly Heading[], doc: Document): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const view = doc.defaultView;
    if (!view || headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // At the end of the page the last headings can never reach the reading line; there the
      // whole viewport counts, so the section the reader jumped to is the one marked.
      const root = doc.documentElement;
      const atBottom = view.scrollY + view.innerHeight >= root.scrollHeight - 2;
      const line = atBottom ? view.innerHeight : Math.min(160, view.innerHeight * 0.3);
      setCurrent(
        currentHeading(headings, (id) => doc.getElementById(id)?.getBoundingClientRect().top, line),
      );
    };
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(update);
    };
    update();
    view.addEventListener('scroll', schedule, { passive: true });
    view.addEventListener('resize', schedule, { passive: true });
    return () => {
      view.removeEventListener('scroll', schedule);
      view.removeEventListener('resize', schedule);
      if (frame) view.cancelAnimationFrame(frame);
    };
  }, [headings, doc]);
  return current;
}
