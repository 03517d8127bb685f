import type { Direction, JsonValue, TraceEntry } from '../types';

/** One wire message reduced to what a learner compares across eras: its method and a few key fields. */
export interface WireLine {
  seq: number;
  direction: Direction;
  kind: 'request' | 'notification' | 'result' | 'error';
  /** For a response, the method of the request it answers. */
  method: string;
  fields: string[];
}

type Obj = { [key: string]: JsonValue };
const isObj = (v: JsonValue | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const META_PREFIX = 'io.modelcontextprotocol/';

export function hasMetaEnvelope(params: JsonValue | undefined): boolean {
  return isObj(params) && isObj(params._meta) && Object.keys(params._meta).some((k) => k.startsWith(META_PREFIX));
}

export function hasMetaServerInfo(result: Obj): boolean {
  return isObj(result._meta) && `${META_PREFIX}serverInfo` in result._meta;
}

/** Legacy servers wrap a non-object structuredContent in an object with a single `result` key. */
export function isWrappedResult(value: JsonValue | undefined): boolean {
  return isObj(value) && Object.keys(value).length === 1 && 'result' in value;
}

export function shapeOf(value: JsonValue | undefined): string {
  if (Array.isArray(value)) return `array (${value.length})`;
  if (isWrappedResult(value)) return `{ result: ${shapeOf((value as Obj).result)} }`;
  if (isObj(value)) return 'object';
  return value === null ? 'null' : typeof value;
}

function requestFields(id: JsonValue | undefined, params: JsonValue | undefined): string[] {
  const fields = id === undefined ? [] : [`id ${JSON.stringify(id)}`];
  if (!isObj(params)) return fields;
  if (typeof params.name === 'string') fields.push(`tool ${params.name}`);
  if (typeof params.cursor === 'string') fields.push(`cursor ${JSON.stringify(params.cursor)}`);
  if (typeof params.protocolVersion === 'string') fields.push(`protocolVersion ${params.protocolVersion}`);
  if (hasMetaEnvelope(params)) fields.push('_meta envelope');
  return fields;
}

function resultFields(result: Obj): string[] {
  const fields: string[] = [];
  if (typeof result.resultType === 'string') fields.push(`resultType ${result.resultType}`);
  if (typeof result.protocolVersion === 'string') fields.push(`protocolVersion ${result.protocolVersion}`);
  if (Array.isArray(result.supportedVersions)) fields.push(`supportedVersions ${result.supportedVersions.join(', ')}`);
  if (Array.isArray(result.tools)) fields.push(`${result.tools.length} tools`);
  if ('nextCursor' in result) fields.push(`nextCursor ${JSON.stringify(result.nextCursor)}`);
  if ('structuredContent' in result) fields.push(`structuredContent: ${shapeOf(result.structuredContent)}`);
  if (result.isError === true) fields.push('isError true');
  if (typeof result.ttlMs === 'number') fields.push(`ttlMs ${result.ttlMs}`);
  if (typeof result.cacheScope === 'string') fields.push(`cacheScope ${result.cacheScope}`);
  if (isObj(result.serverInfo)) fields.push('serverInfo');
  if (hasMetaServerInfo(result)) fields.push('serverInfo in _meta');
  return fields;
}

/** Summarizes a trace line by line; responses are matched to their request by direction and id. */
export function summarizeTrace(entries: readonly TraceEntry[]): WireLine[] {
  const methodOf = new Map<string, string>();
  return entries.map(({ seq, direction, message }) => {
    if ('method' in message) {
      const id = 'id' in message ? message.id : undefined;
      if (id !== undefined) methodOf.set(`${direction}:${JSON.stringify(id)}`, message.method);
      const kind = id === undefined ? 'notification' : 'request';
      return { seq, direction, kind, method: message.method, fields: requestFields(id, message.params) };
    }
    const asker = direction === 'to-client' ? 'to-server' : 'to-client';
    const method = methodOf.get(`${asker}:${JSON.stringify(message.id ?? null)}`) ?? 'response';
    if ('error' in message)
      return { seq, direction, kind: 'error', method, fields: [`code ${message.error.code}`, message.error.message] };
    return { seq, direction, kind: 'result', method, fields: resultFields(message.result) };
  });
}
