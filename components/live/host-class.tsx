'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { hostStorageKey, type ControlAction, type TraceMessage } from '@/lib/live/contract';
import { ClassResults } from './class-results';
import { ConnectionBanner, refusedMessage } from './connection-banner';
import { Histogram } from './histogram';
import { HostControls } from './host-controls';
import { HostQuestion } from './host-question';
import { JoinPanel } from './join-panel';
import { JoinedList } from './joined-list';
import { control } from './live-api';
import { PredictRunner } from './predict-runner';
import { RevealPanel, barsFor } from './reveal-panel';
import { useLiveStream } from './use-live-stream';
import { usePoliteText } from './use-polite-text';

/** The host's key for a class, kept on the device that started it. */
export function readHostKey(classId: string): string | null {
  try {
    return window.localStorage.getItem(hostStorageKey(classId));
  } catch {
    return null;
  }
}

/** The projected host screen of a running class. */
export function HostClass({ classId, hostKey }: { classId: string; hostKey: string }) {
  const { state, connection } = useLiveStream(classId, hostKey, true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  // "Show answers so far" holds for one moment (phase and question) only: it is off again after a change.
  const [peekAt, setPeekAt] = useState('');
  const [observed, setObserved] = useState<TraceMessage[] | null>(null);
  const main = useRef<HTMLDivElement>(null);
  const snap = state?.snap;
  const tally = snap?.host?.tally;
  const countText = tally ? `${tally.answered} of ${tally.learners} answered` : '';
  const spoken = usePoliteText(countText);

  const moment = snap ? `${snap.phase}:${snap.index}` : '';
  const peek = !!moment && peekAt === moment;
  // At the end the controls go away: focus moves to the results rather than to the top of the page.
  useEffect(() => {
    if (moment.startsWith('ended')) main.current?.querySelector<HTMLElement>('#results-title')?.focus();
  }, [moment, snap?.host?.results]);
  const keepObserved = useCallback((m: TraceMessage[] | null) => setObserved(m), []);

  const act = async (action: ControlAction) => {
    setBusy(true);
    setProblem('');
    const predict = action === 'reveal' && snap?.question?.predict;
    const result = await control(classId, hostKey, action, predict && observed ? { messages: observed } : undefined);
    setBusy(false);
    if (!result.ok) setProblem(result.error);
  };

  if (connection.status === 'refused')
    return (
      <div className="live-card" role="alert">
        <h1>{connection.httpStatus === 404 ? 'Class not found' : 'Cannot lead this class here'}</h1>
        <p>{refusedMessage(connection.httpStatus, false)}</p>
        <p>
          <a href="/quiz/sets">Start a new class from a set</a>
        </p>
      </div>
    );
  if (!snap?.host) return <ConnectionBanner connection={connection} learner={false} />;

  const question = snap.question;
  const position = `Question ${snap.index + 1} of ${snap.total}`;
  const predictWaiting = !!question?.predict && !observed;
  return (
    <div className="live-host">
      <header className="live-host__head">
        <p className="eyebrow">Live class · host</p>
        <h1>{snap.title || 'Live class'}</h1>
      </header>
      <ConnectionBanner connection={connection} learner={false} />
      <div className="live-host__layout">
        <div className="live-host__main" ref={main}>
          {snap.phase === 'ended' ? (
            snap.host.results ? (
              <ClassResults results={snap.host.results} classId={classId} hostKey={hostKey} title={snap.title} />
            ) : (
              <p role="status">The class has ended. Loading the results…</p>
            )
          ) : question ? (
            <>
              <HostQuestion question={question} position={position} />
              {snap.phase === 'lobby' ? (
                <p className="live-host__hint">Not open yet: learners see “wait”. Press “Open question” when ready.</p>
              ) : null}
              {snap.phase === 'open' || snap.phase === 'closed' ? (
                <>
                  <p className="live-count">
                    <span aria-hidden="true">{countText}</span>
                    {snap.phase === 'closed' ? ' · answers closed' : ''}
                  </p>
                  <p className="visually-hidden" role="status">
                    {spoken}
                  </p>
                  <p>
                    <label className="live-peek">
                      <input
                        type="checkbox"
                        checked={peek}
                        onChange={(e) => setPeekAt(e.target.checked ? moment : '')}
                      />{' '}
                      Show answers so far (on this screen only — hide it before projecting)
                    </label>
                  </p>
                  {peek && tally ? (
                    <Histogram
                      bars={barsFor(question, tally.histogram)}
                      answered={tally.answered}
                      caption="Answers so far"
                    />
                  ) : null}
                </>
              ) : null}
              {question.predict && snap.phase !== 'revealed' ? (
                <PredictRunner key={question.id} predict={question.predict} onObserved={keepObserved} />
              ) : null}
              {snap.phase === 'revealed' && snap.reveal ? (
                <RevealPanel question={question} reveal={snap.reveal} />
              ) : null}
            </>
          ) : (
            <p>
              Question {snap.index + 1} of {snap.total} is staged. Press “Open question” to show it to the class.
            </p>
          )}
          {snap.phase !== 'ended' ? (
            <HostControls
              phase={snap.phase}
              index={snap.index}
              total={snap.total}
              busy={busy}
              revealBlocked={predictWaiting ? 'Run the lab step first: the wire decides the right option.' : null}
              onAction={(a) => void act(a)}
            />
          ) : null}
          <p role="alert" className="live-problem">
            {problem}
          </p>
        </div>
        <aside className="live-host__aside">
          <JoinPanel joinCode={snap.host.joinCode} compact={snap.phase !== 'lobby' || snap.index > 0} />
          <JoinedList learners={snap.host.learners} />
        </aside>
      </div>
    </div>
  );
}
