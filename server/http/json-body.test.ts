import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from './json-body';

/** Duplicate JSON keys, at any depth, are found before a body is used. */
describe('findDuplicateKey', () => {
  it.each([
    ['{"passcode":"000000","passcode":"482916"}', 'passcode'],
    ['{"a":1,"b":2,"a":3}', 'a'],
    ['{"section":"address","address":{"line":"x","line":"y"}}', 'address.line'],
    ['{"list":[{"id":1},{"id":2,"id":3}]}', 'list[1].id'],
    ['[{"a":1},[{"b":1,"b":2}]]', '[1][0].b'],
    ['{"pass\\u0063ode":"1","passcode":"2"}', 'passcode'],
    ['{"\\"":1,"\\"":2}', '"'],
    ['{"a":{"b":{"c":{"d":1,"d":2}}}}', 'a.b.c.d'],
    [' { "x" : 1 , "x" : 2 } ', 'x'],
    ['{"":1,"":2}', ''],
  ])('finds the duplicate in %s at %j', (text, path) => {
    expect(findDuplicateKey(text)).toBe(path);
  });

  it.each([
    '{}',
    '[]',
    '"passcode"',
    '42',
    'null',
    '{"a":1,"A":2}',
    '{"a":{"a":{"a":1}}}',
    '[{"id":1},{"id":2}]',
    '{"a":"\\"a\\":1,","b":"{\\"a\\":2}"}',
    '{"a":["a","a"],"b":{"a":1}}',
    '{"x\\\\":1,"x":2}',
    '{"passcode":"482916","confirmPasscode":"482916"}',
  ])('finds none in %s', (text) => {
    expect(findDuplicateKey(text)).toBeUndefined();
  });

  it('finds none in any JSON that JSON.stringify writes (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(findDuplicateKey(JSON.stringify(value))).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('finds a key repeated in any object of such JSON (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        fc.jsonValue(),
        (object, repeated) => {
          const text = JSON.stringify(object);
          const key = Object.keys(object)[0] ?? '';
          const withDuplicate = `${text.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(repeated)}}`;
          expect(findDuplicateKey(withDuplicate)).toBe(key);
          expect(findDuplicateKey(`{"outer":[1,${withDuplicate}]}`)).toBe(`outer[1].${key}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
