import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';

/**
 * Sub-folders of a folder, read at lint time so a new feature or module is covered without editing this file.
 * @param {string} relativeDir
 * @returns {string[]}
 */
function subfolders(relativeDir) {
  try {
    return readdirSync(path.join(ROOT, relativeDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

const webFeatures = subfolders(WEB_FEATURES);

/**
 * A feature's calls to the server live in its api/ folder (see docs/web-data-access.md), and that folder is the only
 * part of a feature the rest of the app may import: another feature reads children or preferences through
 * `features/children/api/` or `features/accounts/api/`, never through their components.
 */
const featureApis = webFeatures.map((feature) => `./${feature}/api`);

const featureZones = webFeatures.map((feature) => ({
  target: `${WEB_FEATURES}/${feature}`,
  from: WEB_FEATURES,
  except: [`./${feature}`, ...featureApis],
  message: `Features import only each other's api/ folder: move what "${feature}" shares into that feature's api/, or into components/ui or lib.`,
}));

/** A module reaches another module's data through that module's service, never its repository. */
const moduleZones = subfolders(SERVER_MODULES).map((module) => ({
  target: `${SERVER_MODULES}/${module}`,
  from: [`${SERVER_MODULES}/*/**/repository*.ts`, `${SERVER_MODULES}/*/**/repository/**`],
  // Glob exceptions are matched against absolute paths as written, so they must be absolute.
  except: [path.join(ROOT, SERVER_MODULES, module, '**')],
  message: `Module "${module}" may not use another module's repository: call that module's service instead.`,
}));

const boundaryZones = [
  ...featureZones,
  {
    target: 'apps/web/src/components/ui',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'components/ui is shared by every feature, so it may not depend on a feature or on app/.',
  },
  {
    target: 'apps/web/src/lib',
    from: WEB_FEATURES,
    except: featureApis,
    message: 'lib is shared by every feature, so it may use a feature only through its api/ folder.',
  },
  {
    target: 'apps/web/src/lib',
    from: 'apps/web/src/app',
    message: 'lib is shared by every feature, so it may not depend on app/.',
  },
  {
    // An api/ folder needs only lib's transport and other api/ folders, so lib and every feature can use it.
    target: `${WEB_FEATURES}/*/api/**`,
    from: [WEB_FEATURES, 'apps/web/src/app', 'apps/web/src/components'],
    except: featureApis,
    message:
      "A feature's api/ holds server calls and their cache: it may use lib and api/ folders, not the rest of a feature.",
  },
  {
    target: 'apps/web',
    from: ['packages/db', 'apps/server'],
    message: 'The web app talks to the server over HTTP; share types and schemas through @tedi/contracts.',
  },
  ...moduleZones,
  {
    target: 'apps/server/src/platform',
    from: SERVER_MODULES,
    message: 'platform/ is what modules build on; it may not depend on a module.',
  },
  {
    target: 'apps/server',
    from: 'apps/web',
    message: 'The server may not import web app code; share it through @tedi/contracts.',
  },
  {
    target: 'packages/contracts',
    from: '.',
    except: ['./packages/contracts', './node_modules'],
    message: 'contracts is shared by server and web, so it imports nothing of ours.',
  },
];

/** Env is parsed and validated once, in the server's config module. */
const processEnvMessage = 'Read settings from the Config (apps/server/src/platform/config.ts), not process.env.';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    'apps/server/.build-test-*/',
    '**/node_modules/',
    '**/coverage/',
    'data/',
    'packages/db/migrations/',
    'test-results/',
    'bench/results/',
  ]),

  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: globals.node,
      parserOptions: {
        projectService: {
          // Root config files and scripts belong to no package's tsconfig.
          allowDefaultProject: ['*.js', '*.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: ROOT,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    plugins: {
      'import-x': importX,
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify handlers and hooks are async so that a returned value is the reply and a throw is an error reply,
      // whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: processEnvMessage }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'node:process', importNames: ['env'], message: processEnvMessage },
            { name: 'process', importNames: ['env'], message: processEnvMessage },
          ],
        },
      ],
    },
  },

  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: {
      globals: globals.browser,
    },
  },

  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: {
      // Runs in the browser and on the server alike.
      globals: globals['shared-node-browser'],
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.)',
              message: 'contracts depends on zod only, so server and web can both use it.',
            },
          ],
        },
      ],
    },
  },

  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      // Tests read parsed JSON (`response.json()` is `any`) and use asymmetric matchers (`expect.any()` is `any`);
      // the assertion itself checks the shape.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },

  {
    // The config module parses env; the others are command-line tools, tests, test support and benchmarks.
    files: [
      'apps/server/src/platform/config.ts',
      'packages/db/src/migrate-cli.ts',
      'packages/db/src/testing.ts',
      '**/*.test.{ts,tsx}',
      'tests/**',
      'bench/**',
      'scripts/**',
    ],
    rules: {
      'no-restricted-properties': 'off',
      'no-restricted-imports': 'off',
    },
  },
]);
