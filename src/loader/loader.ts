// Kit modules by file, not through its index: the build puts everything the loader imports
// into the loader chunk every widget page downloads, and the index also leads to pieces only
// some widgets use.
import { clearHostState, setHostState, showWidgetFailure } from '@kit/host-state';
import { loadChunk } from '@kit/load-chunk';
import { readOptions } from '@kit/options';
import { warnOnce } from '@kit/warn';
import type { BehaviourModule, ContainerModule, DomContainerModule } from '@kit/define';
import type { Registry, RegistryEntry } from '@kit/registry';
import { PRERENDERED_ATTRIBUTE, WAKE_ATTRIBUTE, isWake } from '@kit/wake';
import { showPersonal } from '@kit/personal';
import type { Wake } from '@kit/wake';
import { WAKE_EVENT } from '@kit/wake-event';
import { holdActions } from './hand-over';
import type * as ReactHostModule from './react-host';
import { wakeOn } from './wake-on';
import { keepHeight } from './keep-height';
import { restOn } from './rest-view';

type ReactHost = Pick<typeof ReactHostModule, 'mountContainer' | 'readCarried' | 'applyCarried'>;
type Kind = 'container' | 'behaviour';
type AnyModule = ContainerModule | DomContainerModule | BehaviourModule;

export interface LoaderOptions {
  readonly registry: Registry;
  /** Fetches the React host; swapped in tests. */
  readonly reactHost?: () => Promise<ReactHost>;
  readonly chunkTimeoutMs?: number;
}

export interface Loader {
  /** Mounts every widget in `node` not mounted yet. */
  scan(node: ParentNode): void;
  /** Stops observing and releases every widget. */
  stop(): void;
  /** How many elements carry a live widget; for tests. */
  size(): number;
}

interface Handle {
  disposed: boolean;
  release?: () => void;
  /** A prerendered container still asleep: wakes it now. */
  wakeNow?: () => void;
  /** Its view at rest, started instead of the component when a store it shows changes. */
  showRest?: () => void;
  /** Stops the container's view at rest, once its component takes over. */
  stopRest?: () => void;
  readonly name?: string;
}

const SELECTOR = '[data-container],[data-behaviour]';

/**
 * Finds widget markup, fetches only the chunks the page uses, mounts containers into one React
 * root and connects behaviours without React; one MutationObserver mounts markup added later
 * and releases markup removed, like Stimulus's connect/disconnect.
 */
