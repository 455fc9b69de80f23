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

/** Opens this tab's end once, when a store first talks or listens. */
function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = null;
  if (typeof window === 'undefined') return channel;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(TAB_CHANNEL);
    channel.onmessage = (event: MessageEvent<TabNews>) => hear(event.data);
  } else {
    // Older browsers: another tab's write of the key is a storage event here.
    window.addEventListener('storage', ({ key, newValue }) => {
      if (key === TAB_CHANNEL && newValue) hear(JSON.parse(newValue) as TabNews);
    });
  }
  return channel;
}

/** Tells the other open tabs (never this one). */
export function tellOtherTabs(news: TabNews): void {
  const end = open();
  if (end) {
    end.postMessage(news);
    return;
  }
  try {
    // The stamp makes equal news a change, or the storage event would not fire.
    localStorage.setItem(TAB_CHANNEL, JSON.stringify({ ...news, at: Math.random() }));
    localStorage.removeItem(TAB_CHANNEL);
  } catch {
    // No storage (privacy modes): the other tabs find out on their next page.
  }
}

/** Calls `listener` with every news another tab tells; returns the unregistering function. */
export function hearOtherTabs(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
