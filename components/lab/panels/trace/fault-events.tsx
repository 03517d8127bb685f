import type { FaultEvent } from '@/lib/mcp/wire/faults';
import { useLabState } from '../../lab-context';

const SHOWN = 12;

function describe(e: FaultEvent): string {
  switch (e.kind) {
    case 'dropped-response':
      return `Dropped the response to ${e.method} (request id ${JSON.stringify(e.id)}).`;
    case 'duplicated-request':
      return `Delivered ${e.method} (request id ${JSON.stringify(e.id)}) to the server twice.`;
    case 'delayed':
      return `Held a message for ${e.ms} ms.`;
    case 'lost-stream':
      return `Cut the SSE stream of ${e.method} (request id ${JSON.stringify(e.id)}) after ${e.afterEvents} event(s).`;
    case 'rewrote-header':
      return `Changed the ${e.header} header of request ${JSON.stringify(e.id)} from ${JSON.stringify(e.from)} to ${JSON.stringify(e.to)}.`;
  }
}

/** What the fault plan actually did, newest last. */
export function FaultEvents() {
  const events = useLabState((s) => s.faults.events);
  const shown = events.slice(-SHOWN);
  return (
    <div className="faults-panel__block">
      <h4 className="faults-panel__subtitle">Fault events</h4>
      {events.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <>
          {events.length > SHOWN ? (
            <p>
              The last {SHOWN} of {events.length}:
            </p>
          ) : null}
          <ol className="faults-panel__events" start={events.length - shown.length + 1}>
            {shown.map((e, i) => (
              <li key={events.length - shown.length + i}>{describe(e)}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
