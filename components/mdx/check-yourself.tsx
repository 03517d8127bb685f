'use client';

import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useProgress, useProgressHydrated } from '@/components/progress/use-progress';
import { questionAnchor } from './question-anchor';

interface Props {
  lesson: string;
  /** The `##` section's anchor (its heading's id). */
  section: string;
  count: string;
  /** The ids of its questions, space-separated: a link to `#q-ID` opens the disclosure. */
  questions: string;
  children?: ReactNode;
}

const subscribeHash = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};
const readHash = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * A section's questions behind one "Check yourself (N)" at its end (lib/content/check-yourself.ts gathers them
 * at build). Closed by default; opening it is remembered per learner, lesson and section in the progress store.
 * A link to one of its questions (`#q-ID`) opens it for that visit, without remembering it, and scrolls there.
 */
export function CheckYourself({ lesson, section, count, questions, children }: Props) {
  const panel = useId();
  const hydrated = useProgressHydrated();
  const remembered = useProgress((s) => s.lessons[lesson]?.checksOpen?.includes(section) ?? false);
  const setCheckOpen = useProgress((s) => s.setCheckOpen);
  const hash = useSyncExternalStore(subscribeHash, readHash, () => '');
  const targeted = questions.split(' ').some((id) => hash === questionAnchor(id)) ? hash : null;
  // Opened by a link, it stays open for this visit (another link does not close it) until the learner closes it;
  // then it stays closed while the address still names that question.
  const [linked, setLinked] = useState(false);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (closedFor !== null && targeted !== closedFor) setClosedFor(null);
  if (targeted !== null && targeted !== closedFor && !linked) setLinked(true);
  const open = remembered || linked;

  useEffect(() => {
    // The browser could not scroll to a question that was hidden; now it shows, go there.
    if (targeted) document.getElementById(targeted)?.scrollIntoView({ block: 'start' });
  }, [targeted]);

  const toggle = () => {
    setCheckOpen(lesson, section, !open);
    if (open) {
      setLinked(false);
      setClosedFor(targeted);
    }
  };

  return (
    <div className="check-yourself">
      <button
        type="button"
        className="button check-yourself__toggle"
        aria-expanded={open}
        aria-controls={panel}
        aria-describedby={section || undefined}
        // Until saved progress is read, a change could not be saved without writing over it.
        disabled={!hydrated}
        onClick={toggle}
      >
        <span className="check-yourself__icon" aria-hidden="true" />
        Check yourself ({count})
      </button>
      <div id={panel} className="check-yourself__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
