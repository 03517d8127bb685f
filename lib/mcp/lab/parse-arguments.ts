import type { JsonObject } from '../types';

/** The most the lab sends as tools/call arguments, in UTF-8 bytes. */
export const MAX_ARGUMENT_BYTES = 1024 * 1024;
/** The deepest nesting of objects and arrays the lab accepts (the arguments object itself is level 1). */
export const MAX_ARGUMENT_DEPTH = 64;
/** Keys that could reach an object's prototype if the arguments were ever merged into another object. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export type ParsedArguments = { ok: true; value: JsonObject; bytes: number } | { ok: false; error: string };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** UTF-8 length without encoding the whole text when it is obviously too long (every UTF-16 unit is ≥ 1 byte). */
function utf8Length(text: string): number {
  if (text.length > MAX_ARGUMENT_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

/** Deepest bracket nesting outside strings, found by one pass over the text: no recursion, no parse. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/** The path of the first forbidden key, walking the parsed value with an explicit stack. */
function findForbiddenKey(root: unknown): { key: string; path: string } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: 'arguments' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]` }));
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.includes(key)) return { key, path: `${path}.${key}` };
      stack.push({ value: (value as Record<string, unknown>)[key], path: `${path}.${key}` });
    }
  }
  return undefined;
}

/**
 * Checks the raw arguments a learner typed, cheapest check first, so that nothing harmful is ever parsed
 * or sent: size before parsing, depth before parsing (a deep value could overflow a recursive walk later),
 * then JSON syntax, then the shape (an object) and keys that could pollute prototypes.
 */
export function parseArguments(text: string): ParsedArguments {
  const bytes = utf8Length(text);
  if (bytes > MAX_ARGUMENT_BYTES) {
    return { ok: false, error: `Arguments are too large (${megabytes(bytes)}); the lab sends at most 1 MB.` };
  }
  const depth = jsonDepth(text);
  if (depth > MAX_ARGUMENT_DEPTH) {
    return {
      ok: false,
      error: `Arguments are nested too deeply (${depth} levels); the lab accepts at most ${MAX_ARGUMENT_DEPTH}.`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `Arguments are not valid JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'Arguments must be a JSON object, such as {} or {"date": "2026-09-15"}.' };
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden) {
    return {
      ok: false,
      error:
        `Arguments contain the key "${forbidden.key}" (at ${forbidden.path}), which the lab refuses: ` +
        '__proto__, constructor and prototype keys can pollute object prototypes.',
    };
  }
  return { ok: true, value: value as JsonObject, bytes };
}
