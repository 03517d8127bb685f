/** The two protocol revisions the lab speaks: the modern one it teaches, and the legacy one to compare. */
export type Era = '2026-07-28' | '2025-11-25';
export const MODERN: Era = '2026-07-28';
export const LEGACY: Era = '2025-11-25';

export type Direction = 'to-server' | 'to-client';

/** How the lab's client reaches its server: in memory (stdio-like), or Streamable HTTP inside the tab. */
export type Transport = 'memory' | 'http';

/**
 * The HTTP exchange that carried a message, when the lab runs over Streamable HTTP (optional in the export).
 * A request message carries the POST and the response's status line; a message the server sent carries
 * its exchange's status and where in the response it came: the JSON body, or the nth SSE event.
 */
export interface HttpDetail {
  /** The exchange's number in the session, from 1. */
  exchange: number;
  request?: { method: string; path: string; headers: Record<string, string> };
  response: {
    status: number;
    headers: Record<string, string>;
    /** For a server message: the body it was, or its position among the SSE events. */
    body?: 'json' | { sseEvent: number };
  };
}

/** One JSON-RPC message as it crossed the wire. The export format is a JSON array of these (a contract). */
export interface TraceEntry {
  seq: number;
  /** Milliseconds since the session started. */
  at: number;
  direction: Direction;
  era: Era;
  message: JsonRpcMessage;
  /** Present only over Streamable HTTP. */
  http?: HttpDetail;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
export type RequestId = string | number;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: RequestId;
  method: string;
  params?: JsonObject;
}
export interface JsonRpcNotification {
  jsonrpc: '2.0';
  method: string;
  params?: JsonObject;
}
export interface JsonRpcResultResponse {
  jsonrpc: '2.0';
  id: RequestId;
  result: JsonObject;
}
export interface JsonRpcErrorResponse {
  jsonrpc: '2.0';
  id?: RequestId | null;
  error: { code: number; message: string; data?: JsonValue };
}
export type JsonRpcMessage = JsonRpcRequest | JsonRpcNotification | JsonRpcResultResponse | JsonRpcErrorResponse;

export function isRequest(m: JsonRpcMessage): m is JsonRpcRequest {
  return 'method' in m && 'id' in m && m.id !== undefined;
}
export function isNotification(m: JsonRpcMessage): m is JsonRpcNotification {
  return 'method' in m && !('id' in m && m.id !== undefined);
}
export function isResponse(m: JsonRpcMessage): m is JsonRpcResultResponse | JsonRpcErrorResponse {
  return !('method' in m) && ('result' in m || 'error' in m);
}
