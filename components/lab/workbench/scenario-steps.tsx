'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLab } from '../lab-context';

/** A scenario whose `<details>` in the side list has been opened, and its steps once they have loaded. */
interface Opened {
  at: HTMLDetailsElement;
  steps: string[] | 'failed' | null;
}

/**
 * The part of the side list (scenario-list.tsx, static HTML) that needs the lab's code: it marks the running
 * scenario (or the free lab) and opens its steps, and writes a scenario's steps into its `<details>` when that
 * opens. The list leaves them out so that the page does not carry every scenario's prose twice.
 */
export function ScenarioSteps({ preset }: { preset?: string }) {
  const lab = useLab();
  const [opened, setOpened] = useState<ReadonlyMap<string, Opened>>(new Map());
  useEffect(() => {
    const list = document.getElementById('wb-scenarios');
    if (!list) return;
    let live = true;
    const asked = new Set<string>();
    const show = (el: Element | null) => {
      const at = el instanceof HTMLDetailsElement && el.open ? el : null;
      const name = at?.dataset.steps;
      if (!at || !name || asked.has(name)) return;
      asked.add(name);
      const set = (steps: Opened['steps']) => live && setOpened((prev) => new Map(prev).set(name, { at, steps }));
      set(null);
      lab.scenarioSteps(name).then(set, () => set('failed'));
    };
    const onToggle = (e: Event) => show(e.target as Element);
    // `toggle` does not bubble: the list hears it while it is captured on the way down.
    list.addEventListener('toggle', onToggle, true);

    const item = list.querySelector(`[data-scenario="${CSS.escape(preset ?? '')}"]`);
    const link = item?.querySelector('a') ?? list.querySelector('.wb-scenarios__free a');
    link?.setAttribute('aria-current', 'page');
    item?.querySelector('details')?.setAttribute('open', '');
    item?.scrollIntoView({ block: 'nearest' });
    list.querySelectorAll('details[open]').forEach(show);
    return () => {
      live = false;
      list.removeEventListener('toggle', onToggle, true);
    };
  }, [lab, preset]);

  return [...opened].map(([name, { at, steps }]) =>
    createPortal(
      steps === 'failed' ? (
        <p>The steps could not be loaded.</p>
      ) : steps ? (
        <ol>
          {steps.map((explain, i) => (
            <li key={i}>{explain}</li>
          ))}
        </ol>
      ) : null,
      at,
      name,
    ),
  );
}
