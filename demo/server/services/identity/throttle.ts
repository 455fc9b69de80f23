/**
 * Counts failures per key in a sliding window, in memory: enough to slow a password guesser
 * down on one process; a restart forgets, which is fine for a reference backend.
 */
export class Throttle {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since && t <= now.getTime());
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  blocked(key: string, now: Date): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  fail(key: string, now: Date): void {
    this.failures.set(key, [...this.recent(key, now), now.getTime()]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
