import type pg from 'pg';

/**
 * LISTEN on a dedicated PostgreSQL connection that comes back by itself. A pooled connection would be handed
 * to other queries, so LISTEN gets its own; when the server restarts or the network drops, it reconnects with
 * backoff and then calls `onGap`: notifications sent while it was away are lost, so whoever listens rereads
 * what it may have missed (the event log is the truth; NOTIFY only says "look").
 */
export interface ListenerOptions {
  channel: string;
  onNotify: (payload: string) => void;
  onGap: () => void;
  /** Backoff bounds between reconnection attempts. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export async function startListener(
  Client: typeof pg.Client,
  connectionString: string,
  options: ListenerOptions,
): Promise<() => Promise<void>> {
  const { channel, onNotify, onGap, minDelayMs = 200, maxDelayMs = 5000 } = options;
  let stopped = false;
  let current: pg.Client | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString });
    // Errors also end the connection; 'end' below handles both. Without a listener, an error would crash.
    client.on('error', () => undefined);
    client.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    client.once('end', () => {
      if (current === client) current = null;
      if (!stopped) reconnect(minDelayMs);
    });
    current = client;
  };

  const reconnect = (delay: number) => {
    timer = setTimeout(() => {
      connect().then(
        () => !stopped && onGap(),
        () => !stopped && reconnect(Math.min(delay * 2, maxDelayMs)),
      );
    }, delay);
  };

  // The first connection must work: a listener that never started would only look alive.
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end().catch(() => undefined);
  };
}
