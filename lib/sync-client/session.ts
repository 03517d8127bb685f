import type { PersistedProgress } from '../progress/persisted';
import type { ProgressStoreApi } from '../progress/store';
import { deriveKeys, newSpace } from './crypto';
import { createSyncEngine, type SyncStatus } from './engine';
import { savePairing, type Pairing } from './pairing';
import { startSyncSchedule } from './scheduler';
import { setSyncStatus } from './status';

/** The saved part of the store's state, after writing what waits (answers recorded a frame ago included). */
export function readProgress(store: ProgressStoreApi): PersistedProgress {
  store.flushWrites();
  const s = store.getState();
  return { lessons: s.lessons, attempts: s.attempts, exam: s.exam, examHistory: s.examHistory, exercises: s.exercises };
}

/** An engine over this device's store; `wrap` lets the schedule tell its own merges from the learner's changes. */
export async function engineFor(
  store: ProgressStoreApi,
  pairing: Pairing,
  wrap: (apply: () => void) => void = (apply) => apply(),
) {
  const keys = await deriveKeys(pairing.linkKey);
  return createSyncEngine({
    base: '',
    spaceId: pairing.spaceId,
    keys,
    read: () => readProgress(store),
    merge: (remote) => wrap(() => store.getState().importProgress(remote)),
  });
}

let active: { now: () => Promise<void>; stop: () => void } | null = null;

/** Syncs this page's progress with the paired space until stopped (the pairing is forgotten, or the page goes). */
export async function startSyncSession(store: ProgressStoreApi, pairing: Pairing) {
  const holder: { schedule?: ReturnType<typeof startSyncSchedule> } = {};
  const engine = await engineFor(store, pairing, (apply) =>
    holder.schedule ? holder.schedule.merging(apply) : apply(),
  );
  active?.stop();
  const schedule = (holder.schedule = startSyncSchedule({
    engine,
    subscribe: (changed) => store.subscribe(changed),
    onStatus: (status: SyncStatus) => setSyncStatus(status),
    win: window,
    doc: document,
  }));
  const session = schedule;
  active = session;
  return () => {
    session.stop();
    if (active === session) active = null;
  };
}

/** Sync now, when a session runs on this page. */
export const syncNow = () => active?.now();

/** Makes a new space holding this device's progress; the pairing is saved only once the server has it. */
export async function createSpace(store: ProgressStoreApi): Promise<SyncStatus> {
  const { spaceId, linkKey } = newSpace();
  const pairing = { spaceId, linkKey };
  const status = await (await engineFor(store, pairing)).create();
  if (status.state === 'synced') savePairing(pairing);
  setSyncStatus(status);
  return status;
}

/** Deletes the server's copy, then forgets the pairing here. */
export async function deleteSpace(store: ProgressStoreApi, pairing: Pairing): Promise<SyncStatus> {
  const status = await (await engineFor(store, pairing)).remove();
  if (status.state === 'idle') {
    savePairing(null);
    setSyncStatus({ state: 'idle', at: Date.now(), message: 'The server copy was deleted.' });
  }
  return status;
}

/** Joins a space from a pairing link: read, merge, write back; the pairing is saved once that worked. */
export async function joinSpace(store: ProgressStoreApi, pairing: Pairing): Promise<SyncStatus> {
  const status = await (await engineFor(store, pairing)).sync();
  if (status.state === 'synced') savePairing(pairing);
  return status;
}
