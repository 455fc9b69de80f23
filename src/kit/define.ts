import type { ComponentType } from 'react';
import type { OptionSchema } from './options';

/** Props every container component receives from the loader. */
export interface ContainerProps<O> {
  readonly options: O;
  /** The editor's element the container renders into. */
  readonly host: HTMLElement;
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
}

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
