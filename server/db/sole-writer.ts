import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * The embedded database as its own process's only writer (docs/decisions/0040-embedded-read-cache.md).
 * PGlite runs Postgres inside this process, over a data folder no other process may open while it
 * runs, so every change to its data passes through this object. It counts them: `writes` moves
 * before and after every statement that is not a plain SELECT, every multi-statement `exec` and
 * every transaction, so a value read while `writes` stayed the same is still what the database
 * holds.
 */
export class SoleWriterPGlite extends PGlite {
  #writes = 0;

  get writes(): number {
    return this.#writes;
  }

  override async query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (READ_ONLY.test(text)) return super.query<T>(text, params, options);
    return this.#writing(() => super.query<T>(text, params, options));
  }

  override exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#writing(() => super.exec(text, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#writing(() => super.transaction(callback));
  }

  async #writing<T>(run: () => Promise<T>): Promise<T> {
    this.#writes += 1;
    try {
      return await run();
    } finally {
      // Again at the end: a read that began while this ran may have seen the data before it.
      this.#writes += 1;
    }
  }
}

/**
 * A single SELECT statement, which changes nothing: the app calls no data-changing function from a
 * SELECT, and a locking clause (FOR UPDATE) only ever appears inside a transaction, counted whole.
 * Anything else (INSERT, UPDATE, DELETE, a WITH that may hold one, SET, DDL) counts as a write.
 */
const READ_ONLY = /^\s*select\s/i;
