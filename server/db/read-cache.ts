import { LRUCache } from 'lru-cache';

/** Decision 0040: used only while the embedded database has had no write since the read. */

const writeCounters = new WeakMap<object, () => number>();

export function trackWrites(db: object, writes: () => number): void {
  writeCounters.set(db, writes);
}

interface Entry<V> {
  value: V;
  writes: number;
}

export interface ReadCache<V> {
  read(db: object, key: string, load: () => Promise<V>): Promise<V>;
}

export function createReadCache<V extends object>(maxEntries: number): ReadCache<V> {
  const caches = new WeakMap<object, LRUCache<string, Entry<V>>>();
  return {
    async read(db, key, load) {
      const writes = writeCounters.get(db);
      if (!writes) return load();
      let entries = caches.get(db);
      if (!entries) {
        entries = new LRUCache({ max: maxEntries });
        caches.set(db, entries);
      }
      const before = writes();
      const hit = entries.get(key);
      if (hit && hit.writes === before) return hit.value;
      const value = deepFreeze(await load());
      // Read before the query: a write that ran beside it leaves this entry stale at once.
      entries.set(key, { value, writes: before });
      return value;
    },
  };
}

/** Shared between requests, so nothing may change it in place. */
function deepFreeze<V>(value: V): V {
  if (
    value !== null &&
    typeof value === 'object' &&
    !ArrayBuffer.isView(value) &&
    !Object.isFrozen(value)
  ) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
