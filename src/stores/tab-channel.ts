import type { PrivacyChoice } from '@domain/privacy';
import { TAB_CHANNEL } from '@domain/storage';

/**
 * What one tab tells the reader's other open tabs of the site. Only that something changed
 * and what anyone may read (a cart's id and count, a privacy answer), never a service's
 * answer, a token or card data: each tab asks its own services again.
 */
export type TabNews =
  | { readonly topic: 'cart'; readonly id: string | null; readonly count: number }
  | { readonly topic: 'logout' }
  | { readonly topic: 'privacy'; readonly choice: PrivacyChoice };

type Listener = (news: TabNews) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

const hear = (news: TabNews) => listeners.forEach((listener) => listener(news));

/**
 * Opens this tab's end once, when a store first talks or listens. Every browser the widgets
 * run in has BroadcastChannel; without one (or outside a page) the other tabs find out on
 * their next page, and no storage key stands in: the widgets keep only the spec's keys.
 */
function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL) : null;
  if (channel) channel.onmessage = (event: MessageEvent<TabNews>) => hear(event.data);
  return channel;
}

/** Tells the other open tabs (never this one). */
export function tellOtherTabs(news: TabNews): void {
  open()?.postMessage(news);
}

/** Calls `listener` with every news another tab tells; returns the unregistering function. */
export function hearOtherTabs(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
