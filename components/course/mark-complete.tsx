'use client';

import { useProgress, useProgressHydrated } from '@/components/progress/use-progress';

export function MarkComplete({ slug }: { slug: string }) {
  const hydrated = useProgressHydrated();
  const completedAt = useProgress((s) => s.lessons[slug]?.completedAt ?? null);
  const markComplete = useProgress((s) => s.markComplete);
  const markIncomplete = useProgress((s) => s.markIncomplete);
  const done = completedAt !== null;
  return (
    <div className="mark-complete">
      <button
        type="button"
        className={done ? 'button button--done' : 'button button--primary'}
        aria-pressed={done}
        disabled={!hydrated}
        onClick={() => (done ? markIncomplete(slug) : markComplete(slug))}
      >
        {done ? '✓ Completed' : 'Mark complete'}
      </button>
      <p className="mark-complete__note" aria-live="polite">
        {done ? `Marked complete on ${new Date(completedAt).toLocaleDateString()}. Press again to undo.` : ''}
      </p>
    </div>
  );
}
