import type { Reporter, TestModule } from 'vitest/node';

/** One project's share of a run: its files and tests, and the wall time from its first file's start to its last's end. */
export interface ProjectRun {
  readonly name: string;
  readonly files: number;
  readonly tests: number;
  readonly wallMs: number;
}

/** A line per project, e.g. `unit: 45 files, 610 tests, 21.3 s`, in the order given. */
export function projectRunLines(runs: ReadonlyArray<ProjectRun>): string[] {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return runs.map(
    (run) =>
      `${run.name}: ${count(run.files, 'file')}, ${count(run.tests, 'test')}, ${(run.wallMs / 1000).toFixed(1)} s`,
  );
}

interface ProjectClock {
  firstStart: number;
  lastEnd: number;
}

/**
 * Closes every run with a line per project (its files, tests and wall time, so a slow project shows), then one
 * plain line, `tests: N passed, N failed` (and skipped, if any), so any tool reading the output knows how many tests
 * ran. Unhandled errors count as failures.
 */
export default class SummaryReporter implements Reporter {
  readonly #clocks = new Map<string, ProjectClock>();

  // Reported when a worker starts loading the file, so the file's import counts too.
  onTestModuleQueued(testModule: TestModule): void {
    const name = testModule.project.name;
    const now = performance.now();
    const clock = this.#clocks.get(name);
    if (!clock) this.#clocks.set(name, { firstStart: now, lastEnd: now });
    else clock.firstStart = Math.min(clock.firstStart, now);
  }

  onTestModuleEnd(testModule: TestModule): void {
    const clock = this.#clocks.get(testModule.project.name);
    if (clock) clock.lastEnd = Math.max(clock.lastEnd, performance.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const runs = new Map<string, { files: number; tests: number }>();
    for (const testModule of testModules) {
      const tests = [...testModule.children.allTests()];
      const run = runs.get(testModule.project.name) ?? { files: 0, tests: 0 };
      runs.set(testModule.project.name, { files: run.files + 1, tests: run.tests + tests.length });
      // A file that failed to load has no tests to count; it is still a failure.
      if (testModule.state() === 'failed' && tests.length === 0) failed += 1;
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const projectLines = projectRunLines(
      [...runs]
        .map(([name, run]) => ({ name, ...run, clock: this.#clocks.get(name) }))
        .sort((a, b) => (a.clock?.firstStart ?? 0) - (b.clock?.firstStart ?? 0))
        .map(({ clock, ...run }) => ({ ...run, wallMs: clock ? clock.lastEnd - clock.firstStart : 0 })),
    );
    const line = `tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${[...projectLines, line].join('\n')}\n`);
  }
}
