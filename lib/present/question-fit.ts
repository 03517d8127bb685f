/**
 * How a projected question (components/present/question-view.tsx) is laid out on its 1152×620 slide,
 * estimated from its text (the same kind of estimate as lib/content/slide-size.ts, checked in Chromium by
 * tests/e2e/present-bank.spec.ts on every question of the bank). Option text never goes below 24 px at
 * 1280×720 and code never below 20 px: a question that does not fit even then keeps that size and its
 * options scroll inside the slide (a focusable region, arrow keys) rather than shrinking further.
 */
export type QuestionDensity = 'large' | 'medium' | 'small';

/** What the fit needs to know of an option: its text, a hotspot's JSON Pointer, a revealed explanation. */
export interface FitOption {
  text: string;
  pointer?: string;
  why?: string;
}

export interface FitInput {
  prompt: string;
  options: readonly FitOption[];
  /** A hotspot's options sit beside its payload, in the narrower column. */
  hotspot?: boolean;
  /** Text shown under the options once revealed (an order's right order, a short answer's explanation). */
  answer?: string;
}

export interface QuestionFit {
  density: QuestionDensity;
  /** Short options go in two columns: the slide's full width, half the height. */
  columns: 1 | 2;
}

/** Option text 28, 26 and 24 px: the last is the floor a room can read from the back. */
const levels: { density: QuestionDensity; scale: number }[] = [
  { density: 'large', scale: 1 },
  { density: 'medium', scale: 26 / 28 },
  { density: 'small', scale: 24 / 28 },
];

/** The slide's 620 px less the Reveal row under the question. */
const BUDGET = 530;
/** Characters per line at 28 px across the full width, and in one of two columns (estimated on the low side). */
const FULL = 62;
const HALF = 27;
/** A two-column option is at most this many lines at 28 px. */
const TWO_COLUMN_LINES = 2;

const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / perLine));
const shown = (o: FitOption) => (o.pointer ? `${o.pointer}${o.pointer} ${o.text}` : o.text);

/**
 * Whether the options go in two columns (the same at every density, and before and after the reveal): short
 * ones always; longer ones when one column would not fit even at 24 px and two columns would.
 */
export function questionColumns(input: FitInput): 1 | 2 {
  if (input.hotspot || input.options.length < 2) return 1;
  if (input.options.every((o) => lines(shown(o), HALF) <= TWO_COLUMN_LINES)) return 2;
  const small = levels[levels.length - 1].scale;
  const wide = input.options.length >= 4 && input.options.every((o) => lines(shown(o), HALF) <= 5);
  return wide && questionHeight(input, false, small, 1) > BUDGET && questionHeight(input, false, small, 2) <= BUDGET
    ? 2
    : 1;
}

/** Estimated height in px at a font scale (1 = 28 px options), with or without the explanations. */
export function questionHeight(input: FitInput, revealed: boolean, scale: number, columns: 1 | 2 = 1): number {
  const per = (chars: number) => Math.floor(chars / scale);
  let h = 40 * scale + lines(input.prompt, per(52)) * 45 * scale + 16;
  // A hotspot's options share the width with the payload (which scrolls in its own box when it is long).
  const width = input.hotspot ? 0.42 : columns === 2 ? HALF / FULL : 1;
  const heights = input.options.map((o) => {
    let oh = Math.max(48 * scale, lines(shown(o), per(FULL * width)) * 38 * scale) + 28;
    if (revealed && o.why) oh += lines(o.why, per(76 * width)) * 30 * scale + 6;
    return oh;
  });
  for (let i = 0; i < heights.length; i += columns) h += Math.max(...heights.slice(i, i + columns));
  if (revealed && input.answer) h += 60 + lines(input.answer, per(76)) * 31 * scale;
  return h;
}

/** The largest density at which the question fits; the smallest one (its options scrolling) when none does. */
export function questionFit(input: FitInput, revealed: boolean): QuestionFit {
  const columns = questionColumns(input);
  const level = levels.find((l) => questionHeight(input, revealed, l.scale, columns) <= BUDGET);
  return { density: (level ?? levels[levels.length - 1]).density, columns };
}
