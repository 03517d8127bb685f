import { channelLabels } from '@/lib/mcp/classify';

/** Which layer answered: the final channel, plus input_required when the server asked first. */
export type AnswerKind =
  'jsonrpc-error' | 'tool-error' | 'success' | 'input-required' | 'input-answered' | 'no-response';

export const answerTitles: Record<AnswerKind, string> = {
  'jsonrpc-error': 'JSON-RPC error (protocol channel)',
  'tool-error': 'Tool result with isError: true (the tool ran and reports a failure)',
  success: 'Success',
  'input-required': 'input_required (the server needs more input; the client did not retry)',
  'input-answered': 'input_required (the server asked for more input; the client answered and retried)',
  'no-response': 'No response — the response was lost (pending)',
};

const explanations: Record<AnswerKind, string> = {
  'jsonrpc-error': channelLabels['jsonrpc-error'],
  'tool-error': channelLabels['tool-error'],
  success: channelLabels.success,
  'input-required': channelLabels['input-required'],
  'input-answered': channelLabels['input-required'],
  'no-response': 'The request went out but its answer never arrived: the tool may or may not have run.',
};

// Each answer has its own symbol and outline shape, so no state depends on colour.
const icons: Record<AnswerKind, string> = {
  'jsonrpc-error': '✕',
  'tool-error': '⚠\uFE0E',
  success: '✓',
  'input-required': '?',
  'input-answered': '↻',
  'no-response': '…',
};

export function ChannelBanner({ kind, children }: { kind: AnswerKind; children?: React.ReactNode }) {
  return (
    <div className={`result-channel result-channel--${kind}`}>
      <span className={`result-channel__icon result-channel__icon--${kind}`} aria-hidden="true">
        {icons[kind]}
      </span>
      <div className="result-channel__words">
        <p className="result-channel__title">{answerTitles[kind]}</p>
        <p className="result-channel__explain">{explanations[kind]}</p>
        {children}
      </div>
    </div>
  );
}
