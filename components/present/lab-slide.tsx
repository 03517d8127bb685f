import { LabIsland } from '@/components/lab/lab-island';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { scenario } from '@/lib/mcp/scenarios/catalog';

/** A lesson's <Lab> in presenter mode: full width, presentation size; → runs the scenario's next step. */
export function LabSlide({ preset }: { preset: string }) {
  const s = scenario(preset);
  return (
    <div className="lab-present" role="region" aria-label={`Lab: ${s.title}`}>
      <LabIsland preset={preset} panels={s.panels} placeholder={<LabPlaceholder scenario={s} />} />
    </div>
  );
}
