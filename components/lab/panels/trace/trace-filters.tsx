import type { Direction } from '@/lib/mcp/types';
import type { TraceFilter } from './trace-index';

/** Method, direction and "errors only" filters over the trace. */
export function TraceFilters({ filter, onChange }: { filter: TraceFilter; onChange: (next: TraceFilter) => void }) {
  return (
    <div className="trace-filters">
      <label className="trace-filters__field">
        <span>Method</span>
        <input
          className="field-control"
          type="search"
          value={filter.method}
          placeholder="e.g. tools/list"
          onChange={(e) => onChange({ ...filter, method: e.target.value })}
        />
      </label>
      <label className="trace-filters__field">
        <span>Direction</span>
        <select
          className="field-control"
          value={filter.direction}
          onChange={(e) => onChange({ ...filter, direction: e.target.value as Direction | 'both' })}
        >
          <option value="both">Both ways</option>
          <option value="to-server">→ to server</option>
          <option value="to-client">← to client</option>
        </select>
      </label>
      <label className="trace-filters__check">
        <input
          type="checkbox"
          checked={filter.errorsOnly}
          onChange={(e) => onChange({ ...filter, errorsOnly: e.target.checked })}
        />
        <span>Errors only</span>
      </label>
    </div>
  );
}
