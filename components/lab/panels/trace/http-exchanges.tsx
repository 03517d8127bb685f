'use client';

import type { HttpExchange } from '@/lib/mcp/wire/http-bridge';
import { useLab, useLabState } from '../../lab-context';

const SHOWN = 30;

const ENDINGS: Record<HttpExchange['ending'], string> = {
  open: 'still open',
  complete: 'complete',
  cancelled: 'closed by the client (cancellation)',
  lost: 'lost mid-stream',
  dropped: 'response lost',
};

function describe(x: HttpExchange): string {
  const carried = x.method ? ` ${x.method}${x.id !== undefined ? ` (id ${JSON.stringify(x.id)})` : ''}` : '';
  const answer = x.response
    ? ` → ${x.response.status} ${x.response.headers['content-type']?.split(';')[0] ?? '(no body)'}`
    : ' → waiting';
  const events = x.events > 0 ? ` · ${x.events} SSE event${x.events === 1 ? '' : 's'}` : '';
  return `${x.request.method} ${x.request.path}${carried}${answer}${events} · ${ENDINGS[x.ending]}`;
}

/** Every HTTP request of the session with its status, as its own rows (Streamable HTTP only). */
export function HttpExchanges() {
  const lab = useLab();
  // The version changes whenever an exchange starts, answers or ends; the list itself is read from the lab.
  useLabState((s) => s.httpVersion);
  const exchanges = lab.httpExchanges();
  const shown = exchanges.slice(-SHOWN);
  return (
    <section className="trace-exchanges" aria-label="HTTP exchanges">
      <h4 className="trace-exchanges__title">HTTP exchanges</h4>
      {exchanges.length === 0 ? (
        <p className="trace-panel__empty">No HTTP request yet.</p>
      ) : (
        <>
          {exchanges.length > SHOWN ? (
            <p>
              The last {SHOWN} of {exchanges.length}:
            </p>
          ) : null}
          <ol className="trace-exchanges__list" tabIndex={0} aria-label="HTTP exchanges, oldest first">
            {shown.map((x) => (
              <li key={x.n} className={`trace-exchanges__row trace-exchanges__row--${x.ending}`}>
                <span className="trace-row__seq">#{x.n}</span> {describe(x)}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
