/** A record cache whose entries really expire (SPEC point 4: a fetched record lives 5000 ms). */
export interface RecordCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  clear(): void;
}

export function createCache(lifetimeMs: number, now: () => number = Date.now): RecordCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value) {
      entries.set(key, { value, expires: now() + lifetimeMs });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
