import type { BehaviourModule, ContainerModule, DomContainerModule, RestView } from './define';
import type { Personal } from './personal';
import type { Wake } from './wake';

/**
 * One entry per widget the library ships: the exact `data-container` / `data-behaviour` name,
 * how to fetch its chunk, and an optional cheap precondition checked before the fetch, so a
 * widget that would render nothing costs no download.
 */
export interface RegistryEntry<M> {
  readonly load: () => Promise<{ default: M }>;
  readonly when?: () => boolean;
  /**
   * When a prerendered container needs its code (see src/kit/wake.ts); `intent` unless said.
   * A page that never went through the build-time render loads every container at start.
   */
  readonly wake?: Wake;
  /**
   * This reader's first view differs from the prerendered visitor's (a member, a stored
   * cart, a query the page answers): the container wakes at page start, whatever `wake` says.
   */
  readonly personal?: () => boolean;
  /**
   * What a prerendered React container shows of its reader at rest, with plain DOM (the cart's
   * count, the member's name): fetched at page start for a reader `personal` names, or when a
   * store it shows changes, while the component itself waits for its own moment (`wake`).
   */
  readonly rest?: () => Promise<{ default: RestView }>;
  /**
   * Whose state the first view shows: the build marks the host, so a reader who may have a
   * session or a cart sees a skeleton, not the visitor's view, until theirs is there.
   */
  readonly reader?: Personal;
}

/** A container with React or one with plain DOM: the loader tells them apart by `connect`. */
export type AnyContainer = ContainerModule | DomContainerModule;

/** Page code starts on the document and handles its markup, later markup included. */
export type PageCode = (doc: Document) => unknown;

/**
 * What the loader and the build-time render are handed by the entry that composes them with
 * the widgets (src/entry): they never import the widgets themselves.
 */
export interface Registry {
  readonly containers: Readonly<Record<string, RegistryEntry<AnyContainer>>>;
  readonly behaviours: Readonly<Record<string, RegistryEntry<BehaviourModule>>>;
  /** Page rules the loader applies before anything loads. */
  readonly atStart?: () => void;
  /**
   * Page code that markup other than a widget's asks for, by selector (partner code marked
   * `data-consent`): fetched only once the page has such an element, then given the document.
   */
  readonly pageCode?: Readonly<Record<string, () => Promise<{ default: PageCode }>>>;
}
