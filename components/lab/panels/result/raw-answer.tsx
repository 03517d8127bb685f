import type { CallToolResult } from '@modelcontextprotocol/client';
import { classify } from '@/lib/mcp/classify';
import type { JsonRpcMessage } from '@/lib/mcp/types';
import { ResultBody } from './call-answer';
import { ChannelBanner, type AnswerKind } from './channel-banner';
import { JsonDetails } from './json-details';

export function rawKind(message: JsonRpcMessage): AnswerKind {
  try {
    return classify(message);
  } catch {
    return 'no-response';
  }
}

/** The answer to a raw (malformed) request, judged the same way as a normal call. */
export function RawAnswer({ message }: { message: JsonRpcMessage }) {
  const kind = rawKind(message);
  const result = 'result' in message && Array.isArray(message.result.content) ? message.result : undefined;
  return (
    <>
      <p className="result-block__meta">
        Raw request · id <code>{'id' in message ? String(message.id) : 'none'}</code>
      </p>
      <ChannelBanner kind={kind}>
        {'error' in message ? (
          <p className="result-channel__detail">
            Code <code>{message.error.code}</code>: {message.error.message}
          </p>
        ) : null}
      </ChannelBanner>
      {result ? <ResultBody result={result as unknown as CallToolResult} /> : null}
      <JsonDetails label="Full response as JSON" value={message} />
    </>
  );
}
