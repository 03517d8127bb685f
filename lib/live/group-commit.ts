/**
 * Group commit, the skeleton both batchers share (answers, joins): items for one key (a class) that arrive
 * while a batch is being written, or within `windowMs` of an idle key's first, are written together by one
 * call of `write`. Each item is settled only after its batch was written (committed); a write that throws
 * rejects every item of its batch (the clients retry). A batch is at most `maxBatch` items; a bigger backlog
 * is written as several in a row. Batches of one key never overlap within a process.
 */
export interface GroupCommitOptions<T, R> {
  windowMs: number;
  maxBatch: number;
  /**
   * Writes one batch and returns each item's result, in order; undefined puts the item back at the head of the
   * queue, for the next batch (at most `maxRequeues` times, then it is rejected with `requeueError`).
   */
  write: (key: string, batch: readonly T[]) => Promise<readonly (R | undefined)[]>;
  maxRequeues?: number;
  requeueError?: () => Error;
}

interface Entry<T, R> {
  item: T;
  resolve: (r: R) => void;
  reject: (err: unknown) => void;
  requeued: number;
}

export class GroupCommit<T, R> {
  private queues = new Map<string, Entry<T, R>[]>();

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  submit(key: string, item: T): Promise<R> {
    let queue = this.queues.get(key);
    const idle = !queue;
    if (!queue) this.queues.set(key, (queue = []));
    const q = queue;
    const settled = new Promise<R>((resolve, reject) => q.push({ item, resolve, reject, requeued: 0 }));
    if (idle) setTimeout(() => void this.drain(key, q), this.options.windowMs);
    return settled;
  }

  private async drain(key: string, queue: Entry<T, R>[]): Promise<void> {
    const {
      write,
      maxBatch,
      maxRequeues = 0,
      requeueError = () => new Error('Not written; try again.'),
    } = this.options;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await write(
          key,
          batch.map((e) => e.item),
        );
        const again: Entry<T, R>[] = [];
        batch.forEach((e, i) => {
          const r = results[i];
          if (r !== undefined) e.resolve(r);
          else if (++e.requeued > maxRequeues) e.reject(requeueError());
          else again.push(e);
        });
        queue.unshift(...again);
      } catch (err) {
        for (const e of batch) e.reject(err);
      }
    }
    this.queues.delete(key);
  }
}
