import type { ReactNode } from 'react';

export interface Bar {
  key: string;
  label: ReactNode;
  count: number;
  /** Marked in words and a symbol, never by colour alone. */
  right?: boolean;
}

/** How the room answered: one bar per option (or per normalized short answer), counts and shares in words. */
export function Histogram({ bars, answered, caption }: { bars: Bar[]; answered: number; caption: string }) {
  const most = Math.max(1, ...bars.map((b) => b.count));
  return (
    <figure className="live-histogram">
      <figcaption>{caption}</figcaption>
      {bars.length === 0 ? <p>No answers yet.</p> : null}
      <ol className="live-histogram__bars">
        {bars.map((b) => {
          const share = answered ? Math.round((b.count / answered) * 100) : 0;
          return (
            <li key={b.key} className={b.right ? 'live-bar live-bar--right' : 'live-bar'}>
              <span className="live-bar__label">
                {b.right ? <strong className="live-bar__mark">✓ Right · </strong> : null}
                {b.label}
              </span>
              <span className="live-bar__track" aria-hidden="true">
                <span className="live-bar__fill" style={{ width: `${(b.count / most) * 100}%` }} />
              </span>
              <span className="live-bar__count">
                {b.count} {b.count === 1 ? 'answer' : 'answers'} ({share}%)
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
