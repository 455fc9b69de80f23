/** Updates its dates for `now` and answers in how many milliseconds it wants to run again. */
export type Refresh = (now: number) => number;

const refreshers = new Set<Refresh>();
let timer: ReturnType<typeof setTimeout> | undefined;
let dueAt = Infinity;

const schedule = (delay: number) => {
  const at = Date.now() + delay;
  if (timer !== undefined && at >= dueAt) return;
  clearTimeout(timer);
  dueAt = at;
  timer = setTimeout(tick, delay);
};

function tick() {
  timer = undefined;
  dueAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const refresh of refreshers) next = Math.min(next, refresh(now));
  if (refreshers.size > 0) schedule(next);
}

/**
 * One timer for every date on the page, however many AddTimeAgo elements there are: it wakes
 * for the soonest one due and runs them all (cheap: a text per date). Stops with the last.
 */
export function onTick(refresh: Refresh): () => void {
  refreshers.add(refresh);
  schedule(refresh(Date.now()));
  return () => {
    refreshers.delete(refresh);
    if (refreshers.size === 0) {
      clearTimeout(timer);
      timer = undefined;
      dueAt = Infinity;
    }
  };
}

/** Whether the shared timer is running; for tests. */
export const ticking = (): boolean => timer !== undefined;
