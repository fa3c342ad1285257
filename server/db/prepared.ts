import type { Database } from './client';

/**
 * Cut a session lookup from about 2 ms to under 1 ms (docs/performance.md); names must be unique.
 */
export function preparedPerDatabase<P>(build: (db: Database) => P): (db: Database) => P {
  const statements = new WeakMap<Database, P>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
