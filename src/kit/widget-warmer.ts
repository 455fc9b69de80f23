/** The names of widgets a page uses, by kind, as PreLoad reads them from that page. */
export interface WidgetNames {
  readonly containers: readonly string[];
  readonly behaviours: readonly string[];
}

type Warmer = (names: WidgetNames) => void;

let warmer: Warmer | undefined;

/**
 * Set by the loader, which alone knows how a name becomes a chunk (the registry): a behaviour
 * may not import the registry, and a page whose loader has not started has nothing to warm.
 */
export function setWidgetWarmer(next: Warmer | undefined): void {
  warmer = next;
}

/** Fetches the chunks of these widgets ahead of need, if a loader runs on this page. */
export function warmWidgets(names: WidgetNames): void {
  warmer?.(names);
}
