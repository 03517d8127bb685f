import type { JsonExample } from './collect';
import type { BuiltContent, PageBase } from './types';
import type { Question } from '../quiz/schema';

/**
 * The tools/call results in the course whose tool is known, so a test can hold each one against that tool's
 * real outputSchema. A result is tied to a tool by its fence meta (`tool=NAME`), by the CallToolRequest
 * example with the same id earlier on the page, or, for a hotspot question, by the one lab tool its prompt
 * names.
 */
export interface ToolResultExample {
  /** `file:line` of a fence, or `question ID` for a hotspot payload. */
  where: string;
  tool: string;
  /** True when the example is meant to break the tool's outputSchema (`tool-mismatch=NAME`). */
  mismatch: boolean;
  result: { isError?: unknown; structuredContent?: unknown; content?: unknown };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The tool a CallToolRequest example names, for its id. */
function requestedTools(examples: JsonExample[]): { line: number; id: unknown; tool: string }[] {
  return examples
    .filter((ex) => ex.type === 'CallToolRequest' && !ex.invalid)
    .flatMap((ex) => {
      const msg: unknown = JSON.parse(ex.source);
      if (!isObject(msg) || !isObject(msg.params) || typeof msg.params.name !== 'string') return [];
      return [{ line: ex.line, id: msg.id, tool: msg.params.name }];
    });
}

function fenceResults(page: PageBase): ToolResultExample[] {
  const requests = requestedTools(page.examples);
  return page.examples.flatMap((ex) => {
    if (ex.invalid || (ex.type !== 'CallToolResult' && ex.type !== 'CallToolResultResponse')) return [];
    const msg: unknown = JSON.parse(ex.source);
    const result = ex.type === 'CallToolResultResponse' && isObject(msg) ? msg.result : msg;
    if (!isObject(result) || result.resultType === 'input_required') return [];
    // The closest earlier request with the same JSON-RPC id is the one this response answers.
    const answered =
      ex.type === 'CallToolResultResponse' && isObject(msg)
        ? requests.filter((r) => r.line < ex.line && r.id === msg.id).at(-1)?.tool
        : undefined;
    const tool = ex.tool?.name ?? answered;
    if (!tool) return [];
    return [{ where: `${page.file}:${ex.line}`, tool, mismatch: ex.tool?.mismatch ?? false, result }];
  });
}

function hotspotResult(q: Question, toolNames: ReadonlySet<string>): ToolResultExample[] {
  if (q.type !== 'hotspot') return [];
  const payload: unknown = JSON.parse(q.payload);
  const result = isObject(payload) ? payload.result : undefined;
  if (!isObject(result) || !('content' in result)) return [];
  const named = new Set([...q.prompt.matchAll(/`([\w-]+)`/g)].map((m) => m[1]).filter((n) => toolNames.has(n)));
  if (named.size !== 1) return [];
  // The question's deliberate fault: when it lies in the fields the check reads, there is nothing to hold
  // against the schema.
  const fault = q.options.find((o) => o.correct)?.id ?? '';
  if (/^\/result\/(structuredContent|isError)(\/|$)/.test(fault)) return [];
  return [{ where: `question ${q.id}`, tool: [...named][0], mismatch: false, result }];
}

export function toolResultExamples(content: BuiltContent, toolNames: ReadonlySet<string>): ToolResultExample[] {
  return [
    ...[...content.lessons, ...content.cards].flatMap(fenceResults),
    ...content.questions.flatMap((q) => hotspotResult(q, toolNames)),
  ];
}
