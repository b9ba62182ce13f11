import { getHeapSpaceStatistics } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { releaseStartMemory } from './start-memory.ts';

function newSpaceBytes(): number {
  const space = getHeapSpaceStatistics().find((candidate) => candidate.space_name === 'new_space');
  if (!space) throw new Error('V8 reports no young generation.');
  return space.physical_space_size;
}

describe('releaseStartMemory', () => {
  it('shrinks the young generation a busy start grew, without leaving a global collector behind', () => {
    // Objects that survive a few young collections make V8 grow the young generation, as a server's start does.
    const kept: number[][] = [];
    for (let round = 0; round < 200_000; round += 1) {
      kept.push(Array.from({ length: 8 }, (_, index) => round + index));
      if (kept.length > 50_000) kept.splice(0, 25_000);
    }
    const grown = newSpaceBytes();
    expect(grown).toBeGreaterThan(2_000_000);
    kept.length = 0;

    releaseStartMemory();

    expect(newSpaceBytes()).toBeLessThan(grown / 2);
    expect(runInNewContext('typeof gc')).toBe('undefined');
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
  });
});
