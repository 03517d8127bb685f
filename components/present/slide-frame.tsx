import type { ReactNode } from 'react';
import { SlideScope } from './deck-context';

interface Props {
  n: number;
  total: number;
  kind: 'title' | 'content' | 'lab' | 'question';
  /** Shown small at the top of a section's later slides, so the room knows where it is. */
  continues?: string;
  /** px; set when the build shrank this slide's code to fit. */
  codeSize?: number;
  /** Zoom for a block that cannot split and would not fit otherwise (lib/content/slides.ts). */
  fit?: number;
  children: ReactNode;
}

/** One slide: a 1152×620 box on the stage, hidden until the deck makes it current. */
export function SlideFrame({ n, total, kind, continues, codeSize, fit, children }: Props) {
  return (
    <section
      className={`slide slide--${kind}${codeSize ? ` slide--code-${codeSize}` : ''}`}
      data-slide={n}
      data-current={n === 1 ? '' : undefined}
      aria-roledescription="slide"
      aria-label={`${n} of ${total}`}
    >
      {continues ? <p className="slide__continues">{continues}</p> : null}
      <SlideScope n={n}>
        <div className="slide__body prose" style={fit ? { zoom: fit } : undefined}>
          {children}
        </div>
      </SlideScope>
    </section>
  );
}
