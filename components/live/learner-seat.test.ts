import { describe, expect, it } from 'vitest';
import { learnerStorageKey } from '@/lib/live/contract';
import { forgetSeat, readSeat, saveSeat, seatForCode } from './learner-seat';

/** A Web Storage with the same surface as localStorage (getItem, setItem, removeItem, key, length). */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const ada = { learnerId: 'l1', learnerKey: 'k1', nickname: 'Ada', joinCode: 'ACDEFG', joinedAt: 1 };

describe('learner seats on the device', () => {
  it('finds the class a code was joined with, and forgets it on leaving', () => {
    const storage = memoryStorage();
    storage.setItem('mcpa-live-host:c0', 'host key');
    saveSeat(storage, 'c1', ada);
    saveSeat(storage, 'c2', { ...ada, learnerKey: 'k2', joinCode: 'HJKMNP' });
    expect(seatForCode(storage, 'ACDEFG')).toEqual({ classId: 'c1', seat: ada });
    expect(readSeat(storage, 'c2')?.learnerKey).toBe('k2');
    forgetSeat(storage, 'c1');
    expect(seatForCode(storage, 'ACDEFG')).toBeNull();
    expect(readSeat(storage, 'c1')).toBeNull();
  });

  it('prefers the newest seat when a purged class’s code came back for a new class', () => {
    const storage = memoryStorage();
    saveSeat(storage, 'new', { ...ada, learnerKey: 'new', joinedAt: 5 });
    saveSeat(storage, 'old', { ...ada, learnerKey: 'old', joinedAt: 2 });
    expect(seatForCode(storage, 'ACDEFG')?.classId).toBe('new');
  });

  it('still reads a seat saved before the join code was kept, and ignores what is not a seat', () => {
    const storage = memoryStorage();
    storage.setItem(learnerStorageKey('c1'), JSON.stringify({ learnerId: 'l1', learnerKey: 'k1', nickname: 'Ada' }));
    storage.setItem(learnerStorageKey('c2'), '{not json');
    storage.setItem(learnerStorageKey('c3'), JSON.stringify({ learnerKey: 3 }));
    expect(readSeat(storage, 'c1')?.nickname).toBe('Ada');
    expect(readSeat(storage, 'c2')).toBeNull();
    expect(readSeat(storage, 'c3')).toBeNull();
    expect(seatForCode(storage, 'ACDEFG')).toBeNull();
  });
});
