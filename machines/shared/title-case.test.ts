import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it.each([
    ['juan dela cruz', 'Juan Dela Cruz'],
    ['MARIA CLARA', 'Maria Clara'],
    ["o'hara", "O'Hara"],
    ['ana-marie', 'Ana-Marie'],
    ['  peñafrancia   st.  ', 'Peñafrancia St.'],
    ['ñoño', 'Ñoño'],
    ['unit 3b, 25 ortigas ave.', 'Unit 3b, 25 Ortigas Ave.'],
  ])('%s → %s', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});
