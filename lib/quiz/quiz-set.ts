import { QUESTION_ID } from './question-id';

/**
 * Shareable quiz sets live entirely in a link: `?set=` lists question ids in order, `&title=` names the set.
 * No server keeps anything, so a link works for anyone, for as long as its questions stay in the bank — ids
 * are stable for ever once published. Options keep their own order too: every card shuffles with its id as
 * the seed (see shuffle.ts), so everyone who opens the link sees the same thing.
 */

/** Enough for any class; it keeps links under about 5 KB, which chat apps and mail clients carry intact. */
export const MAX_SET_SIZE = 100;
export const MAX_TITLE_LENGTH = 80;

export interface QuizSet {
  ids: string[];
  title: string;
}

export type ParsedSet = { ok: true; set: QuizSet; notes: string[] } | { ok: false; reason: string };

/** A title as it may be shown: one line of plain text, trimmed and cut to length. Never parsed as markup. */
export function cleanTitle(raw: string): string {
  // Control characters (newlines, bidi overrides included) would let a link rearrange the page's text.
  const oneLine = raw.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  return oneLine.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH).trim();
}

/**
 * The query string of a set's link. Ids need no escaping (they are `[a-z0-9.-]`), so the link stays readable:
 * `?set=paging.first-request-params,errors.two-channels`.
 */
export function setSearch({ ids, title }: QuizSet): string {
  const clean = cleanTitle(title);
  return `?set=${ids.join(',')}${clean ? `&title=${encodeURIComponent(clean)}` : ''}`;
}

/**
 * What a link's query string asks for; `null` when it names no set at all. Damaged parts are dropped with a
 * note rather than refusing the whole link: a learner with a half-pasted link still gets what survived.
 */
export function parseSetSearch(search: string): ParsedSet | null {
  const params = new URLSearchParams(search);
  const raw = params.get('set');
  if (raw === null) return null;
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return { ok: false, reason: 'This link names no questions.' };

  const notes: string[] = [];
  const valid = entries.filter((id) => QUESTION_ID.test(id));
  const malformed = entries.length - valid.length;
  if (malformed)
    notes.push(
      `${count(malformed, 'entry')} in the link ${malformed === 1 ? 'is' : 'are'} not a question id and ${malformed === 1 ? 'was' : 'were'} skipped.`,
    );
  const unique = [...new Set(valid)];
  if (unique.length < valid.length) notes.push(`Questions named twice are asked once.`);
  if (unique.length === 0) return { ok: false, reason: 'This link names no questions that could exist.' };
  if (unique.length > MAX_SET_SIZE)
    notes.push(`A set holds at most ${MAX_SET_SIZE} questions; the first ${MAX_SET_SIZE} are asked.`);
  return { ok: true, set: { ids: unique.slice(0, MAX_SET_SIZE), title: cleanTitle(params.get('title') ?? '') }, notes };
}

/** The set's questions from the bank, in the link's order, and the ids the bank no longer has. */
export function resolveSet<Q extends { id: string }>(ids: readonly string[], bank: readonly Q[]) {
  const byId = new Map(bank.map((q) => [q.id, q]));
  const questions: Q[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const q = byId.get(id);
    if (q) questions.push(q);
    else missing.push(id);
  }
  return { questions, missing };
}

export type OpenedSet<Q> = { ok: true; title: string; questions: Q[]; notes: string[] } | { ok: false; reason: string };

/**
 * A link's set as the bank has it today: its questions in the link's order, and notes on anything dropped on
 * the way (damaged entries, repeats, questions the bank no longer has). `null` when the link names no set.
 */
export function openSet<Q extends { id: string }>(search: string, bank: readonly Q[]): OpenedSet<Q> | null {
  const parsed = parseSetSearch(search);
  if (!parsed || !parsed.ok) return parsed;
  const { questions, missing } = resolveSet(parsed.set.ids, bank);
  const notes = [...parsed.notes];
  const one = missing.length === 1;
  if (missing.length)
    notes.push(
      `${count(missing.length, 'question')} in this link ${one ? 'is' : 'are'} no longer in the bank and ${one ? 'was' : 'were'} left out.`,
    );
  return { ok: true, title: parsed.set.title, questions, notes };
}

/** "1 entry", "3 entries", "2 questions". */
export function count(n: number, noun: string): string {
  if (n === 1) return `1 ${noun}`;
  return `${n} ${noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`}`;
}
