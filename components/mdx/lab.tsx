import { LabIsland } from '@/components/lab/lab-island';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { scenario } from '@/lib/mcp/scenarios/catalog';

/**
 * A live lab inside a lesson, starting from a named scenario and showing the panels it needs. The build
 * checks the preset name; the placeholder (the scenario's steps) is rendered at build time.
 */
export function Lab({ preset }: { preset: string }) {
  const s = scenario(preset);
  return (
    <section className="lesson-lab" aria-label={`Lab: ${s.title}`}>
      <LabIsland preset={preset} panels={s.panels} placeholder={<LabPlaceholder scenario={s} />} />
    </section>
  );
}
