import { describe, expect, test } from 'vitest';
import { projectRunLines } from './summary-reporter.ts';

describe('projectRunLines', () => {
  test('gives each project its files, tests and wall time in seconds, in the order given', () => {
    expect(
      projectRunLines([
        { name: 'unit', files: 45, tests: 610, wallMs: 21_349 },
        { name: 'e2e', files: 1, tests: 1, wallMs: 60 },
      ]),
    ).toEqual(['unit: 45 files, 610 tests, 21.3 s', 'e2e: 1 file, 1 test, 0.1 s']);
  });

  test('says nothing when no project ran', () => {
    expect(projectRunLines([])).toEqual([]);
  });
});
