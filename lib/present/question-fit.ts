import type { Question } from '../quiz/schema';

/**
 * How large a presented question can be and still fit its 1152×620 slide, estimated from its text (the same
 * kind of estimate as lib/content/slide-size.ts, checked in Chromium by tests/e2e/present-overflow.spec.ts).
 * `large` is the default: 36 px prompt, 28 px options. Revealing adds every explanation, so a question may
 * step down a size when its answer comes up.
 */
export type QuestionDensity = 'large' | 'medium' | 'small' | 'tiny';

const levels: { density: QuestionDensity; scale: number }[] = [
  { density: 'large', scale: 1 },
  { density: 'medium', scale: 0.86 },
  { density: 'small', scale: 0.75 },
  { density: 'tiny', scale: 0.64 },
];

/** The slide's 620 px less the Reveal row. */
const BUDGET = 515;
const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / perLine));

/** Estimated height in px at a font scale (1 = 28 px options). */
export function questionHeight(question: Question, revealed: boolean, scale: number): number {
  const per = (chars: number) => Math.floor(chars / scale);
  let h = 44 * scale + lines(question.prompt, per(52)) * 46 * scale + 16;
  // A hotspot's options sit beside the payload (which scrolls in its own box when it is long): half the width.
  const width = question.type === 'hotspot' ? 0.45 : 1;
  if ('options' in question) {
    for (const o of question.options) {
      // A hotspot option shows its JSON Pointer (in code, wider) before its text.
      const shown = question.type === 'hotspot' ? `${o.id}${o.id} ${o.text}` : o.text;
      h += Math.max(48 * scale, lines(shown, per(60 * width)) * 38 * scale) + 28;
      if (revealed && question.type !== 'order') h += lines(o.explanation, per(76 * width)) * 31 * scale + 6;
    }
    if (revealed && question.type === 'order')
      h += 60 + question.options.reduce((n, o) => n + lines(`${o.text} — ${o.explanation}`, per(76)) * 31 * scale, 0);
  }
  if (revealed && (question.type === 'short' || question.type === 'lab'))
    h += 70 + lines(question.explanation, per(76)) * 31 * scale;
  return h;
}

/** The largest density at which the question fits (the smallest one when nothing fits). */
export function questionDensity(question: Question, revealed: boolean): QuestionDensity {
  if (question.type === 'lab') return revealed ? 'small' : 'medium';
  return (
    levels.find((l) => questionHeight(question, revealed, l.scale) <= BUDGET)?.density ??
    levels[levels.length - 1].density
  );
}
