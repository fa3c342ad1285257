import type { Database } from './client';

/**
 * A prepared statement per database handle, built on first use. The hot reads of every member
 * request (the session of a token, the member, the card) skip drizzle's query building and, on
 * PostgreSQL, the server's parse and plan: on PGlite that cut a session lookup from about 2 ms to
 * under 1 ms in the API bench (docs/performance.md). The name must be unique per statement.
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
