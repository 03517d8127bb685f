'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStageScale } from './use-stage-scale';

/**
 * The next slide, small: a copy of its server-rendered HTML (ids removed, nothing focusable), so the speaker
 * sees what comes without a second live lab or a second set of controls.
 */
export function NextPreview({
  slides,
  n,
  label,
}: {
  slides: RefObject<HTMLElement | null>;
  n: number;
  label?: string;
}) {
  const target = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scale = useStageScale(box);
  useEffect(() => {
    const source = slides.current?.querySelector<HTMLElement>(`[data-slide="${n}"]`);
    const into = target.current;
    if (!into) return;
    into.replaceChildren();
    if (!source) return;
    const copy = source.cloneNode(true) as HTMLElement;
    for (const el of [copy, ...copy.querySelectorAll('[id]')]) el.removeAttribute('id');
    copy.setAttribute('data-current', '');
    copy.removeAttribute('aria-label');
    copy.inert = false;
    into.append(copy);
  }, [slides, n]);
  return (
    <section className="speaker__next" aria-label="Next slide">
      <h2 className="speaker__label">Next{label ? `: ${label}` : ' — end of the deck'}</h2>
      <div ref={setBox} className="speaker__box speaker__box--small">
        <div className="deck__frame" style={{ width: 1280 * scale, height: 720 * scale }}>
          <div ref={target} className="deck__stage" style={{ transform: `scale(${scale})` }} inert aria-hidden="true" />
        </div>
      </div>
    </section>
  );
}
