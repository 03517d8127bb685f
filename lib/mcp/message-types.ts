import type { JsonRpcMessage } from './types';

/** The official schema type of each request or notification the lab sends or receives, by method. */
export const messageTypeByMethod: Record<string, string> = {
  'server/discover': 'DiscoverRequest',
  initialize: 'InitializeRequest',
  'tools/list': 'ListToolsRequest',
  'tools/call': 'CallToolRequest',
  'resources/read': 'ReadResourceRequest',
  'subscriptions/listen': 'SubscriptionsListenRequest',
  'notifications/initialized': 'InitializedNotification',
  'notifications/cancelled': 'CancelledNotification',
  'notifications/progress': 'ProgressNotification',
  'notifications/subscriptions/acknowledged': 'SubscriptionsAcknowledgedNotification',
  'notifications/tools/list_changed': 'ToolListChangedNotification',
};

/** The official result type of a response, by the method of the request it answers. */
export const resultTypeByMethod: Record<string, string> = {
  'server/discover': 'DiscoverResult',
  initialize: 'InitializeResult',
  'tools/list': 'ListToolsResult',
  'tools/call': 'CallToolResult',
  'resources/read': 'ReadResourceResult',
  'subscriptions/listen': 'SubscriptionsListenResult',
};

/**
 * What to validate a message as: the whole message for requests and notifications, the `result` for a
 * result (by the answered request's method), the whole envelope for an error. Null when the lab has no
 * mapping (the UI then says "not checked" instead of guessing).
 */
export function schemaTarget(
  message: JsonRpcMessage,
  answeredMethod: string | undefined,
): { type: string; value: unknown } | null {
  if ('method' in message) {
    const type = messageTypeByMethod[message.method];
    return type ? { type, value: message } : null;
  }
  if ('error' in message) return { type: 'JSONRPCErrorResponse', value: message };
  if (!answeredMethod) return null;
  const result = message.result as { resultType?: unknown };
  if (result.resultType === 'input_required') return { type: 'InputRequiredResult', value: result };
  const type = resultTypeByMethod[answeredMethod];
  return type ? { type, value: result } : null;
}
