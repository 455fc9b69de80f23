import type { ComponentType } from 'react';
import type { OptionSchema } from './options';

/** Props every container component receives from the loader. */
export interface ContainerProps<O> {
  readonly options: O;
  /** The editor's element the container renders into. */
  readonly host: HTMLElement;
  /**
   * Rendered at build time (src/prerender), for every reader of the page: a view that depends
   * on what only the browser knows (the address's query) renders its loading view there.
   */
  readonly prerendering?: boolean;
}

/** A container: a React component that owns an area of the page. */
export interface ContainerModule<O = unknown> {
  readonly kind: 'container';
  readonly options: OptionSchema<O>;
  readonly Component: ComponentType<ContainerProps<O>>;
  /**
   * Puts the shared stores in the state the first render must see: what the browser's storage
   * already says (no session kept: a visitor; no cart cookie: an empty cart), known without a
   * request. Run before the build-time render and before React takes over the prerendered
   * HTML, so both render the same first view.
   */
  readonly prepare?: () => void;
}

/** A behaviour: enhances the editor's markup; `connect` returns its disconnect. */
export interface BehaviourModule<O = unknown> {
  readonly kind: 'behaviour';
  readonly options: OptionSchema<O>;
  connect(host: HTMLElement, options: O): () => void;
}

/**
 * A container built without React: it owns its area as a container does (the loader shows a
 * failure note in it), but connects to the host with plain DOM like a behaviour, so a page that
 * uses it alone downloads no React.
 */
export interface DomContainerModule<O = unknown> {
  readonly kind: 'container';
  readonly options: OptionSchema<O>;
  connect(host: HTMLElement, options: O): () => void;
  /**
   * The build writes its visitor's view into the page (what it shows once connected, with a
   * visitor's stores), so a visitor's page shows it before and without the loader.
   */
  readonly prerender?: boolean;
}

/**
 * A React container's view at rest: plain DOM that keeps the prerendered markup showing the
 * reader's state (the cart's count, the member's name) until the component is needed. It
 * keeps the component's structure, so what the reader clicks is found again in the
 * component's render. `connect` returns its stop, which leaves the markup as it is.
 */
export interface RestView<O = unknown> {
  readonly options: OptionSchema<O>;
  connect(host: HTMLElement, options: O): () => void;
}

export const defineRestView = <O>(view: RestView<O>): RestView<O> => view;

export const defineContainer = <O>(
  module: Omit<ContainerModule<O>, 'kind'>,
): ContainerModule<O> => ({
  kind: 'container',
  ...module,
});

export const defineBehaviour = <O>(
  module: Omit<BehaviourModule<O>, 'kind'>,
): BehaviourModule<O> => ({
  kind: 'behaviour',
  ...module,
});

export const defineDomContainer = <O>(
  module: Omit<DomContainerModule<O>, 'kind'>,
): DomContainerModule<O> => ({
  kind: 'container',
  ...module,
});
