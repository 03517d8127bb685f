import type { TraceMessage } from '@/lib/live/contract';

/** The JSON-RPC exchange that decided a predict question, message by message, as text (never as markup). */
export function WireView({ messages, title = 'On the wire' }: { messages: TraceMessage[]; title?: string }) {
  return (
    <section className="live-wire" aria-label={title}>
      <h3>{title}</h3>
      <ol className="live-wire__list">
        {messages.map((m) => (
          <li key={m.seq} className="live-wire__message">
            <p className="live-wire__dir">
              {m.direction === 'to-server' ? 'Client → server' : 'Server → client'} · #{m.seq}
            </p>
            <pre tabIndex={0} aria-label={`Message ${m.seq}`}>
              {JSON.stringify(m.message, null, 2)}
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