export function createLoader(root: Document | HTMLElement, options: LoaderOptions): Loader {
  const { registry, chunkTimeoutMs } = options;
  const importHost = options.reactHost ?? (() => import('./react-host'));
  const live = new Map<HTMLElement, Handle[]>();

  const fail = (host: HTMLElement, kind: Kind, name: string, error: unknown) => {
    setHostState(host, 'error');
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[widgets] ${name} could not start: ${reason}`);
    if (kind === 'container') showWidgetFailure(host);
  };

  const start = async (
    host: HTMLElement,
    kind: Kind,
    name: string,
    entry: RegistryEntry<ContainerModule | DomContainerModule | BehaviourModule>,
    handle: Handle,
    held?: ReturnType<typeof holdActions>,
  ) => {
    // A prerendered container is ready for the reader as it stands while its code arrives.
    if (!held) setHostState(host, 'loading');
    try {
      const module = (await loadChunk(name, entry.load, chunkTimeoutMs)).default;
      if (handle.disposed) return;
      const props = readOptions(name, host, module.options, warnOnce);
      // Behaviours and containers without React connect with plain DOM: no React download.
      if ('connect' in module) {
        held?.release();
        handle.release = module.connect(host, props);
        setHostState(host, 'ready');
        // A click held while a prerendered view waited is done on the view's equal element.
        held?.replay(host);
        return;
      }
      handle.stopRest?.();
      const reactHost = await loadChunk('react', importHost, chunkTimeoutMs);
      if (handle.disposed) return;
      module.prepare?.();
      const swap = (slot: HTMLElement) => {
        const carried = reactHost.readCarried(host);
        keepHeight(host);
        host.replaceChildren(slot);
        reactHost.applyCarried(slot, carried);
        // The carried values reach the component's state in React's next render; a held
        // submit must read them, so it waits for that render.
        setTimeout(() => held?.replay(slot), 0);
      };
      const unmount = reactHost.mountContainer(
        host,
        module.Component,
        { options: props, host },
        () => {
          setHostState(host, 'ready');
          showPersonal(host);
        },
        (error) => fail(host, kind, name, error),
        held ? { swap } : undefined,
      );
      handle.release = () => {
        held?.release();
        unmount();
      };
    } catch (error) {
      if (handle.disposed) return;
      // A prerendered view still reads and links as HTML: it stays, the failure is logged.
      if (held) {
        // What the reader did is done on the HTML itself: a link into the page still leads,
        // a form posts to its endpoint as it would without JavaScript.
        held.replay(host, true);
        setHostState(host, 'error');
        console.error(`[widgets] ${name} could not start: ${String(error)}`);
      } else fail(host, kind, name, error);
    }
  };

  /**
   * When a prerendered container needs its code: the editor's word, else the registry's. A
   * reader whose first view differs needs it at start, unless a view at rest shows that view.
   */
  const momentOf = (host: HTMLElement, entry: RegistryEntry<unknown>): Wake => {
    if (!entry.rest && entry.personal?.()) return 'load';
    const asked = host.getAttribute(WAKE_ATTRIBUTE) ?? undefined;
    if (asked !== undefined && !isWake(asked)) {
      warnOnce(`Unknown ${WAKE_ATTRIBUTE}="${asked}": use load, intent, visible or never.`);
    }
    return isWake(asked) ? asked : (entry.wake ?? 'intent');
  };

  /** Waits for the moment a prerendered container needs its code. */
  const sleep = (
    host: HTMLElement,
    name: string,
    entry: RegistryEntry<AnyModule>,
    handle: Handle,
  ) => {
    setHostState(host, 'ready');
    // A held action wakes the container whatever its moment: a comment sent below the fold
    // before the thread came near, a button of a container that sleeps until a store changes.
    const held = holdActions(host, () => handle.wakeNow?.());
    // `load` wakes inside wakeOn itself, before it has returned its stop.
    let stopWaiting: () => void = () => undefined;
    const wake = () => {
      handle.wakeNow = undefined;
      handle.showRest = undefined;
      stopWaiting();
      void start(host, 'container', name, entry, handle, held);
    };
    handle.wakeNow = wake;
    if (entry.rest) {
      // A store it shows changed, or the reader is one whose view differs: the view at rest
      // shows the truth with plain DOM; the component still waits for its moment.
      // A held click or the reader's intent still brings the component (wakeNow).
      const rest = entry.rest;
      handle.showRest = () => restOn(host, name, rest, handle, chunkTimeoutMs);
      if (entry.personal?.()) handle.showRest();
    }
    stopWaiting = wakeOn(host, momentOf(host, entry), wake);
    handle.release = () => {
      stopWaiting();
      held.release();
      handle.stopRest?.();
    };
  };

  const attach = (host: HTMLElement, kind: Kind, name: string): Handle => {
    const handle: Handle = { disposed: false, name };
    const table = kind === 'container' ? registry.containers : registry.behaviours;
    const entry = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!entry) {
      warnOnce(
        `Unknown ${kind} "${name}". Known ${kind}s: ${Object.keys(table).sort().join(', ')}.`,
      );
      return handle;
    }
    const prerendered = kind === 'container' && host.hasAttribute(PRERENDERED_ATTRIBUTE);
    if (entry.when && !entry.when()) {
      // The build rendered a visitor's view this reader must not see (a cookie banner already
      // answered, a mini cart on the checkout): the widget renders nothing.
      if (prerendered) host.replaceChildren();
      showPersonal(host);
      return handle;
    }
    if (prerendered) sleep(host, name, entry, handle);
    else void start(host, kind, name, entry, handle);
    return handle;
  };

  const mount = (host: HTMLElement) => {
    if (live.has(host)) return;
    const handles: Handle[] = [];
    const container = host.dataset.container?.trim();
    if (container) handles.push(attach(host, 'container', container));
    for (const name of host.dataset.behaviour?.split(/\s+/) ?? []) {
      if (name) handles.push(attach(host, 'behaviour', name));
    }
    live.set(host, handles);
  };

  const release = (host: HTMLElement) => {
    for (const handle of live.get(host) ?? []) {
      handle.disposed = true;
      handle.release?.();
    }
    if (live.delete(host)) clearHostState(host);
  };

  const scan = (node: ParentNode) => {
    if (node instanceof HTMLElement && node.matches(SELECTOR)) mount(node);
    node.querySelectorAll<HTMLElement>(SELECTOR).forEach(mount);
  };

  const sweep = () => {
    for (const host of [...live.keys()]) if (!host.isConnected) release(host);
  };

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof HTMLElement) {
        // The editor's script renamed or added a widget on an existing element: start over.
        release(record.target);
        scan(record.target);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement) scan(node);
      });
      removed ||= record.removedNodes.length > 0;
    }
    if (removed) sweep();
  });

  // A store changed what a sleeping container shows (an item added while the mini cart
  // sleeps, a login): the named containers wake and render the truth.
  const onWake = (event: Event) => {
    const names = event instanceof CustomEvent && Array.isArray(event.detail) ? event.detail : [];
    for (const handles of live.values()) {
      for (const handle of handles)
        if (handle.name && names.includes(handle.name)) (handle.showRest ?? handle.wakeNow)?.();
    }
  };

  const doc = root instanceof Document ? root : root.ownerDocument;
  doc.addEventListener(WAKE_EVENT, onWake);
  const target = root instanceof Document ? root.documentElement : root;
  scan(root instanceof Document ? doc : target);
  observer.observe(target, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-container', 'data-behaviour'],
  });

  return {
    scan,
    stop() {
      observer.disconnect();
      doc.removeEventListener(WAKE_EVENT, onWake);
      for (const host of [...live.keys()]) release(host);
    },
    size: () => live.size,
  };
}
