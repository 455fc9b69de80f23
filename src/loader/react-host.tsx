import { Component, createElement, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { WIDGET_ERROR_CLASS, WIDGET_FAILED_MESSAGE } from '@kit/host-state';

// The hand-over of a prerendered host's fields: only a React container's swap uses it.
export { applyCarried, readCarried } from './carry-over';

/**
 * One React root for the whole page; every container renders into its host through a portal.
 * One root keeps `useId` unique across widgets and costs one scheduler instead of one per
 * element (see README, design notes).
 */
interface Mounted {
  readonly key: string;
  readonly host: HTMLElement;
  readonly node: ReactNode;
  readonly onReady: () => void;
  readonly onError: (error: Error) => void;
  /** A prerendered host's hand-over: ready once the component listens to its stores. */
  readonly handsOver: boolean;
}

let mounted: readonly Mounted[] = [];
const listeners = new Set<() => void>();
let root: Root | undefined;
let serial = 0;

const publish = (next: readonly Mounted[]) => {
  mounted = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

interface BoundaryProps {
  readonly onError: (error: Error) => void;
  readonly children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p className={WIDGET_ERROR_CLASS} role="status">
          {WIDGET_FAILED_MESSAGE}
        </p>
      );
    }
    return this.props.children;
  }
}

function Ready({ onReady }: { onReady: () => void }): null {
  useLayoutEffect(onReady, [onReady]);
  return null;
}

/**
 * Ready after the component's own effects: its stores (form state, nanostores) subscribe in
 * them. Carried values put in before would change a store no render hears yet; React would
 * put its controlled fields back to their first render's empty values, and a key pressed
 * before the late render would replace what the reader typed.
 */
function ReadyToHandOver({ onReady }: { onReady: () => void }): null {
  useEffect(onReady, [onReady]);
  return null;
}

function Portals(): ReactNode {
  const list = useSyncExternalStore(subscribe, () => mounted);
  return list.map((entry) =>
    createPortal(
      <Boundary onError={entry.onError}>
        {entry.node}
        {entry.handsOver ? (
          <ReadyToHandOver onReady={entry.onReady} />
        ) : (
          <Ready onReady={entry.onReady} />
        )}
      </Boundary>,
      entry.host,
      entry.key,
    ),
  );
}

const ensureRoot = (doc: Document) => {
  if (root) return;
  const element = doc.createElement('div');
  element.hidden = true;
  element.setAttribute('data-widgets-root', '');
  doc.body.append(element);
  root = createRoot(element, { identifierPrefix: 'mw-' });
  root.render(<Portals />);
};

/** What the loader hands over with a prerendered host: see hand-over.ts and carry-over.ts. */
export interface HandOver {
  /**
   * Puts the committed component's slot in the host's place of the prerendered HTML once its
   * effects ran, carrying over what the reader did there (who types on meanwhile types into
   * the prerendered form, which is carried too).
   */
  readonly swap: (slot: HTMLElement) => void;
}

/**
 * Renders `Widget` with `props` into `host`; returns the unmount. A prerendered host keeps its
 * HTML until React has committed the component into a detached slot and run its effects; the
 * slot then takes the HTML's place in one step, so the reader sees no blank and no jump.
 */
export function mountContainer<P extends object>(
  host: HTMLElement,
  Widget: ComponentType<P>,
  props: P,
  onReady: () => void,
  onError: (error: Error) => void,
  handOver?: HandOver,
): () => void {
  const node = createElement(Widget, props);
  ensureRoot(host.ownerDocument);
  let target = host;
  let ready = onReady;
  if (handOver) {
    const slot = host.ownerDocument.createElement('div');
    // The slot must not box its content: the host's layout rules see the component's nodes.
    slot.style.display = 'contents';
    slot.setAttribute('data-widget-slot', '');
    target = slot;
    ready = () => {
      if (slot.parentNode !== host) handOver.swap(slot);
      onReady();
    };
  } else {
    // The editor's fallback markup (a skeleton, a no-JS link) gives way to the widget.
    host.replaceChildren();
  }
  const entry: Mounted = {
    key: `w${++serial}`,
    host: target,
    node,
    onReady: ready,
    onError,
    handsOver: handOver !== undefined,
  };
  publish([...mounted, entry]);
  return () => publish(mounted.filter((item) => item !== entry));
}
