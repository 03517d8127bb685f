import type { ReactNode } from 'react';

const labels = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Watch out',
  practice: 'Engineering practice — not a rule of the specification',
} as const;

export function Callout({ kind, title, children }: { kind: keyof typeof labels; title?: string; children: ReactNode }) {
  return (
    <aside className={`callout callout--${kind}`} aria-label={title ?? labels[kind]}>
      <p className="callout__label">
        {labels[kind]}
        {title ? <span className="callout__title">: {title}</span> : null}
      </p>
      <div className="callout__body">{children}</div>
    </aside>
  );
}
