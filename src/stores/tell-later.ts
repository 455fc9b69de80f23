import type * as Events from './commerce-events';

let events: Promise<typeof Events> | undefined;

/**
 * Runs `use` with the commerce events (commerce-events.ts), fetched on a page's first event:
 * a page where nobody buys never downloads them, and a shop page's first view stays as light.
 * One fetch for all, so events are told in the order they happened. An event lost to a failed
 * download costs the shopper nothing; the next one tries again.
 */
export function tellLater(use: (module: typeof Events) => void): void {
  events ??= import('./commerce-events');
  events.then(use, () => {
    events = undefined;
  });
}
