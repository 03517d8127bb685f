import type { TraceMessage } from '@/lib/live/contract';
import { splitSetup } from './wire-setup';

function Message({ m }: { m: TraceMessage }) {
  return (
    <li className="live-wire__message">
      <p className="live-wire__dir">
        {m.direction === 'to-server' ? 'Client → server' : 'Server → client'} · #{m.seq}
      </p>
      <pre tabIndex={0} aria-label={`Message ${m.seq}`}>
        {JSON.stringify(m.message, null, 2)}
      </pre>
    </li>
  );
}

/**
 * The JSON-RPC exchange that decided a predict question, as text (never as markup): what the step sent and
 * received first, the connection's setup folded away below it.
 */
export function WireView({ messages, title = 'On the wire' }: { messages: TraceMessage[]; title?: string }) {
  const { setup, step } = splitSetup(messages);
  return (
    <section className="live-wire" aria-label={title}>
      <h3>{title}</h3>
      <ol className="live-wire__list">
        {step.map((m) => (
          <Message key={m.seq} m={m} />
        ))}
      </ol>
      {setup.length ? (
        <details className="live-wire__setup">
          <summary>Connection setup ({setup.length} messages)</summary>
          <ol className="live-wire__list">
            {setup.map((m) => (
              <Message key={m.seq} m={m} />
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
