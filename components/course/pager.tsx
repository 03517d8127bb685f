import Link from 'next/link';

interface PagerLink {
  href: string;
  title: string;
}

export function Pager({ prev, next }: { prev?: PagerLink; next?: PagerLink }) {
  return (
    <nav aria-label="Lessons" className="pager">
      {prev ? (
        <Link href={prev.href} rel="prev" className="pager__link">
          <span className="pager__dir">← Previous</span>
          <span>{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} rel="next" className="pager__link pager__link--next">
          <span className="pager__dir">Next →</span>
          <span>{next.title}</span>
        </Link>
      ) : (
        <Link href="/" className="pager__link pager__link--next">
          <span className="pager__dir">Done →</span>
          <span>Back to the course</span>
        </Link>
      )}
    </nav>
  );
}
