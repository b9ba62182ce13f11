import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { BROWSER_REACT_ALIASES } from './apps/web/react-aliases.ts';

/**
 * Four projects: unit tests beside the code (the web app's build scripts among them), the web app's tests beside its
 * code in a simulated DOM (happy-dom), database-backed integration tests beside the code (each file with its own
 * PGlite, or a fresh database on PostgreSQL when DATABASE_URL is set), and browser journeys in Chromium.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'apps/*/src/**/*.test.{ts,tsx}',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'apps/web/src/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // The libraries that import React go through the aliases too, so nothing loads React itself.
          server: { deps: { inline: [/@testing-library[\\/]react/, /@tanstack[\\/]react-query/, /react-router/] } },
        },
        // The components run on Preact, as in the browser (decision 43). The libraries that import React are taken
        // in their ES module builds, whose imports the aliases reach (a CommonJS build would require React itself).
        resolve: {
          alias: [
            ...BROWSER_REACT_ALIASES,
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) },
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 0 },
          include: ['apps/*/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Browser journeys run after the other projects, so timers in the browser are not starved of CPU.
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Journeys run one file at a time on a 2-core machine, sharing a server per mode (support/server-modes.ts).
          fileParallelism: false,
        },
      },
    ],
  },
});
