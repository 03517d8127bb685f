'use client';

import { useOffline } from '@/components/offline/connection';

/** Live classes run on the server: offline, the page says so plainly instead of spinning. */
export function NeedsConnection() {
  const offline = useOffline();
  return (
    <div role="status">
      {offline && (
        <p className="live-banner">
          You are offline. Live classes need a connection to the class server: reconnect to join or lead one. Lessons,
          cards, practice, exams and the lab still work offline.
        </p>
      )}
    </div>
  );
}
