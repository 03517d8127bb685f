'use client';

import { useState, useSyncExternalStore } from 'react';
import { activeLabs } from '@/components/lab/active-labs';
import { LabIsland } from '@/components/lab/lab-island';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { labGraders, type LabVerdict } from '@/lib/quiz/graders';
import type { LabTaskId } from '@/lib/quiz/schema';

const noLabs: readonly never[] = [];

/**
 * A lab task: do it in a lab on this page, then "Check my lab work" grades the lab's own trace — what really
 * crossed the wire, not what the learner says they did.
 */
export function LabTask({
  task,
  preset,
  disabled,
  onVerdict,
}: {
  task: LabTaskId;
  preset?: string;
  disabled: boolean;
  onVerdict: (verdict: LabVerdict) => void;
}) {
  const labs = useSyncExternalStore(activeLabs.subscribe, activeLabs.get, () => noLabs);
  const [openHere, setOpenHere] = useState(false);

  const check = () => {
    const verdicts = labs.map((lab) => labGraders[task](lab.trace()));
    onVerdict(
      verdicts.find((v) => v.done) ??
        verdicts[0] ?? { done: false, why: 'No lab is running on this page: open one, do the task, then check.' },
    );
  };

  return (
    <div className="quiz-lab">
      <p className="quiz-lab__note">
        {labs.length > 0
          ? `Graded from the trace of the lab${labs.length > 1 ? 's' : ''} on this page.`
          : 'Do it in a live lab on this page; the check reads its wire trace.'}
      </p>
      <div className="quiz-q__actions">
        <button type="button" className="button button--primary" disabled={disabled} onClick={check}>
          Check my lab work
        </button>
        {!openHere && labs.length === 0 ? (
          <button type="button" className="button" onClick={() => setOpenHere(true)}>
            Open a lab here
          </button>
        ) : null}
      </div>
      {openHere ? <LabIsland eager preset={preset} placeholder={<LabPlaceholder />} /> : null}
    </div>
  );
}
