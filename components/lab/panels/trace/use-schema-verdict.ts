import { useEffect, useState } from 'react';
import type { SchemaVerdict } from '@/lib/mcp/schema-check';
import type { TraceEntry } from '@/lib/mcp/types';
import { useLab } from '../../lab-context';

export type BadgeVerdict = SchemaVerdict | { status: 'checking' } | { status: 'failed' };

// Verdicts outlive the rows that asked for them: a row scrolled out and back in is not checked again.
const verdicts = new WeakMap<TraceEntry, SchemaVerdict>();

/** The schema verdict of one trace message, checked when its row first renders (rows render only when visible). */
export function useSchemaVerdict(entry: TraceEntry, answeredMethod: string | undefined): BadgeVerdict {
  const lab = useLab();
  const [checked, setChecked] = useState<{ entry: TraceEntry; verdict: BadgeVerdict } | null>(null);
  useEffect(() => {
    if (verdicts.has(entry)) return;
    let live = true;
    lab.checkMessage(entry, answeredMethod).then(
      (verdict) => {
        verdicts.set(entry, verdict);
        if (live) setChecked({ entry, verdict });
      },
      () => live && setChecked({ entry, verdict: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [lab, entry, answeredMethod]);
  return verdicts.get(entry) ?? (checked?.entry === entry ? checked.verdict : { status: 'checking' });
}
