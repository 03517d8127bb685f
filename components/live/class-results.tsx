'use client';

import { useState } from 'react';
import type { Results } from '@/lib/live/contract';
import { downloadText } from '@/components/ui/download';
import { InlineCode } from '@/components/quiz/inline-code';
import { fetchResultsCsv } from './live-api';

/** At the end: how each question went, a leaderboard the host shows only if they want, and the CSV. */
export function ClassResults({
  results,
  classId,
  hostKey,
  title,
}: {
  results: Results;
  classId: string;
  hostKey: string;
  title: string;
}) {
  const [showBoard, setShowBoard] = useState(false);
  const [csvProblem, setCsvProblem] = useState('');
  const download = async () => {
    const csv = await fetchResultsCsv(classId, hostKey);
    if (!csv.ok) return setCsvProblem(`The results could not be downloaded: ${csv.error}`);
    setCsvProblem('');
    const name = (title || 'live-class')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    downloadText(csv.value, `${name || 'live-class'}-results.csv`, 'text/csv');
  };
  return (
    <section className="live-results" aria-labelledby="results-title">
      <h2 id="results-title" tabIndex={-1}>
        Results
      </h2>
      <div className="live-table-wrap" tabIndex={0} role="region" aria-label="Results by question">
        <table className="live-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Question</th>
              <th scope="col">Answered</th>
              <th scope="col">Right</th>
            </tr>
          </thead>
          <tbody>
            {results.questions.map((q) => (
              <tr key={q.index}>
                <td>{q.index + 1}</td>
                <td>
                  <InlineCode text={q.prompt} />
                </td>
                <td>{q.answered}</td>
                <td>{q.right}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="live-results__actions">
        <button type="button" className="button button--primary" onClick={() => void download()}>
          Download results (CSV)
        </button>{' '}
        <button type="button" className="button" aria-expanded={showBoard} onClick={() => setShowBoard((s) => !s)}>
          {showBoard ? 'Hide leaderboard' : 'Show leaderboard'}
        </button>
      </p>
      {csvProblem ? <p role="alert">{csvProblem}</p> : null}
      {showBoard ? (
        <ol className="live-leaderboard" aria-label="Leaderboard">
          {results.leaderboard.map((l, i) => (
            <li key={`${l.nickname}-${i}`}>
              <bdi>{l.nickname}</bdi> <span className="live-leaderboard__score">{l.score} points</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
