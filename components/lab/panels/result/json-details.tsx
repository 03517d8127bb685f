/** The whole message or result as pretty JSON, collapsed; text only, never HTML. */
export function JsonDetails({ label, value }: { label: string; value: unknown }) {
  return (
    <details className="result-json">
      <summary>{label}</summary>
      <pre tabIndex={0} className="result-pre">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
