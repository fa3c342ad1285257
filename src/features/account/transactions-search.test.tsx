import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { filtersQuery, transactionsQuery, TransactionsSearchSchema } from './transactions-search';

const parse = (search: Record<string, unknown>) => v.parse(TransactionsSearchSchema, search);

describe("the transactions page's URL (the API's filter rules)", () => {
  it('reads the filters as the router hands them over, numbers or text', () => {
    const search = {
      type: 1,
      store: 'SM Megamall',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
      limit: 10,
    };
    expect(parse(search)).toEqual(search);
    expect(parse({ type: '2', limit: '25' })).toEqual({ type: 2, limit: 25 });
  });

  it('drops a value the API would refuse to its default', () => {
    expect(
      parse({ type: 7, store: 'a\u202Eb', from: '2026-02-30', to: 'soon', page: 0, limit: 7 }),
    ).toEqual({});
  });

  it('asks the API for the list with its page and size, and the CSV with the filters only', () => {
    const search = parse({ type: 1, store: 'Makati', page: 3 });
    expect(transactionsQuery(search)).toEqual({
      type: '1',
      store: 'Makati',
      page: '3',
      limit: '5',
    });
    expect(filtersQuery(search)).toEqual({ type: '1', store: 'Makati' });
  });
});
