'use client';

import { useState } from 'react';
import { HostClass, readHostKey } from './host-class';
import { HostSetup, type HostSetupProps } from './host-setup';
import { useSearchParams } from './use-search-params';

/** /live/host: a running class (`?class=ID`, led with the key this device keeps) or a new one from a set or lesson. */
export function HostEntry(props: HostSetupProps) {
  const params = useSearchParams();
  const [started, setStarted] = useState<{ classId: string; hostKey: string } | null>(null);
  if (!params) return <p role="status">Loading…</p>;
  const classId = started?.classId ?? params.get('class');
  if (!classId)
    return (
      <HostSetup
        {...props}
        search={`?${params.toString()}`}
        onStarted={(id, hostKey) => {
          // The address becomes the running class's, so a reload of the projector keeps control.
          window.history.replaceState(window.history.state, '', `/live/host?class=${encodeURIComponent(id)}`);
          setStarted({ classId: id, hostKey });
        }}
      />
    );
  const hostKey = started?.hostKey ?? readHostKey(classId);
  if (!hostKey)
    return (
      <div className="live-card" role="alert">
        <h1>This class was started on another device</h1>
        <p>
          Only the browser that started a class holds its key, so it can be led from there alone. Open this page on that
          device, or start a new class.
        </p>
        <p>
          <a href="/quiz/sets">Start a new class from a set</a>
        </p>
      </div>
    );
  return <HostClass classId={classId} hostKey={hostKey} />;
}
