import { HOST_STATE_ATTRIBUTE } from '@kit/host-state';
import type { Registry } from '@kit/registry';
import { chunkSizes } from './chunk-sizes';
import { rowOf } from './debug-rows';
import { createDebugView } from './debug-view';
import { addDebugStyles } from './debug-styles';
import { recordsOf } from './widget-records';
import type { WidgetRecord } from './widget-records';

const HOST = '[data-container],[data-behaviour]';

/**
 * The editor's view of the widgets (`?widgets=debug`, or `data-debug` on the loader's script):
 * started before the loader mounts anything, so it sees every host from its first state and
 * times it to ready from the page's start. Returns what takes it off the page again.
 */
export function showDebug(doc: Document, registry: Registry): () => void {
  addDebugStyles(doc);
  const view = createDebugView(doc);
  const records = new Map<HTMLElement, WidgetRecord[]>();
  const readyAt = new Map<HTMLElement, number>();
  let queued = false;

  const render = () => {
    queued = false;
    for (const host of records.keys()) if (!host.isConnected) records.delete(host);
    view.render(
      [...records].map(([host, widgets]) => ({
        host,
        rows: widgets.map((record) =>
          rowOf(
            record,
            host.getAttribute(HOST_STATE_ATTRIBUTE),
            readyAt.get(host),
            sizeOf(record.name),
          ),
        ),
      })),
    );
  };
  const refresh = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(render);
  };
  const sizeOf = chunkSizes(import.meta.url, refresh);

  const collect = () => {
    doc.querySelectorAll<HTMLElement>(HOST).forEach((host) => {
      if (!records.has(host) && !view.owns(host))
        records.set(host, recordsOf(host, registry, refresh));
    });
    refresh();
  };

  const mutations = new MutationObserver((changes) => {
    let pages = false;
    for (const { target, attributeName } of changes) {
      if (view.owns(target) || !(target instanceof HTMLElement)) continue;
      pages = true;
      const state = target.getAttribute(HOST_STATE_ATTRIBUTE);
      if (attributeName === HOST_STATE_ATTRIBUTE && (state === 'ready' || state === 'error')) {
        if (!readyAt.has(target)) readyAt.set(target, performance.now());
      } else if (attributeName !== null && attributeName !== HOST_STATE_ATTRIBUTE) {
        // The page renamed a widget: its host is looked at again.
        records.delete(target);
      }
    }
    if (pages) collect();
  });
  mutations.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [HOST_STATE_ATTRIBUTE, 'data-container', 'data-behaviour'],
  });
  // Widgets render, images load, the window turns: the outlines follow their hosts.
  const sizes = new ResizeObserver(refresh);
  sizes.observe(doc.body);
  doc.defaultView?.addEventListener('resize', refresh);
  const resources = new PerformanceObserver(refresh);
  resources.observe({ type: 'resource' });
  collect();
  return () => {
    mutations.disconnect();
    sizes.disconnect();
    resources.disconnect();
    doc.defaultView?.removeEventListener('resize', refresh);
    view.remove();
  };
}
