/**
 * Which layer answered a request. Works on a JSON-RPC response, a bare result, or a bare error object,
 * so it can judge the wire, the lab's results and the official examples alike.
 */
export type Channel = 'jsonrpc-error' | 'tool-error' | 'input-required' | 'success';

export const channelLabels: Record<Channel, string> = {
  'jsonrpc-error': 'JSON-RPC error: the request was rejected before or instead of a result',
  'tool-error': 'Tool result with isError: true: the tool ran and reports a failure',
  'input-required': 'input_required: the server needs more input before it can finish',
  success: 'Success: a complete result',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function classifyResult(result: Record<string, unknown>): Channel {
  if (result.resultType === 'input_required') return 'input-required';
  if (result.isError === true) return 'tool-error';
  return 'success';
}

export function classify(value: unknown): Channel {
  if (!isObject(value)) throw new TypeError('not a JSON-RPC message, result or error object');
  if (isObject(value.error)) return 'jsonrpc-error';
  if (isObject(value.result)) return classifyResult(value.result);
  // A bare error object: { code, message, data? } with nothing of a result.
  if (typeof value.code === 'number' && typeof value.message === 'string' && !('content' in value)) {
    return 'jsonrpc-error';
  }
  return classifyResult(value);
}
