import { describe, expect, it } from 'vitest';
import { createQueue } from '@api/storefront/queue';

describe('FIFO queue', () => {
  it('runs tasks one at a time, in order, and goes on after a failure', async () => {
    const enqueue = createQueue();
    const log: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        // A queue that ran tasks side by side would start the next one while this one waits.
        await Promise.resolve();
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      enqueue(task('a')),
      enqueue(task('b', true)),
      enqueue(task('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
