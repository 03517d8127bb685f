'use client';

import { LEGACY } from '@/lib/mcp/types';
import { useLab, useLabState } from '../lab-context';
import { ListRefetch } from './trace/list-refetch';
import { RuntimeTools } from './trace/runtime-tools';
import { subscriptionView } from './trace/subscription-view';
import './subscriptions-panel.css';

/** subscriptions/listen, its acknowledgement, and the tools/list_changed notifications that follow. */
export function SubscriptionsPanel() {
  const lab = useLab();
  const era = useLabState((s) => s.era);
  const open = useLabState((s) => s.subscription.open);
  const busy = useLabState((s) => s.busy);
  const ready = useLabState((s) => s.status === 'ready');
  useLabState((s) => s.traceLength); // re-read the trace as it grows
  const view = subscriptionView(lab.trace());
  const listenId = view.listenId === null ? null : JSON.stringify(view.listenId);

  return (
    <section className="lab-panel subs-panel" aria-label="Subscriptions">
      <h3 className="lab-panel__title">Subscriptions</h3>
      {era === LEGACY ? (
        <p className="subs-panel__note">
          subscriptions/listen does not exist in {LEGACY}: there a server that declared tools.listChanged sends
          notifications/tools/list_changed on the open connection, with nothing to open or acknowledge. Switch to
          2026-07-28 to open a subscription.
        </p>
      ) : (
        <div className="subs-panel__block">
          <div className="subs-panel__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={open || !!busy || !ready}
              onClick={() => void lab.openSubscription()}
            >
              Open subscription
            </button>
            <button
              type="button"
              className="button"
              disabled={!open || !!busy}
              onClick={() => void lab.closeSubscription()}
            >
              Close subscription
            </button>
          </div>
          <p role="status">
            {open ? `● Listening: subscriptions/listen request id ${listenId}.` : '○ No subscription is open.'}
            {!open && listenId ? ` The last one (id ${listenId}) was closed.` : ''}
          </p>
          {listenId ? (
            <p>
              {view.ack
                ? `✓ notifications/subscriptions/acknowledged arrived (#${view.ack.seq})${
                    view.ack.first ? ', first, before any change notification.' : ', but not first.'
                  }`
                : '… No acknowledgement yet.'}
            </p>
          ) : null}
        </div>
      )}
      <div className="subs-panel__block">
        <h4 className="subs-panel__subtitle">notifications/tools/list_changed</h4>
        {view.changes.length === 0 ? (
          <p>None yet. Add or remove a tool below.</p>
        ) : (
          <ul className="subs-panel__changes">
            {view.changes.map((c) => (
              <li key={c.seq}>
                #{c.seq}: subscriptionId {c.subscriptionId === undefined ? '(none)' : JSON.stringify(c.subscriptionId)}{' '}
                {c.matches ? '✓ equals the listen id' : listenId ? '✗ is not the listen id' : ''}
              </li>
            ))}
          </ul>
        )}
      </div>
      <RuntimeTools />
      <ListRefetch lastChangeSeq={view.changes.at(-1)?.seq ?? null} />
    </section>
  );
}
