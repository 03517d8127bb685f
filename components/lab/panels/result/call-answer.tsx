'use client';

import { useMemo } from 'react';
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { CallRecord } from '@/lib/mcp/lab/controller';
import { useLab } from '../../lab-context';
import { answerTitles, ChannelBanner, type AnswerKind } from './channel-banner';
import { ContentBlocks } from './content-blocks';
import { StructuredOutput } from './structured-output';
import { JsonDetails } from './json-details';

const noResponseWhy = {
  dropped: 'The lab dropped the response on its way back.',
  'stream-lost': 'Its SSE response stream broke before the answer; streams cannot be resumed, only sent again.',
  cancelled: 'The call was cancelled before it finished, so no answer is expected.',
} as const;

/** What the panel announces: every layer that answered, in order. */
export function callAnnouncement(kinds: AnswerKind[], tool: string): string {
  return `${tool || 'Call'}: ${kinds.map((k) => answerTitles[k]).join(', then ')}`;
}

/** The layers that answered a call, in order: input_required first when the server asked for input. */
export function useCallKinds(record: CallRecord | null): AnswerKind[] {
  const lab = useLab();
  const outcome = record?.outcome;
  return useMemo(() => {
    if (!outcome) return [];
    if (outcome.channel === 'jsonrpc-error' || outcome.channel === 'no-response') return [outcome.channel];
    return lab.askedForInput(outcome.id) ? ['input-answered', outcome.channel] : [outcome.channel];
  }, [lab, outcome]);
}

/** The last tools/call: which layers answered, then its content, structured output and full JSON. */
export function CallAnswer({ record, kinds }: { record: CallRecord; kinds: AnswerKind[] }) {
  const lab = useLab();
  const { outcome } = record;
  const outputSchema = lab.toolDefinition(record.tool)?.outputSchema;
  return (
    <>
      <p className="result-block__meta">
        <code>tools/call</code> {record.tool ? <code>{record.tool}</code> : null} · request id{' '}
        <code>{String(outcome.id)}</code>
      </p>
      {kinds.map((kind) => (
        <ChannelBanner key={kind} kind={kind}>
          {outcome.channel === 'jsonrpc-error' && kind === 'jsonrpc-error' ? (
            <p className="result-channel__detail">
              Code <code>{outcome.code}</code>: {outcome.message}
            </p>
          ) : null}
          {outcome.channel === 'no-response' ? (
            <p className="result-channel__detail">{noResponseWhy[outcome.reason]}</p>
          ) : null}
        </ChannelBanner>
      ))}
      {'result' in outcome ? <ResultBody result={outcome.result} outputSchema={outputSchema} /> : null}
    </>
  );
}

export function ResultBody({ result, outputSchema }: { result: CallToolResult; outputSchema?: object }) {
  return (
    <>
      <h4 className="result-panel__subtitle">Content</h4>
      <ContentBlocks blocks={Array.isArray(result.content) ? result.content : []} />
      <StructuredOutput result={result} outputSchema={outputSchema} />
      <JsonDetails label="Full result as JSON" value={result} />
    </>
  );
}
