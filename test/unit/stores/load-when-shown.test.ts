import { atom, computed } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { loadWhenShown } from '@stores/load-when-shown';

describe('loadWhenShown', () => {
  it('loads when the first widget shows the store, and again after everyone left', async () => {
    let loads = 0;
    const $store = loadWhenShown(atom(0), async () => {
      loads += 1;
    });
    const stop = $store.listen(() => undefined);
    await vi.waitFor(() => expect(loads).toBe(1));
    stop();
    $store.listen(() => undefined);
    await vi.waitFor(() => expect(loads).toBe(2));
  });

  it("loads nothing in the build's render of a first view", async () => {
    const building = vi
      .spyOn(document, 'visibilityState', 'get')
      .mockReturnValue('prerender' as DocumentVisibilityState);
    let loads = 0;
    const $store = loadWhenShown(atom(0), async () => {
      loads += 1;
    });
    const stop = $store.listen(() => undefined);
    await Promise.resolve();
    expect(loads).toBe(0);
    stop();
    building.mockRestore();
    $store.listen(() => undefined);
    await vi.waitFor(() => expect(loads).toBe(1));
  });

  it('ends when the load reads its own store before anyone listens (no endless restart)', async () => {
    const $base = atom({ status: 'idle' });
    let loads = 0;
    const $view = computed($base, (state) => state);
    const $shown = loadWhenShown($view, async () => {
      loads += 1;
      // Without the guard this would restart forever; stop reading so the test fails, not hangs.
      if (loads > 5) return;
      // A read of a store nobody listens to starts it for that read.
      if ($view.get().status === 'idle') $base.set({ status: 'loading' });
    });
    // A widget reads the store while rendering, before it subscribes.
    expect($shown.get().status).toBe('idle');
    // The load ran and read its store; a restart it queued would have run before this.
    await vi.waitFor(() => expect($base.get().status).toBe('loading'));
    expect(loads).toBe(1);
  });
});
