'use client';

import { useState } from 'react';
import type { CallRecord } from '@/lib/mcp/lab/controller';
import type { JsonRpcMessage } from '@/lib/mcp/types';
import { useLabState } from '../lab-context';
import { CallAnswer, callAnnouncement, useCallKinds } from './result/call-answer';
import { answerTitles } from './result/channel-banner';
import { RawAnswer, rawKind } from './result/raw-answer';
import './result-panel.css';

type Latest = 'call' | 'raw' | null;

/** Shows whichever answered last, a tool call or a raw request: first which layer answered, then the content. */
export function ResultPanel() {
  const call = useLabState((s) => s.lastCall);
  const raw = useLabState((s) => s.lastRaw);
  // Both stay in state; the one that changed most recently is shown (derived during render, no effect).
  const [seen, setSeen] = useState<{ call: CallRecord | null; raw: JsonRpcMessage | null; latest: Latest }>({
    call,
    raw,
    latest: call ? 'call' : raw ? 'raw' : null,
  });
  if (seen.call !== call || seen.raw !== raw) {
    const changed: Latest = raw && raw !== seen.raw ? 'raw' : call && call !== seen.call ? 'call' : null;
    setSeen({ call, raw, latest: changed ?? (call ? 'call' : raw ? 'raw' : null) });
  }
  const showCall = seen.latest === 'call' ? call : null;
  const showRaw = seen.latest === 'raw' ? raw : null;
  const kinds = useCallKinds(showCall);
  const announcement = showCall
    ? callAnnouncement(kinds, showCall.tool)
    : showRaw
      ? `Raw request: ${answerTitles[rawKind(showRaw)]}`
      : '';

  return (
    <section className="lab-panel result-panel" aria-label="Result">
      <h3 className="lab-panel__title">Result</h3>
      {/* One live region, always mounted, so each new answer's channel is announced. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {showCall ? (
        <CallAnswer record={showCall} kinds={kinds} />
      ) : showRaw ? (
        <RawAnswer message={showRaw} />
      ) : (
        <p className="result-block__none">No call yet. Call a tool and its answer appears here.</p>
      )}
    </section>
  );
}
