import { useCallback, useEffect, useRef, useState } from 'react';
import { useLab, useLabState } from '../../lab-context';

/** Cache state after list_changed, and the refetch: by hand, or automatically for each new list_changed. */
export function ListRefetch({ lastChangeSeq }: { lastChangeSeq: number | null }) {
  const lab = useLab();
  const cache = useLabState((s) => s.cache);
  const busy = useLabState((s) => s.busy);
  const [auto, setAuto] = useState(true);
  const [outcome, setOutcome] = useState('');
  const handled = useRef<number | null>(null);

  const refetch = useCallback(async () => {
    const invalidated = lab.getState().cache.evicted === 'invalidated';
    await lab.listAll();
    const s = lab.getState();
    if (s.error) return setOutcome(`Refetch failed: ${s.error}`);
    const source = s.lastListAll?.fromCache ? 'from the cache' : 'from the server';
    setOutcome(
      `${invalidated ? 'Cached list was invalidated; ' : ''}list refetched (${s.tools.length} tools) ${source}.`,
    );
  }, [lab]);

  // A new list_changed triggers one refetch, once the action that caused it has finished.
  useEffect(() => {
    if (!auto || busy || lastChangeSeq === null || lastChangeSeq === handled.current) return;
    handled.current = lastChangeSeq;
    void refetch();
  }, [auto, busy, lastChangeSeq, refetch]);

  const cacheWords = cache.held
    ? '● The client holds a cached tools list.'
    : cache.evicted === 'invalidated'
      ? `✗ The cached tools list was invalidated${lastChangeSeq ? ` by list_changed #${lastChangeSeq}` : ''}.`
      : '○ The client holds no cached tools list.';

  return (
    <div className="subs-panel__block">
      <h4 className="subs-panel__subtitle">The client&apos;s tools list</h4>
      <p>{cacheWords}</p>
      <label className="subs-panel__check">
        <input type="checkbox" checked={auto} onChange={(e) => setAuto(e.target.checked)} />
        <span>Refetch automatically on list_changed</span>
      </label>
      <button type="button" className="button" disabled={!!busy} onClick={() => void refetch()}>
        Refetch tools list
      </button>
      <p role="status" className="subs-panel__outcome">
        {outcome}
      </p>
    </div>
  );
}
