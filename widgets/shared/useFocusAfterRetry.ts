import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * The retry button leaves with the failure it answers: once the state settles after a retry,
 * what came instead (the element behind `answer`) takes the focus, so a keyboard reader is
 * not dropped to the top of the page. `status` is the store's; `loading` means not settled.
 */
export function useFocusAfterRetry<T extends HTMLElement>(
  status: string,
  reload: () => unknown,
): { readonly answer: RefObject<T | null>; readonly retry: () => void } {
  const answer = useRef<T>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (!retried.current || status === 'loading') return;
    retried.current = false;
    answer.current?.focus();
  }, [status]);
  const retry = () => {
    retried.current = true;
    void reload();
  };
  return { answer, retry };
}
