/**
 * A fetch for a long-lived event stream that gives up on a silent connection: a phone that changed networks
 * or slept can leave a stream that neither ends nor errors. The server sends a heartbeat every 15 s, so a
 * body that stays silent for `staleMs` is cut, and the stream client reconnects (with Last-Event-ID).
 */
export function staleAwareFetch(staleMs: number, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const watchdog = new AbortController();
    const signals = [watchdog.signal, ...(init?.signal ? [init.signal] : [])];
    const response = await base(input, { ...init, signal: AbortSignal.any(signals) });
    if (!response.body) return response;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        watchdog.abort(new Error(`No data for ${staleMs / 1000} s: the connection is presumed lost.`));
        feed?.error(new Error('stale stream'));
      }, staleMs);
    };
    let feed: TransformStreamDefaultController<Uint8Array> | undefined;
    init?.signal?.addEventListener('abort', () => clearTimeout(timer));
    arm();
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        start: (controller) => void (feed = controller),
        transform(chunk, controller) {
          arm();
          controller.enqueue(chunk);
        },
        flush: () => clearTimeout(timer),
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
