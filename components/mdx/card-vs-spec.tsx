import type { ReactNode } from 'react';

const cardNames = { anatomy: 'Tool Result Anatomy', succeed: 'Did the call succeed?' } as const;

/** Where a reference card misleads: what it says, and what the specification says instead. */
export function CardVsSpec({ card, children }: { card: keyof typeof cardNames; children: ReactNode }) {
  return (
    <aside className="card-vs-spec" aria-label="Card vs spec">
      <p className="card-vs-spec__label">
        Card vs spec <span className="card-vs-spec__card">(card “{cardNames[card]}”)</span>
      </p>
      <div className="card-vs-spec__body">{children}</div>
    </aside>
  );
}
