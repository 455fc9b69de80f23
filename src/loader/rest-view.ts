import { loadChunk } from '@kit/load-chunk';
import { readOptions } from '@kit/options';
import type { RegistryEntry } from '@kit/registry';

/** What of a container's handle its view at rest reads and sets. */
export interface RestHandle {
  readonly disposed: boolean;
  /** Stops the view at rest, once the component takes over. */
  stopRest?: () => void;
}

/**
 * Connects a container's view at rest once (plain DOM showing the reader's own state, so no
 * React comes for a count or a name); the component's arrival stops it through the handle.
 */
export function restOn(
  host: HTMLElement,
  name: string,
  load: NonNullable<RegistryEntry<unknown>['rest']>,
  handle: RestHandle,
  chunkTimeoutMs: number | undefined,
): void {
  if (handle.stopRest) return;
  let stopped = false;
  let stop: () => void = () => undefined;
  handle.stopRest = () => {
    stopped = true;
    stop();
  };
  loadChunk(`${name} at rest`, load, chunkTimeoutMs).then(
    ({ default: view }) => {
      if (stopped || handle.disposed) return;
      stop = view.connect(
        host,
        readOptions(name, host, view.options, () => undefined),
      );
    },
    // The prerendered view stays (under its skeleton for a marked reader): nothing false.
    (error: unknown) => console.error(`[widgets] ${name} could not show its state:`, error),
  );
}
