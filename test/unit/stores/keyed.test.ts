import { STORE_UNMOUNT_DELAY, atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedStore } from '@stores/keyed';

describe('keyedStore', () => {
  let built: string[];
  const byKey = () =>
    keyedStore((key) => {
      built.push(key);
      return atom(key);
    });

  beforeEach(() => {
    built = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out one store per key while it is listened to', () => {
    const store = byKey();
    const $a = store('a');
    const stop = $a.listen(() => undefined);
    expect(store('a')).toBe($a);
    expect(store('b')).not.toBe($a);
    expect(store('b').get()).toBe('b');
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY * 5);
    expect(store('a')).toBe($a);
    expect(built).toEqual(['a', 'b']);
    stop();
  });

  it('releases a store once its last listener has been gone for the unmount delay', () => {
    const store = byKey();
    const $a = store('a');
    const stops = [$a.listen(() => undefined), $a.listen(() => undefined)];
    stops[0]?.();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(store('a')).toBe($a);
    stops[1]?.();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY - 1);
    expect(store('a')).toBe($a);
    vi.advanceTimersByTime(1);
    const $again = store('a');
    expect($again).not.toBe($a);
    expect(built).toEqual(['a', 'a']);
  });

  it('keeps a store a widget shows again within the delay', () => {
    const store = byKey();
    const $a = store('a');
    $a.listen(() => undefined)();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY / 2);
    const stop = store('a').listen(() => undefined);
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY * 2);
    expect(store('a')).toBe($a);
    stop();
  });

  it('releases a store that was only read, never listened to', () => {
    const store = byKey();
    const $a = store('a');
    expect($a.get()).toBe('a');
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(store('a')).not.toBe($a);
  });

  it('takes a released store back when its holder listens again, unless a newer one took its place', () => {
    const store = byKey();
    const $old = store('a');
    $old.listen(() => undefined)();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    const stopOld = $old.listen(() => undefined);
    expect(store('a')).toBe($old);
    stopOld();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);

    const $new = store('a');
    const stopNew = $new.listen(() => undefined);
    $old.listen(() => undefined)();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(store('a')).toBe($new);
    stopNew();
  });

  it('names the key with keyOf, so two spellings share one store built from the first', () => {
    const paths: string[] = [];
    const store = keyedStore(
      (path) => {
        paths.push(path);
        return atom(path);
      },
      (path) => path.replace(/\/$/, ''),
    );
    const $page = store('/a/b/');
    const stop = $page.listen(() => undefined);
    expect(store('/a/b')).toBe($page);
    expect(paths).toEqual(['/a/b/']);
    stop();
  });
});
