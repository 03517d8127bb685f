/** Pretty JSON in its own scrolling box, rendered as text (never as HTML). */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    // The box scrolls, so it takes focus for keyboard scrolling.
    <pre className="tool-detail__json" tabIndex={0} role="region" aria-label={label}>
      <code>{JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}
