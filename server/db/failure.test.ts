import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './failure';

describe('describeFailure', () => {
  it('puts the database’s reason first, with the start of the failed statement after it', () => {
    const statement = `truncate table ${Array.from({ length: 40 }, (_, i) => `"t${String(i)}"`).join(', ')}`;
    const failed = new DrizzleQueryError(
      statement,
      [],
      new Error('could not open file "base/5/16600": No such file or directory'),
    );
    const described = describeFailure(failed);
    expect(described).toMatch(
      /^could not open file "base\/5\/16600": No such file or directory \(in: Failed query: truncate table "t0"/,
    );
    expect(described.length).toBeLessThan(300);
  });

  it('says a plain error as it is, and a thrown string too', () => {
    expect(describeFailure(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(describeFailure('Aborted()')).toBe('Aborted()');
  });
});
