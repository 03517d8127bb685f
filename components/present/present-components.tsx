import type { ReactNode } from 'react';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { loadContent } from '@/lib/content/load.server';
import type { SlidePlan } from '@/lib/content/slides';
import { scenario } from '@/lib/mcp/scenarios/catalog';
import { LabSlide } from './lab-slide';
import { QuestionSlot } from './question-slot';
import { SlideFrame } from './slide-frame';

/**
 * The component overrides that turn a lesson's compiled MDX into slides: `<Slide n>` (added by the build)
 * becomes a slide frame, a question becomes a presented question (its section's "Check yourself" adds nothing), a
 * lab a full-width lab.
 */
export function presentComponents(plan: SlidePlan[], options: { liveLabs: boolean } = { liveLabs: true }) {
  const byN = new Map(plan.map((p) => [p.n, p]));
  const questions = new Map(loadContent().questions.map((q) => [q.id, q]));
  return {
    Slide({ n, children }: { n: string; children?: ReactNode }) {
      const p = byN.get(Number(n));
      if (!p) throw new Error(`Slide ${n} is not in the lesson's plan`);
      return (
        <SlideFrame
          n={p.n}
          total={plan.length}
          kind={p.kind}
          continues={p.continued ? `${p.heading} (continued)` : undefined}
          codeSize={p.codeSize}
          fit={p.fit}
        >
          {children}
        </SlideFrame>
      );
    },
    // Presenting, each question is a slide of its own: no disclosure around them.
    CheckYourself: ({ children }: { children?: ReactNode }) => children,
    QuizQuestion({ id }: { id: string }) {
      const question = questions.get(id);
      if (!question) throw new Error(`QuizQuestion: no question "${id}" in the bank`);
      return <QuestionSlot question={question} />;
    },
    // The speaker window shows what the lab will do; the one running lab is in the presenter's window.
    Lab: options.liveLabs
      ? LabSlide
      : ({ preset }: { preset: string }) => <LabPlaceholder scenario={scenario(preset)} />,
  };
}
