import { useEffect, useState } from 'react';
import type { SchemaVerdict } from '@/lib/mcp/schema-check';
import type { TraceEntry } from '@/lib/mcp/types';
import { useLab } from '../../lab-context';
import { inSlices } from './slices';

export type BadgeVerdict = SchemaVerdict | { status: 'checking' } | { status: 'failed' };

// Verdicts outlive the rows that asked for them: a row scrolled out and back in is not checked again.
const verdicts = new WeakMap<TraceEntry, SchemaVerdict>();

/**
 * The schema verdict of one trace message, checked when its row first renders (rows render only when
 * visible). A fast scroll brings dozens of new rows at once; their checks run in short slices between
 * frames, and a row already scrolled away is not checked at all.
 */
export function useSchemaVerdict(entry: TraceEntry, answeredMethod: string | undefined): BadgeVerdict {
  const lab = useLab();
  const [checked, setChecked] = useState<{ entry: TraceEntry; verdict: BadgeVerdict } | null>(null);
  useEffect(() => {
    if (verdicts.has(entry)) return;
    let live = true;
    lab.schemaChecker(entry.era).then(
      (checker) =>
        inSlices(() => {
          if (!live) return;
          const verdict = checker.check(entry.era, entry.message, answeredMethod);
          verdicts.set(entry, verdict);
          setChecked({ entry, verdict });
        }),
      () => live && setChecked({ entry, verdict: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [lab, entry, answeredMethod]);
  return verdicts.get(entry) ?? (checked?.entry === entry ? checked.verdict : { status: 'checking' });
}
