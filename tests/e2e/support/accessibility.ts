import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA, as axe tags it: every A and AA rule of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with one readable line per offending element: rule, impact,
 * what is wrong, where (CSS selector) and how to fix it. The failure is soft: the journey goes on, so one run
 * shows every problem along it, and the test fails at its end.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
  const report = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const fix = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} at ${node.target.join(' ')}: ${fix} (${violation.helpUrl})`;
    }),
  );
  expect.soft(report, `axe (WCAG 2.2 AA) found violations on ${page.url()}`).toEqual([]);
}
