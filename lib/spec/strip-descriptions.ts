/**
 * The official schema without its prose: drops every string-valued `description` and `$comment`. Validation
 * does not read them, and they are four fifths of the bytes the browser would download for the trace's
 * schema badges. A property *named* "description" maps to a schema object, not a string, so it stays.
 */
export function stripDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripDescriptions);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !((key === 'description' || key === '$comment') && typeof v === 'string'))
      .map(([key, v]) => [key, stripDescriptions(v)]),
  );
}
