'use client';

import { EraCompare } from './era/era-compare';
import { EraSwitch } from './era/era-switch';
import './era-panel.css';

/** Which protocol revision the lab speaks, and the two revisions' wires side by side. */
export function EraPanel() {
  return (
    <section className="lab-panel lab-panel--wide era-panel" aria-label="Protocol revision">
      <h3 className="lab-panel__title">Protocol revision</h3>
      <EraSwitch />
      <EraCompare />
    </section>
  );
}
