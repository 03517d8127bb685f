const SPEC_BASE = 'https://modelcontextprotocol.io/specification';

function docTitle(doc: string): string {
  const last = doc.split('/').at(-1) ?? doc;
  if (last === 'index') return doc.split('/').at(-2) ?? 'Overview';
  return last.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** A citation of the specification: revision, document and section, linked to the published page. */
export function SpecRef({ doc, section, rev = '2026-07-28' }: { doc: string; section: string; rev?: string }) {
  const page = doc === 'schema' ? 'schema' : doc.replace(/\/index$/, '');
  return (
    <cite className="spec-ref">
      <a href={`${SPEC_BASE}/${rev}/${page}`} rel="external noreferrer">
        Spec {rev} · {docTitle(doc)} § {section}
      </a>
    </cite>
  );
}
