'use client';

import { forgetSeat } from './learner-seat';

const joinPage = (joinCode: string | undefined) => (joinCode ? `/live?code=${encodeURIComponent(joinCode)}` : '/live');

/**
 * One learner per device: the join link brings this device back as the same learner. Someone else on the
 * same device (a shared laptop) leaves here first; the answers given so far stay in the class.
 */
export function LeaveSeat({ classId, nickname, joinCode }: { classId: string; nickname: string; joinCode?: string }) {
  return (
    <details className="live-leave">
      <summary>Not {nickname}?</summary>
      <p>
        This device joined as {nickname}. To join as someone else, leave first: {nickname}’s answers stay in the class,
        but this device can no longer answer as {nickname}.
      </p>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          forgetSeat(window.localStorage, classId);
          window.location.assign(joinPage(joinCode));
        }}
      >
        Leave and join as someone else
      </button>
    </details>
  );
}

/** A seat the server refuses (the class is gone, or the key no longer opens it) is forgotten: it cannot come back. */
export function forgetDeadSeat(classId: string, httpStatus: number) {
  if ([401, 403, 404].includes(httpStatus)) forgetSeat(window.localStorage, classId);
}

export { joinPage };
