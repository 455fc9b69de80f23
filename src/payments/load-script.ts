import { ApiError } from '@domain/errors';
import { notLoaded } from '@domain/messages';
import { SCRIPT_SETTLE_MS } from '@domain/payments';

const loading = new Map<string, Promise<void>>();

/**
 * Adds a provider's script once per page and waits for it, then the 1 s the providers need to
 * settle (SPEC point 7). A failed load is forgotten, so opening the method again retries.
 */
export function loadScript(
  src: string,
  library: string,
  settleMs = SCRIPT_SETTLE_MS,
): Promise<void> {
  const absolute = new URL(src, document.baseURI).href;
  let done = loading.get(absolute);
  if (!done) {
    done = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = absolute;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new ApiError(notLoaded(library), 503, 'library_not_loaded'));
      };
      document.head.append(script);
    }).then(() => new Promise<void>((resolve) => setTimeout(resolve, settleMs)));
    done.catch(() => loading.delete(absolute));
    loading.set(absolute, done);
  }
  return done;
}
