'use client';

import { useEffect, useRef } from 'react';
import { ConnectionBanner, refusedMessage } from './connection-banner';
import { LearnerReveal } from './learner-reveal';
import { readSeat, type LearnerSeat } from './learner-seat';
import { LeaveSeat, forgetDeadSeat, joinPage } from './leave-seat';
import { LiveQuestion } from './live-question';
import { useAnswerOutbox } from './use-answer-outbox';
import { useLiveStream } from './use-live-stream';
import { useSearchParams } from './use-search-params';

function readCreds(classId: string): LearnerSeat | null {
  try {
    return readSeat(window.localStorage, classId);
  } catch {
    return null;
  }
}

/** The learner's page: joined with a key kept on this device, it follows the class wherever it is. */
export function LearnerClass() {
  const params = useSearchParams();
  if (!params) return <p role="status">Loading the class…</p>;
  const classId = params.get('id') ?? '';
  const creds = classId ? readCreds(classId) : null;
  if (!creds)
    return (
      <div className="live-card">
        <h1>Join the class first</h1>
        <p>This device has not joined this class. Ask for the join code and enter it with a nickname.</p>
        <p>
          <a className="button button--primary" href="/live">
            Join a class
          </a>
        </p>
      </div>
    );
  return <InClass classId={classId} creds={creds} />;
}

function InClass({ classId, creds }: { classId: string; creds: LearnerSeat }) {
  const { state, connection } = useLiveStream(classId, creds.learnerKey, false);
  const snap = state?.snap;
  const question = snap?.phase === 'lobby' ? null : (snap?.question ?? null);
  const { outbox, submit } = useAnswerOutbox(classId, creds.learnerKey, question?.id ?? null);
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const refusedWith = connection.status === 'refused' ? connection.httpStatus : 0;
  useEffect(() => {
    if (refusedWith) forgetDeadSeat(classId, refusedWith);
  }, [classId, refusedWith]);

  // After a question opens or is revealed, focus goes to its heading so keyboard and screen reader users start there.
  const moment = snap ? `${snap.phase}:${snap.index}` : '';
  useEffect(() => {
    if (!moment) return;
    // After a reveal the verdict comes first; otherwise the heading of what is on screen now.
    const verdict = document.querySelector<HTMLElement>('.live-verdict');
    (moment.startsWith('revealed') && verdict ? verdict : focusTarget.current)?.focus();
  }, [moment]);

  if (connection.status === 'refused')
    return (
      <div className="live-card" role="alert">
        <h1>{connection.httpStatus === 404 ? 'Class not found' : 'Cannot open this class'}</h1>
        <p>{refusedMessage(connection.httpStatus, true)}</p>
        <p>
          <a href={joinPage(creds.joinCode)}>Join a class</a>
        </p>
      </div>
    );
  if (!snap) return <ConnectionBanner connection={connection} learner />;

  const serverHas = !!snap.you?.answer && snap.you.answer.questionId === question?.id;
  const mine =
    outbox.status === 'sending' || outbox.status === 'recorded'
      ? outbox.response
      : outbox.status === 'refused' && outbox.recorded
        ? outbox.recorded
        : serverHas
          ? snap.you!.answer!.response
          : null;
  const position = `Question ${snap.index + 1} of ${snap.total}`;

  return (
    <div className="live-learner">
      <header className="live-learner__head">
        <p className="eyebrow">Live class · {snap.title}</p>
        <p className="live-learner__me">
          {creds.nickname} · score {snap.you?.score ?? 0}
        </p>
      </header>
      <ConnectionBanner connection={connection} learner />
      {snap.phase === 'ended' ? (
        <section aria-labelledby="live-end">
          <h1 id="live-end" ref={focusTarget} tabIndex={-1}>
            The class has ended
          </h1>
          <p className="live-big">
            Your score: {state.final?.score ?? snap.you?.score ?? 0} of {state.final?.total ?? snap.total}
          </p>
          <p>
            Thanks for taking part. Practise on your own any time in the <a href="/quiz">quiz</a>.
          </p>
        </section>
      ) : !question ? (
        <section aria-labelledby="live-wait">
          <h1 id="live-wait" ref={focusTarget} tabIndex={-1}>
            {snap.index === 0 ? 'You are in' : `Waiting for question ${snap.index + 1} of ${snap.total}`}
          </h1>
          <p>The question appears here as soon as the instructor opens it. Keep this page open.</p>
        </section>
      ) : (
        <section aria-labelledby="live-q">
          <h1 id="live-q" ref={focusTarget} tabIndex={-1} className="visually-hidden">
            {position}
          </h1>
          <LiveQuestion
            key={question.id}
            question={question}
            index={snap.index}
            total={snap.total}
            given={mine}
            locked={snap.phase !== 'open' || serverHas || outbox.status === 'sending' || outbox.status === 'recorded'}
            onSubmit={submit}
          />
          <div role="status" className="live-answer-status">
            {snap.phase === 'open' ? (
              outbox.status === 'sending' ? (
                <p>{outbox.retrying ? `Sending again… (${outbox.retrying}) Your answer is kept.` : 'Sending…'}</p>
              ) : outbox.status === 'recorded' || serverHas ? (
                <p className="live-recorded">
                  <span aria-hidden="true">✓ </span>Answer recorded
                </p>
              ) : outbox.status === 'refused' ? (
                <p>{outbox.message}</p>
              ) : null
            ) : snap.phase === 'closed' ? (
              <p>Answers are closed. {mine ? 'Yours is in;' : 'You did not answer this one;'} the reveal comes next.</p>
            ) : null}
          </div>
          {snap.phase === 'revealed' && snap.reveal ? (
            <LearnerReveal question={question} reveal={snap.reveal} verdict={state.verdict} response={mine} />
          ) : null}
        </section>
      )}
      {snap.phase !== 'ended' ? (
        <LeaveSeat classId={classId} nickname={creds.nickname} joinCode={creds.joinCode} />
      ) : null}
    </div>
  );
}
