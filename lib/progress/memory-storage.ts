import type { KeyValueStorage } from './journal';

/**
 * A Storage stand-in in memory for tests: the store's persistence runs unchanged on top of it. `writes` lists
 * the key of every setItem, so a test can count what one action wrote.
 */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const writes: string[] = [];
  const storage: KeyValueStorage = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      writes.push(k);
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
  return { data, writes, storage };
}
