import { IntentLink } from '@/components/ui/intent-link';

export default function NotFound() {
  return (
    <div className="page page--narrow">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved when the lessons were renumbered.</p>
      <p>
        <IntentLink href="/">Go to the course index</IntentLink> or press <kbd className="kbd">/</kbd> to search.
      </p>
    </div>
  );
}
