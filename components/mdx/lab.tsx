import { LabIsland } from '@/components/lab/lab-island';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { scenario } from '@/lib/mcp/scenarios/catalog';

/**
 * A live lab inside a lesson, starting from a named scenario and showing the panels it needs. The build
 * checks the preset name; the placeholder (the scenario's steps) is rendered at build time. It stays compact: the
 * link opens the same scenario in the /lab workbench.
 */
export function Lab({ preset }: { preset: string }) {
  const s = scenario(preset);
  return (
    <section className="lesson-lab" aria-label={`Lab: ${s.title}`}>
      <LabIsland preset={preset} panels={s.panels} placeholder={<LabPlaceholder scenario={s} />} />
      <p className="lesson-lab__open">
        <a href={`/lab?preset=${preset}`}>
          Open in the lab<span className="visually-hidden">: {s.title}</span>
        </a>{' '}
        — every panel and the whole wire trace, side by side.
      </p>
    </section>
  );
}
