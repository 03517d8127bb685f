/**
 * The main thread's tasks after a mark, from a Chromium trace (categories `toplevel` and `blink.user_timing`): a
 * bench marks each input with performance.mark and learns what the page then did in its own tasks.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** After one mark: the longest task that began within the window, and all the tasks' time in it. */
export interface AfterMark {
  longestMs: number;
  busyMs: number;
}

const TASK = 'ThreadControllerImpl::RunTask';

/**
 * For every `mark` in the trace, the tasks of the thread that made it which began in the `windowMs` after it,
 * leaving out the task the mark was made in (the input's own handler, timed by the bench already).
 */
export function tasksAfterMarks(trace: unknown, mark: string, windowMs: number): AfterMark[] {
  const events = (Array.isArray(trace) ? trace : (trace as { traceEvents: TraceEvent[] }).traceEvents) as TraceEvent[];
  const marks = events.filter((e) => e.name === mark);
  if (marks.length === 0) return [];
  const { pid, tid } = marks[0];
  const tasks = events.filter((e) => e.name === TASK && e.ph === 'X' && e.pid === pid && e.tid === tid);
  const starts = [...new Set(marks.map((m) => m.ts))].sort((a, b) => a - b);
  return starts.map((at) => {
    const after = tasks.filter((t) => t.ts > at && t.ts <= at + windowMs * 1000);
    const ms = after.map((t) => (t.dur ?? 0) / 1000);
    return { longestMs: Math.max(0, ...ms), busyMs: ms.reduce((sum, x) => sum + x, 0) };
  });
}
