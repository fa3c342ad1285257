import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BIRTHDAY_MESSAGE,
  isPlausibleBirthday,
  NAME_MESSAGE,
  RaffleEntryFormSchema,
  RaffleEntryRequestSchema,
} from './forms';

const NameSchema = RaffleEntryRequestSchema.entries.firstName;

const messagesOf = (value: unknown) =>
  (v.safeParse(NameSchema, value).issues ?? []).map((issue) => issue.message);

const LETTERS = [...Array.from('abcxyzABCXYZñÑáéíóúüÁÉÍÓÚçÇãõ'), 'ễ', 'a\u0301', 'ß', 'Ł', 'ø'];
const INNER = [...LETTERS, ' ', "'", '’', '-', '.'];
const letter = fc.constantFrom(...LETTERS);

const validName = fc
  .tuple(letter, fc.array(fc.constantFrom(...INNER), { maxLength: 30 }), letter)
  .map(([first, middle, last]) => `${first}${middle.join('')}${last}`);

const forbidden = fc.constantFrom(
  '<',
  '>',
  ...Array.from('0123456789'),
  '\u0000',
  '\n',
  '\r',
  '\t',
  '\u001b',
  '\u007f',
  '\u200b',
  '\u200d',
  '\u200f',
  '\u202e',
  '\u00a0',
  '٣',
  '３',
  '³',
  '"',
  ';',
  '{',
  '$',
  '=',
);

describe('the name rule (SECURITY-CHECKLIST SEC-34)', () => {
  it.each([
    "O'Hara",
    'O’Brien',
    'Dela Cruz',
    'Dela Cruz-Peñafrancia',
    'María Clara',
    'Ñoño',
    'St. John',
    'Nguyễn',
    'Zoë',
  ])('accepts %s as it was typed', (name) => {
    const parsed = v.safeParse(NameSchema, name);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toBe(name);
  });

  it('accepts every name of letters, spaces, apostrophes, hyphens and periods (property)', () => {
    fc.assert(
      fc.property(validName, fc.constantFrom('', ' ', '  '), (name, pad) => {
        const parsed = v.safeParse(NameSchema, `${pad}${name}${pad}`);
        expect(parsed.success).toBe(true);
        expect(parsed.output).toBe(name);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a name with markup, a digit, a control or an invisible character inside (property)', () => {
    fc.assert(
      fc.property(validName, forbidden, fc.nat(), (name, bad, at) => {
        const cut = 1 + (at % (name.length - 1));
        expect(messagesOf(`${name.slice(0, cut)}${bad}${name.slice(cut)}`)).toContain(NAME_MESSAGE);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a forbidden character through, wherever it is (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const parsed = v.safeParse(NameSchema, value);
        if (parsed.success) {
          expect(parsed.output).toMatch(/^[\p{L}\p{M}' .’-]+$/u);
          expect(parsed.output).toMatch(/\p{L}/u);
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each(['', '   ', "'-.", '<b>x</b>', 'Juan2', 'Robert); DROP TABLE members;--'])(
    'refuses %j',
    (value) => {
      expect(v.safeParse(NameSchema, value).success).toBe(false);
    },
  );

  it.each([42, null, true, ['Juan'], { first: 'Juan' }])('refuses the JSON value %j', (value) => {
    expect(v.safeParse(NameSchema, value).success).toBe(false);
  });
});

describe('isPlausibleBirthday (SECURITY-CHECKLIST 8.14)', () => {
  const now = new Date('2040-06-15T02:00:00Z');
  it.each([
    ['2040-06-15', true],
    ['2040-06-16', false],
    ['1920-06-15', true],
    ['1920-06-14', false],
    ['2040-02-30', false],
    ['1990-03-14 00:00:00', true],
  ])('on a clock at 2040-06-15, %s is %s', (birthday, expected) => {
    expect(isPlausibleBirthday(birthday, now)).toBe(expected);
  });
});

describe('RaffleEntryFormSchema', () => {
  const entry = {
    grNumber: '8800999000000001',
    firstName: 'Juan',
    lastName: 'Dela Cruz',
    birthday: '1990-03-14 00:00:00',
    mobile: '639171234567',
    email: 'juan@example.ph',
    street: '12 Caruncho Avenue',
    barangay: 'San Antonio',
    city: 'Pasig City',
    province: 'Metro Manila',
    region: 'National Capital Region (NCR)',
    zipCode: '1605',
    country: 178,
    consent: true,
    recaptcha: 'pass',
  };

  it('checks the birthday range on the device clock before the form is sent', () => {
    expect(v.safeParse(RaffleEntryFormSchema, entry).success).toBe(true);
    for (const birthday of ['2999-01-01 00:00:00', '1900-01-01 00:00:00']) {
      const parsed = v.safeParse(RaffleEntryFormSchema, { ...entry, birthday });
      const issues = (parsed.issues ?? []).map(
        (issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`,
      );
      expect(new Set(issues)).toEqual(new Set([`birthday: ${BIRTHDAY_MESSAGE}`]));
      expect(v.safeParse(RaffleEntryRequestSchema, { ...entry, birthday }).success).toBe(true);
    }
  });
});
