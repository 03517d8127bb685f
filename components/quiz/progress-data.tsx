'use client';

import { useState } from 'react';
import { useProgress } from '@/components/progress/use-progress';
import { downloadText } from '@/components/ui/download';
import { exportProgress, MAX_IMPORT_BYTES, parseProgressFile } from '@/lib/progress/transfer';

/** Progress out to a file and back in: the file is checked before anything changes, and importing only adds. */
export function ProgressData() {
  const state = useProgress((s) => s);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const importFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      setMessage({ kind: 'error', text: `Nothing was imported: ${file.name} is larger than 5 MB.` });
      return;
    }
    const result = parseProgressFile(await file.text());
    if (!result.ok) {
      setMessage({
        kind: 'error',
        text: `Nothing was imported: ${file.name} cannot be used, because ${result.error}.`,
      });
      return;
    }
    state.importProgress(result.progress);
    const answers = Object.values(result.progress.attempts).reduce((n, list) => n + list.length, 0);
    setMessage({
      kind: 'ok',
      text: `Imported ${file.name}: ${answers} answers and ${result.progress.examHistory.length} exams added to what was here.`,
    });
  };

  return (
    <section aria-labelledby="dash-data" className="dash-card">
      <h2 id="dash-data">Your data</h2>
      <p>
        Progress lives in this browser unless you sync it (below). Save it to a file to keep it safe or to move it to
        another browser.
      </p>
      <div className="quiz-q__actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            downloadText(
              exportProgress({
                lessons: state.lessons,
                attempts: state.attempts,
                exam: state.exam,
                examHistory: state.examHistory,
                exercises: state.exercises,
              }),
              `mcpa-lab-progress-${new Date().toISOString().slice(0, 10)}.json`,
            )
          }
        >
          Export progress
        </button>
        <label className="button">
          Import progress…
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      <p
        role={message?.kind === 'error' ? 'alert' : 'status'}
        className={message?.kind === 'error' ? 'exam-setup__error' : ''}
      >
        {message ? `${message.kind === 'error' ? '✗' : '✓'} ${message.text}` : ''}
      </p>
    </section>
  );
}
