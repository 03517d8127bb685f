import type { CaseResult } from '@/lib/exercises/types';
import { MAX_MESSAGE_CHARS, MAX_TRACE_ENTRIES } from './protocol';

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * A case's result made small enough to send: the message and rule cut to what the page accepts, and the trace
 * kept from its start (where a failure's request is) until the whole fits in the page's message limit.
 */
export function fitResult(result: CaseResult): CaseResult {
  const fitted: CaseResult = {
    name: cut(String(result.name), 300),
    status: result.status,
    message: cut(String(result.message), 8_000),
    trace: result.trace.slice(0, MAX_TRACE_ENTRIES),
    durationMs: Math.max(0, Number(result.durationMs) || 0),
  };
  if (result.rule) fitted.rule = { text: cut(result.rule.text, 1_000), href: cut(result.rule.href, 300) };
  // Leave room for the envelope ({ type: 'result', result }).
  while (fitted.trace.length > 0 && JSON.stringify(fitted).length > MAX_MESSAGE_CHARS - 100)
    fitted.trace = fitted.trace.slice(0, Math.floor(fitted.trace.length / 2));
  return fitted;
}
