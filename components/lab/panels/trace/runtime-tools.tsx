import { useLab, useLabState } from '../../lab-context';

/** The server's two runtime tools: adding or removing one changes the list, and the server says so. */
export function RuntimeTools() {
  const lab = useLab();
  const runtimeTools = useLabState((s) => s.runtimeTools);
  const busy = useLabState((s) => s.busy);
  return (
    <div className="subs-panel__block">
      <h4 className="subs-panel__subtitle">Tools added at runtime</h4>
      <ul className="subs-panel__tools">
        {runtimeTools.map((t) => (
          <li key={t.name}>
            <code>{t.name}</code> — {t.active ? '● on the server' : '○ not on the server'}{' '}
            <button
              type="button"
              className="button"
              disabled={!!busy}
              onClick={() => void lab.toggleRuntimeTool(t.name)}
            >
              {t.active ? 'Remove' : 'Add'} {t.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
