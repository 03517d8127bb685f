'use client';

import { useEffect, useReducer, useState } from 'react';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { HEARTBEAT_MS, RETRY_MS } from '@/lib/live/contract';
import { eventsUrl } from './live-api';
import { staleAwareFetch } from './stale-fetch';
import { applyEvent, parseEvent } from './live-state';

export type Connection =
  | { status: 'connecting' }
  | { status: 'open' }
  | { status: 'reconnecting' }
  /** The server will not serve this stream (unknown class, wrong key): retrying cannot help. */
  | { status: 'refused'; httpStatus: number; message: string };

class Refused extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}
class Retry extends Error {}

/**
 * The class's event stream over fetch (so the key travels in the Authorization header, never in the URL). A
 * dropped stream comes back after a pause with Last-Event-ID; the server answers every (re)connect with a
 * snapshot, so the state is always whole. The host's projected page keeps its stream while hidden; a learner's
 * phone closes it when the tab sleeps and reconnects on waking.
 */
export function useLiveStream(classId: string | null, key: string | null, keepWhenHidden: boolean) {
  const [state, dispatch] = useReducer(applyEvent, null);
  const [connection, setConnection] = useState<Connection>({ status: 'connecting' });

  useEffect(() => {
    if (!classId || !key) return;
    const controller = new AbortController();
    let ended = false;
    void fetchEventSource(eventsUrl(classId), {
      signal: controller.signal,
      headers: { Authorization: `Bearer ${key}` },
      openWhenHidden: keepWhenHidden,
      // Three missed heartbeats: the connection is gone even if nothing said so.
      fetch: staleAwareFetch(HEARTBEAT_MS * 3),
      async onopen(response) {
        if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) {
          setConnection({ status: 'open' });
          return;
        }
        const body: unknown = await response.json().catch(() => null);
        const message =
          body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
            ? (body as { error: string }).error
            : `The server answered HTTP ${response.status}.`;
        if (response.status >= 400 && response.status < 500 && response.status !== 429)
          throw new Refused(response.status, message);
        throw new Retry(message);
      },
      onmessage(message) {
        const event = parseEvent(message.event, message.data);
        if (!event) return;
        if (event.name === 'end' || (event.name === 'snapshot' && event.data.phase === 'ended')) ended = true;
        dispatch(event);
      },
      onclose() {
        // The server closed the stream: after the class ended that is the end; otherwise come back.
        if (!ended) throw new Retry('The stream closed.');
        controller.abort();
      },
      onerror(err) {
        if (err instanceof Refused) {
          setConnection({ status: 'refused', httpStatus: err.httpStatus, message: err.message });
          throw err;
        }
        if (ended) throw err;
        setConnection({ status: 'reconnecting' });
        return RETRY_MS;
      },
    }).catch(() => undefined);
    return () => controller.abort();
  }, [classId, key, keepWhenHidden]);

  return { state, connection };
}
