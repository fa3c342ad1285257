import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** PGlite's data folder is this process's alone, so counting writes here sees every change. */
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

/** Locking clauses appear only inside transactions, which count whole. */
const READ_ONLY = /^\s*select\s/i;
