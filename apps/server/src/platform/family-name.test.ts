import { describe, expect, test } from 'vitest';

import { familyNameFor, personNameFrom, PLACEHOLDER_FAMILY_NAMES, UNNAMED_FAMILY } from './family-name.ts';

describe('a family’s name from its parent’s', () => {
  test.each([
    ['Sam Taylor', 'The Taylor family'],
    ['  Priya   Shah ', 'The Shah family'],
    ['Mary Jane Smith-Jones', 'The Smith-Jones family'],
    ['Siobhán O’Brien', 'The O’Brien family'],
    ['Anna van der Berg', 'The van der Berg family'],
    ['Ludwig von Trapp', 'The von Trapp family'],
    ['Martin Luther King Jr.', 'The King family'],
    ['Sam', 'Sam’s family'],
    ['James', 'James’s family'],
  ])('%s gives %s', (person, family) => {
    expect(familyNameFor(person)).toBe(family);
  });

  test('without a name the family has a plain one, which counts as never chosen', () => {
    expect(familyNameFor(null)).toBe(UNNAMED_FAMILY);
    expect(familyNameFor('   ')).toBe(UNNAMED_FAMILY);
    expect(PLACEHOLDER_FAMILY_NAMES).toContain(UNNAMED_FAMILY);
    // What every family was called before: still a name nobody chose.
    expect(PLACEHOLDER_FAMILY_NAMES).toContain('My family');
  });

  test('the name is the one given in Tedi, else the sign-in provider’s', () => {
    expect(personNameFrom('Sam Taylor', { full_name: 'Samantha Taylor' })).toBe('Sam Taylor');
    expect(personNameFrom(null, { full_name: ' Samantha  Taylor ' })).toBe('Samantha Taylor');
    expect(personNameFrom('', { name: 'Alex Taylor' })).toBe('Alex Taylor');
    expect(personNameFrom(null, { display_name: 'Pat Taylor' })).toBe('Pat Taylor');
    expect(personNameFrom(null, { full_name: 42 })).toBeNull();
    expect(personNameFrom(null, null)).toBeNull();
  });
});
