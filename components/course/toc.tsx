import type { Heading2 } from '@/lib/content/collect';

export function TableOfContents({ headings }: { headings: Heading2[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label="On this page" className="toc">
      <p className="toc__title">On this page</p>
      <ol>
        {headings.map((h) => (
          <li key={h.anchor} className={h.depth === 3 ? 'toc__sub' : undefined}>
            <a href={`#${h.anchor}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
