import { useEffect, useState } from 'react';

/**
 * True once `element` comes within `margin` of the viewport, and from then on. A widget
 * shows (and so starts loading) what it needs only then; where the browser cannot tell
 * (no IntersectionObserver) it is shown at once, and so it is when `already` says so.
 */
export function useNearViewport(
  element: Element | null,
  margin = '600px',
  already = false,
): boolean {
  const [near, setNear] = useState(() => already || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
