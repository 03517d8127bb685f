'use client';

import { useEffect } from 'react';
import { focusKind } from '@/lib/present/keys';

/** The presented lab's keys: →, PageDown or Space run the scenario's next step, as they turn a slide. */
export default function StepKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      if (!['ArrowRight', 'PageDown', ' '].includes(e.key)) return;
      const focus = focusKind(document.activeElement);
      if (focus === 'text' || (focus === 'control' && e.key === ' ')) return;
      const step = document.querySelector<HTMLButtonElement>('.lab--present [data-lab-step]');
      if (!step) return;
      e.preventDefault();
      if (!step.disabled) step.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <p className="lab-present__hint">
      Presenting: → , PageDown or Space runs the next step. <a href="/lab">Leave presentation size</a>
    </p>
  );
}
