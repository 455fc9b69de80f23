/**
 * A first-in, first-out queue: each task starts only when the one before it has settled, so
 * cart requests reach the store one at a time and each sends the session the previous one
 * received. A failed task rejects its own caller only; the queue goes on.
 */
export function createQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
