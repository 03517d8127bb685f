import { Validator, type Schema } from '@cfworker/json-schema';
import type { OutputJudge } from './output-judge';

export type { OutputJudge } from './output-judge';

export interface OutputCheck {
  judge: OutputJudge;
  /** undefined when there was nothing to check. */
  valid?: boolean;
  /** The validator's first errors, as "where: what". */
  errors: string[];
  /** One sentence for people. */
  note: string;
}

interface ResultLike {
  isError?: boolean;
  structuredContent?: unknown;
  content?: { type: string; text?: string }[];
}

const SERVER_REJECTION = 'Output validation error';
const MAX_ERRORS = 3;

/**
 * Judges a tool result against the tool's outputSchema with @cfworker/json-schema (no eval, so it runs under
 * the lab's CSP as well as in Node). A server that validated its own output and failed sends an isError
 * result whose text starts "Output validation error": then the server was the judge, not us.
 */
export function checkOutput(outputSchema: object | undefined, result: ResultLike): OutputCheck {
  const firstText = result.content?.find((b) => b.type === 'text')?.text ?? '';
  if (result.isError && firstText.startsWith(SERVER_REJECTION)) {
    return {
      judge: 'server',
      valid: false,
      errors: [firstText],
      note: 'The server checked the output against its own outputSchema, found a mismatch and sent isError: true instead.',
    };
  }
  if (!outputSchema) {
    return { judge: 'nobody', errors: [], note: 'The tool declares no outputSchema (or the client has not seen it).' };
  }
  if (result.isError) {
    return { judge: 'nobody', errors: [], note: 'An error result is not checked against outputSchema.' };
  }
  if (result.structuredContent === undefined) {
    return {
      judge: 'client',
      valid: false,
      errors: ['structuredContent is missing although the tool declares an outputSchema.'],
      note: 'A tool with an outputSchema must return structuredContent that matches it.',
    };
  }
  const { valid, errors } = new Validator(outputSchema as Schema, '2020-12', false).validate(result.structuredContent);
  return {
    judge: 'client',
    valid,
    errors: errors.slice(0, MAX_ERRORS).map((e) => `${e.instanceLocation || '#'}: ${e.error}`),
    note: valid ? 'structuredContent matches the outputSchema.' : 'structuredContent does not match the outputSchema.',
  };
}
