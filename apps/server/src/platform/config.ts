import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative defaults work whatever folder the process starts in. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://tedi.example.org' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'must be a number of bytes' }).int().min(1024).default(1024 * 1024),
  TRUST_PROXY: booleanFromEnv.default(false),
  SEED_DEMO: booleanFromEnv.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(10_000),
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  /** Where people reach the app; decides canonical links and whether HSTS is sent. */
  readonly publicUrl: URL;
  readonly database: { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'pglite'; readonly dataDir: string };
  /** Folder of the built web app; absolute. */
  readonly webDistDir: string;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  readonly bodyLimitBytes: number;
  readonly trustProxy: boolean;
  /** Whether the demo family is created at boot. Never in production. */
  readonly seedDemo: boolean;
  readonly shutdownTimeoutMs: number;
}

/** Raised at boot when the environment is wrong; lists every problem at once. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Tedi cannot start: the configuration is not valid.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as it does in most deploy tools' env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])] ?? null)})`),
    );
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && values.SEED_DEMO === true) {
    throw new ConfigError(['SEED_DEMO cannot be true in production: the demo family has published passwords']);
  }
  const resolve = (dir: string) => (path.isAbsolute(dir) ? dir : path.join(PROJECT_ROOT, dir));
  return Object.freeze({
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`),
    database: Object.freeze(
      values.DATABASE_URL
        ? { kind: 'postgres' as const, url: values.DATABASE_URL }
        : { kind: 'pglite' as const, dataDir: path.join(resolve(values.DATA_DIR), 'pg') },
    ),
    webDistDir: resolve(values.WEB_DIST_DIR),
    logLevel: values.LOG_LEVEL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    trustProxy: values.TRUST_PROXY,
    seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
  });
}

/** A configuration for tests: defaults, in-memory database chosen by the caller, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return Object.freeze({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides });
}
