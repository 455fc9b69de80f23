/** Path prefix under which the loader and every widget chunk are served (SPEC point 9). */
export const CHUNK_PATH_PREFIX = '/js/';

/** How long a widget chunk may take to load before it counts as failed (SPEC point 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error a widget chunk that failed to load raises (SPEC point 8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
    this.chunk = chunk;
  }
}

/** The small inline text a widget shows when it could not load or crashed. */
export const WIDGET_FAILED_MESSAGE =
  'This part of the page took a cat nap and could not load. Reloading usually wakes it up.';
