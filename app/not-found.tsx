import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="page page--narrow">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved when the lessons were renumbered.</p>
      <p>
        <Link href="/">Go to the course index</Link> or press <kbd className="kbd">/</kbd> to search.
      </p>
    </div>
  );
}
