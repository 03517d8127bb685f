'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerResponse } from '@/lib/live/contract';
import {
  clearPending,
  deliver,
  loadPending,
  newPending,
  savePending,
  type LiveResponse,
  type PendingAnswer,
} from './answer-outbox';
import { newAnswerId } from './answer-id';
import { sendAnswer } from './live-api';

export type Outbox =
  | { status: 'idle' }
  | { status: 'sending'; response: AnswerResponse; retrying: string | null }
  | { status: 'recorded'; response: AnswerResponse }
  | { status: 'refused'; message: string; recorded?: AnswerResponse };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the learner's answer exactly once: the pending answer (with its answerId) is written to localStorage
 * before the first try and removed only when the server has acknowledged it, so a reload retries the same id.
 */
export function useAnswerOutbox(classId: string, learnerKey: string, questionId: string | null) {
  // The outbox belongs to one question; for any other it reads as idle.
  const [state, setOutbox] = useState<Outbox & { questionId: string | null }>({ status: 'idle', questionId: null });
  const outbox: Outbox = state.questionId === questionId ? state : { status: 'idle' };
  const running = useRef<AbortController | null>(null);

  const run = useCallback(
    (pending: PendingAnswer) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const questionId = pending.questionId;
      setOutbox({ status: 'sending', response: pending.response, retrying: null, questionId });
      void deliver({
        pending,
        signal: controller.signal,
        sleep,
        send: (p) => sendAnswer(classId, learnerKey, p),
        onRetry: (r) => setOutbox({ status: 'sending', response: pending.response, retrying: r.message, questionId }),
      }).then((result) => {
        if (result.kind === 'stopped') return;
        clearPending(window.localStorage, classId, pending.answerId);
        if (controller.signal.aborted) return;
        setOutbox(
          result.kind === 'ack'
            ? { status: 'recorded', response: pending.response, questionId }
            : {
                status: 'refused',
                message: result.message,
                questionId,
                ...(result.recorded ? { recorded: result.recorded } : {}),
              },
        );
      });
    },
    [classId, learnerKey],
  );

  // A pending answer for this question (a reload mid-send) is sent again, with its own answerId.
  useEffect(() => {
    const pending = loadPending(window.localStorage, classId);
    let live = true;
    if (pending && pending.questionId === questionId) void Promise.resolve().then(() => live && run(pending));
    // An answer pending for an earlier question can no longer count: the server closed it.
    else if (pending && questionId) clearPending(window.localStorage, classId, pending.answerId);
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [classId, questionId, run]);

  const submit = useCallback(
    (response: AnswerResponse) => {
      if (!questionId) return;
      const pending = newPending(questionId, response as LiveResponse, newAnswerId);
      savePending(window.localStorage, classId, pending);
      run(pending);
    },
    [classId, questionId, run],
  );

  return { outbox, submit };
}
