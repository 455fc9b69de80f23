/**
 * The widget kit without React: what every widget and the loader are built from. Behaviours
 * import only this, so a page with behaviours alone never downloads React; containers add
 * `src/kit/react`.
 */
export { defineBehaviour, defineContainer, defineDomContainer, defineRestView } from './define';
export type {
  BehaviourModule,
  ContainerModule,
  ContainerProps,
  DomContainerModule,
  RestView,
} from './define';
export { PERSONAL_ATTRIBUTE, showPersonal } from './personal';
export type { Personal } from './personal';
export { OptionError, attributeName, defaultsOf, opt, readOptions } from './options';
export type { NoOptions, OptionSchema, OptionSpec, OptionsOf } from './options';
export { resetWarnings, warnOnce } from './warn';
export {
  HOST_STATES,
  HOST_STATE_ATTRIBUTE,
  WIDGET_ERROR_CLASS,
  clearHostState,
  setHostState,
  showWidgetFailure,
} from './host-state';
export type { HostState } from './host-state';
export { actAsButton } from './act-as-button';
export { ensureId } from './element-id';
export { rememberAttributes } from './remember-attributes';
export { rovingIndex } from './roving';
export type { Orientation } from './roving';
export { createLiveRegion } from './live-region';
export { loadChunk } from './load-chunk';
export { WIDGET_FAILED_MESSAGE } from './host-state';
export type { LiveRegion } from './live-region';
export { COMBOBOX_CLOSED, comboboxStep } from './combobox';
export type { ComboboxEvent, ComboboxState, ComboboxStep } from './combobox';
export { bindCombobox } from './combobox-dom';
export { buildMarkup, followInHost } from './dom-view';
export { patchChildren } from './dom-patch';
export type { HostView, Markup, Subscribable } from './dom-view';
export type { ComboboxBinding, ComboboxParts } from './combobox-dom';
