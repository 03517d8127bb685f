import { describe, expect, it } from 'vitest';
import { tasksAfterMarks } from './trace-tasks';

const task = (ts: number, durMs: number, tid = 1) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  pid: 1,
  tid,
});
const mark = (ts: number) => ({ name: 'bench-answer', ph: 'I', ts, pid: 1, tid: 1 });

describe('tasksAfterMarks', () => {
  it("finds the longest task begun in the window after each mark, on the mark's thread, not the mark's own", () => {
    const trace = {
      traceEvents: [
        task(0, 30), // the input's own task, which holds the mark
        mark(1_000),
        task(40_000, 5),
        task(60_000, 120), // the save
        task(70_000, 400, 2), // another thread
        task(1_200_000, 300), // after the window
        mark(2_000_000),
        task(2_010_000, 8),
      ],
    };
    expect(tasksAfterMarks(trace, 'bench-answer', 1000)).toEqual([
      { longestMs: 120, busyMs: 125 },
      { longestMs: 8, busyMs: 8 },
    ]);
    expect(tasksAfterMarks(trace, 'no-such-mark', 1000)).toEqual([]);
  });
});
