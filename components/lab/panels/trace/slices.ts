const SLICE_MS = 6;
const queue: (() => void)[] = [];
let scheduled = false;

function drain() {
  const until = performance.now() + SLICE_MS;
  while (queue.length > 0 && performance.now() < until) queue.shift()!();
  scheduled = queue.length > 0;
  if (scheduled) setTimeout(drain, 0);
}

/**
 * Runs small jobs in order, a few milliseconds' worth per task, so a burst of them never blocks input or a
 * frame for long (the trace's schema checks after a fast scroll).
 */
export function inSlices(job: () => void): void {
  queue.push(job);
  if (!scheduled) {
    scheduled = true;
    setTimeout(drain, 0);
  }
}
