'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useProgress, useProgressStoreApi } from '@/components/progress/use-progress';
import type { SandboxCaseResult } from '@/lib/sandbox/protocol';
import { coolSandbox, runInSandbox, warmSandbox } from '@/lib/sandbox/run-in-sandbox';
import { TestResults } from './test-results';
import './exercises.css';

// CodeMirror loads only here; until it has, the starter code reads as plain text.
const CodeEditor = dynamic(() => import('./code-editor').then((m) => m.CodeEditor), {
  ssr: false,
  loading: () => <p className="code-editor code-editor--loading">Loading the editor…</p>,
});

/**
 * An exercise's editor, "Run tests" and results. The learner's code runs only in the sandbox worker
 * (lib/sandbox), one case at a time, each stopped after 3 s; the page stays responsive throughout. Each run
 * is saved with the learner's progress, with the code when every case passed.
 */
export function ExerciseWorkbench({
  id,
  starter,
  solution,
  caseNames,
  sandbox,
}: {
  id: string;
  starter: string;
  solution: string;
  caseNames: string[];
  /** The exercise's cases chunk, which the sandbox worker evaluates (lib/sandbox/load-cases.ts), and its worker. */
  sandbox: { cases: string; url: string };
}) {
  const code = useRef(starter);
  const setCode = useRef<(code: string) => void>(() => undefined);
  const [results, setResults] = useState<SandboxCaseResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const [showSolution, setShowSolution] = useState(false);
  const passing = useProgress((s) => s.exercises[id]?.passing);
  const store = useProgressStoreApi();
  // The sandbox's script loads and compiles in its worker, off this thread, while the learner reads.
  useEffect(() => {
    warmSandbox(sandbox.url);
    return coolSandbox;
  }, [sandbox.url]);

  const run = async () => {
    setRunning(true);
    setResults([]);
    const source = code.current;
    const all = await runInSandbox({
      id,
      source,
      cases: sandbox.cases,
      url: sandbox.url,
      caseNames,
      onResult: (i, r) => setResults((prev) => Object.assign([...(prev ?? [])], { [i]: r })),
    });
    setRunning(false);
    warmSandbox(sandbox.url);
    const passed = all.filter((r) => r.status === 'passed').length;
    store.getState().recordExerciseRun(id, { passed, failed: all.length - passed, code: source });
  };

  const done = results?.filter(Boolean) ?? [];
  const passed = done.filter((r) => r.status === 'passed').length;
  const failedRun = !running && done.length > 0 && passed < done.length;
  const replace = (text: string) => setCode.current(text);

  return (
    <section className="workbench" aria-labelledby="workbench-title">
      <h2 id="workbench-title">Your code</h2>
      <p id="editor-help" className="workbench__help">
        TypeScript. <kbd>Tab</kbd> leaves the editor; indent with <kbd>Ctrl</kbd>+<kbd>]</kbd>, undo with{' '}
        <kbd>Ctrl</kbd>+<kbd>Z</kbd>.
      </p>
      <CodeEditor initial={starter} onChange={(c) => (code.current = c)} setCode={(set) => (setCode.current = set)} />
      <div className="workbench__actions">
        <button type="button" className="button button--primary" onClick={() => void run()} disabled={running}>
          Run tests
        </button>
        <button type="button" className="button" onClick={() => replace(starter)} disabled={running}>
          Reset to the starter
        </button>
        {passing ? (
          <button type="button" className="button" onClick={() => replace(passing.code)} disabled={running}>
            Load your passing code
          </button>
        ) : null}
      </div>
      <p role="status" className="workbench__status">
        {running
          ? `Running case ${Math.min(done.length + 1, caseNames.length)} of ${caseNames.length}…`
          : results
            ? `${passed} of ${caseNames.length} cases passed.`
            : passing
              ? 'You have passed every case of this exercise before.'
              : ''}
      </p>
      {results ? <TestResults results={done} /> : null}
      {failedRun || showSolution ? (
        <div className="workbench__solution">
          {showSolution ? (
            <>
              <h3>The reference solution</h3>
              <pre className="workbench__solution-code">
                <code>{solution}</code>
              </pre>
              <button type="button" className="button" onClick={() => replace(solution)}>
                Put it in the editor
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setShowSolution(true)}>
              Show the reference solution
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
