import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from '@domain/chunks';

const withTimeout = <T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * Loads a widget chunk with a timeout, retrying once: a flaky connection on a long article
 * should not cost the reader a widget. The second failure becomes a ChunkLoadError.
 */
export async function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  const attempt = () =>
    withTimeout(load(), timeoutMs, () => new Error(`timed out after ${timeoutMs} ms`));
  try {
    return await attempt();
  } catch {
    try {
      return await attempt();
    } catch (cause) {
      throw new ChunkLoadError(name, { cause });
    }
  }
}
