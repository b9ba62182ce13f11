import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type OidcProviderConfig, parseOidcProviders } from './oidc-config.ts';

/** The repository root, so relative defaults work whatever folder the process starts in. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const seconds = z.coerce.number({ error: 'must be a number of seconds' }).int().min(0);
const count = z.coerce.number({ error: 'must be a whole number' }).int().min(1);

/** A comma-separated list, blanks dropped, each item checked by `item`; empty when unset. */
function commaList(item: z.ZodType<string, string>) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item))
    .default([]);
}

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://tedi.example.org' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: booleanFromEnv.default(false),
  SEED_DEMO: booleanFromEnv.optional(),
  DEV_MAILBOX: booleanFromEnv.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(10_000),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: seconds.min(60).default(3600),
  AUTH_AUTOCONFIRM: booleanFromEnv.default(false),
  AUTH_DISABLE_SIGNUP: booleanFromEnv.default(false),
  AUTH_REDIRECT_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins such as https://app.example.org' })))
    .default([]),
  AUTH_PUBLISHABLE_KEY: z
    .string()
    .regex(/^sb_publishable_[A-Za-z0-9_-]{20,}$/, {
      error: 'must look like sb_publishable_ followed by at least 20 letters or digits',
    })
    .optional(),
  AUTH_SECRET_KEY: z
    .string()
    .regex(/^sb_secret_[A-Za-z0-9_-]{32,}$/, {
      error: 'must look like sb_secret_ followed by at least 32 letters or digits',
    })
    .optional(),
  AUTH_ENCRYPTION_KEY: z
    .string()
    .refine((value) => encryptionKeyBytes(value)?.length === 32, {
      error: 'must be 32 random bytes in base64 or base64url, e.g. from `openssl rand -base64 32`',
    })
    .optional(),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: seconds.default(10),
  AUTH_SESSION_MAX_AGE_SECONDS: seconds.default(30 * 24 * 3600),
  AUTH_SESSION_INACTIVITY_TIMEOUT_SECONDS: seconds.default(7 * 24 * 3600),
  AUTH_FLOW_STATE_TTL_SECONDS: seconds.min(1).default(300),
  AUTH_EMAIL_LINK_TTL_SECONDS: seconds.min(60).default(24 * 3600),
  AUTH_EMAIL_RESEND_INTERVAL_SECONDS: seconds.default(60),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: seconds.min(1).default(300),
  AUTH_RATE_LIMIT_TOKEN: count.default(150),
  AUTH_RATE_LIMIT_VERIFY: count.default(30),
  AUTH_RATE_LIMIT_SIGNUP_RECOVER: count.default(30),
  AUTH_RATE_LIMIT_MFA_PER_MINUTE: count.default(15),
  AUTH_RATE_LIMIT_EMAILS_PER_HOUR: count.default(100),
  AUTH_EMAILS_PER_RECIPIENT_PER_HOUR: count.default(10),
  AUTH_EMAILS_PER_SENDER_PER_HOUR: count.default(30),
  AUTH_LOCKOUT_ACCOUNT_FAILURES: count.default(5),
  AUTH_LOCKOUT_ADDRESS_FAILURES: count.default(20),
  AUTH_LOCKOUT_SECONDS: seconds.min(1).default(30),
  AUTH_LOCKOUT_MAX_SECONDS: seconds.min(1).default(900),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CONTACT_INBOX: z.email({ error: 'must be an e-mail address such as hello@tedi.example.org' }).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a full URL such as https://s3.example.org' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  ADMIN_PREMIUM_EMAILS: commaList(z.email({ error: 'must be a comma-separated list of e-mail addresses' })),
  ADMIN_PREMIUM_USER_IDS: commaList(z.uuid({ error: 'must be a comma-separated list of user ids (UUIDs)' })),
  AUTO_GRANT_PREMIUM: booleanFromEnv.default(false),
  LICENCE_REDEEM_RATE_LIMIT: count.default(10),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]{10,}$/, {
      error: 'must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_live_... or rk_test_...)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{10,}$/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, { error: 'must be a Stripe price id (price_...)' })
    .optional(),
  STRIPE_PRICE_ANNUAL: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, { error: 'must be a Stripe price id (price_...)' })
    .optional(),
  STRIPE_API_URL: z
    .url({ error: 'must be a full URL such as https://api.stripe.com' })
    .default('https://api.stripe.com'),
});

/** Stripe's settings: all of them, or none (payments are then not available). */
const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_ANNUAL',
] as const;

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  /** Where people reach the app; decides canonical links and whether HSTS is sent. */
  readonly publicUrl: URL;
  readonly database:
    { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'pglite'; readonly dataDir: string };
  /** Folder of the built web app; absolute. */
  readonly webDistDir: string;
  /** Where file bytes are kept: the local disk (DATA_DIR/files, absolute) or an S3-compatible bucket. */
  readonly storage: StorageConfig;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  readonly bodyLimitBytes: number;
  /**
   * Which proxies to trust for the client's address (see `trustNearestProxy`); false when clients connect directly.
   */
  readonly trustProxy: false | ((address: string, hop: number) => boolean);
  /** Whether the demo family is created at boot. Never in production. */
  readonly seedDemo: boolean;
  /**
   * Whether the developer mailbox (every message's sign-in and reset links) is served, to this computer only.
   * Never in production.
   */
  readonly devMailbox: boolean;
  readonly shutdownTimeoutMs: number;
  readonly auth: AuthConfig;
  readonly mail: MailConfig;
  readonly subscriptions: SubscriptionsConfig;
}

/** Who has premium access without paying, and how licence codes are protected against guessing. */
export interface SubscriptionsConfig {
  /** Accounts with premium access whatever else is true (lower case); from ADMIN_PREMIUM_EMAILS. */
  readonly premiumEmails: readonly string[];
  /** The same by user id; from ADMIN_PREMIUM_USER_IDS. */
  readonly premiumUserIds: readonly string[];
  /**
   * A demo or pilot switch: every signed-in parent has access (and so their family). Off by default; never the
   * way to run the paid service.
   */
  readonly autoGrantPremium: boolean;
  /** Licence code attempts per address in 15 minutes. */
  readonly licenceRedeemAttempts: number;
  /** Payments through Stripe; null when not configured, and then only licences and grants give access. */
  readonly stripe: StripeConfig | null;
}

export interface StripeConfig {
  readonly secretKey: string;
  /** Checks that a webhook's events come from Stripe. */
  readonly webhookSecret: string;
  /** The Stripe price of each plan. */
  readonly prices: { readonly monthly: string; readonly annual: string };
  /** Stripe's API, or a Stripe-compatible server (a local one in tests). */
  readonly apiUrl: URL;
}

export interface AuthConfig {
  /** Lifetime of an access token, in seconds. */
  readonly accessTokenTtlSeconds: number;
  /** Sign-ups are confirmed at once, without an e-mail. */
  readonly autoconfirm: boolean;
  readonly disableSignup: boolean;
  /** Origins, besides the public URL's, that may receive people after an e-mail link and call /auth/v1 from a browser. */
  readonly redirectOrigins: readonly string[];
  /** From the environment; when not set, keys are made on first start and kept in the database. */
  readonly publishableKey: string | undefined;
  readonly secretKey: string | undefined;
  /**
   * Seals MFA secrets at rest (base64 of 32 bytes). When not set, a key is made on first start and kept in the
   * database, which protects against a leaked table but not against a copy of the whole database.
   */
  readonly encryptionKey: string | undefined;
  /** How long a used refresh token may still be presented (e.g. by a second tab) without ending its session. */
  readonly refreshTokenReuseIntervalSeconds: number;
  /** Absolute lifetime of a session; 0 means none. */
  readonly sessionMaxAgeSeconds: number;
  /** A session whose refresh token is not used for this long ends; 0 means never. */
  readonly sessionInactivityTimeoutSeconds: number;
  /** How long a PKCE authorization code may wait for its exchange. */
  readonly flowStateTtlSeconds: number;
  /** How long an e-mail link or code stays valid. */
  readonly emailLinkTtlSeconds: number;
  /** At most one message of a kind to one address in this many seconds. */
  readonly emailResendIntervalSeconds: number;
  /** OpenID providers people may sign in with, by the name `provider=` takes. */
  readonly oidcProviders: readonly OidcProviderConfig[];
  readonly rateLimits: {
    readonly windowSeconds: number;
    /** Requests per window and address. */
    readonly token: number;
    readonly verify: number;
    readonly signupAndRecover: number;
    readonly mfaPerMinute: number;
    /** E-mails of one kind (sign-up, recovery, notice, invitation) the whole service sends per hour. */
    readonly emailsPerHour: number;
  };
  /** E-mails per hour to one address, and asked for by one sender (an address, or a signed-in account). */
  readonly emailBudgets: {
    readonly perRecipientPerHour: number;
    readonly perSenderPerHour: number;
  };
  /**
   * Soft lock-out after wrong passwords and codes: after `accountFailures` on one account (or `addressFailures`
   * from one address), attempts are refused for `firstLockSeconds`, doubling with each lock-out up to
   * `maxLockSeconds`.
   */
  readonly lockout: {
    readonly accountFailures: number;
    readonly addressFailures: number;
    readonly firstLockSeconds: number;
    readonly maxLockSeconds: number;
  };
}

export type StorageConfig =
  | { readonly kind: 'local'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly endpoint: string | undefined;
      readonly accessKeyId: string | undefined;
      readonly secretAccessKey: string | undefined;
      readonly forcePathStyle: boolean;
    };

export interface MailConfig {
  /** `smtp://` or `smtps://` server; when not set, messages go to the outbox table. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** Where messages from the site's contact form are sent; by default the address of MAIL_FROM. */
  readonly contactInbox: string;
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

/** The address in "Name <address>", or the whole text when it has no angle brackets. */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * TRUST_PROXY=true means the one load balancer the deployment guide describes: the address it appended to
 * X-Forwarded-For is the client's. Trusting every hop instead would take the first address, which the client writes
 * itself, and let anyone step around the per-address rate limits by sending a different one each time.
 */
export function trustNearestProxy(_address: string, hop: number): boolean {
  return hop === 0;
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * When people reach Tedi on this computer, the other names of this computer on the same port: the printed
 * http://localhost:3000 is also opened as http://127.0.0.1:3000, and e-mail links must bring them back there.
 */
function loopbackAliases(publicUrl: URL): string[] {
  const host = publicUrl.hostname.replace(/^\[|\]$/g, '');
  if (!isLoopbackHost(host)) return [];
  return LOOPBACK_NAMES.map((name) => {
    const alias = new URL(publicUrl.origin);
    alias.hostname = name;
    return alias.origin;
  }).filter((origin) => origin !== publicUrl.origin);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as it does in most deploy tools' env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')} ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])] ?? null)})`,
      ),
    );
  }
  const values = parsed.data;
  const publicUrl = new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  if (values.NODE_ENV === 'production' && values.SEED_DEMO === true) {
    throw new ConfigError(['SEED_DEMO cannot be true in production: the demo family has published passwords']);
  }
  if (values.NODE_ENV === 'production' && values.DEV_MAILBOX === true) {
    throw new ConfigError([
      'DEV_MAILBOX cannot be true in production: the developer mailbox shows every sign-in and reset link',
    ]);
  }
  if (values.STORAGE_DRIVER === 's3' && !values.S3_BUCKET) {
    throw new ConfigError(['S3_BUCKET must be set when STORAGE_DRIVER is s3: the bucket that keeps uploaded files']);
  }
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new ConfigError([
      'MAIL_FROM must be set when SMTP_URL is: the address messages come from, e.g. "Tedi <hello@tedi.example.org>"',
    ]);
  }
  const stripeSet = STRIPE_VARIABLES.filter((name) => values[name] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    throw new ConfigError(
      STRIPE_VARIABLES.filter((name) => values[name] === undefined).map(
        (name) =>
          `${name} must be set when ${stripeSet.join(', ')} ${stripeSet.length === 1 ? 'is' : 'are'}: payments need all four Stripe settings`,
      ),
    );
  }
  const oidc = parseOidcProviders(present);
  if (oidc.problems.length > 0) throw new ConfigError(oidc.problems);
  const resolve = (dir: string) => (path.isAbsolute(dir) ? dir : path.join(PROJECT_ROOT, dir));
  return Object.freeze({
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl,
    database: Object.freeze(
      values.DATABASE_URL
        ? { kind: 'postgres' as const, url: values.DATABASE_URL }
        : { kind: 'pglite' as const, dataDir: path.join(resolve(values.DATA_DIR), 'pg') },
    ),
    webDistDir: resolve(values.WEB_DIST_DIR),
    storage: Object.freeze(
      values.STORAGE_DRIVER === 's3'
        ? {
            kind: 's3' as const,
            bucket: values.S3_BUCKET!,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' as const, dir: path.join(resolve(values.DATA_DIR), 'files') },
    ),
    logLevel: values.LOG_LEVEL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    trustProxy: values.TRUST_PROXY ? trustNearestProxy : false,
    // The demo family's passwords are published: by default it exists only on a server this computer alone reaches.
    seedDemo: values.SEED_DEMO ?? (values.NODE_ENV !== 'production' && isLoopbackHost(values.HOST)),
    // The same default for the mailbox: on for `npm start` on this computer, where signing up needs its links.
    devMailbox: values.DEV_MAILBOX ?? (values.NODE_ENV !== 'production' && isLoopbackHost(values.HOST)),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    auth: Object.freeze({
      accessTokenTtlSeconds: values.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      autoconfirm: values.AUTH_AUTOCONFIRM,
      disableSignup: values.AUTH_DISABLE_SIGNUP,
      redirectOrigins: Object.freeze([
        ...new Set([
          ...values.AUTH_REDIRECT_ORIGINS.map((origin) => new URL(origin).origin),
          ...loopbackAliases(publicUrl),
        ]),
      ]),
      publishableKey: values.AUTH_PUBLISHABLE_KEY,
      secretKey: values.AUTH_SECRET_KEY,
      encryptionKey: values.AUTH_ENCRYPTION_KEY,
      refreshTokenReuseIntervalSeconds: values.AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
      sessionMaxAgeSeconds: values.AUTH_SESSION_MAX_AGE_SECONDS,
      sessionInactivityTimeoutSeconds: values.AUTH_SESSION_INACTIVITY_TIMEOUT_SECONDS,
      flowStateTtlSeconds: values.AUTH_FLOW_STATE_TTL_SECONDS,
      emailLinkTtlSeconds: values.AUTH_EMAIL_LINK_TTL_SECONDS,
      emailResendIntervalSeconds: values.AUTH_EMAIL_RESEND_INTERVAL_SECONDS,
      oidcProviders: Object.freeze(oidc.providers),
      rateLimits: Object.freeze({
        windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        token: values.AUTH_RATE_LIMIT_TOKEN,
        verify: values.AUTH_RATE_LIMIT_VERIFY,
        signupAndRecover: values.AUTH_RATE_LIMIT_SIGNUP_RECOVER,
        mfaPerMinute: values.AUTH_RATE_LIMIT_MFA_PER_MINUTE,
        emailsPerHour: values.AUTH_RATE_LIMIT_EMAILS_PER_HOUR,
      }),
      emailBudgets: Object.freeze({
        perRecipientPerHour: values.AUTH_EMAILS_PER_RECIPIENT_PER_HOUR,
        perSenderPerHour: values.AUTH_EMAILS_PER_SENDER_PER_HOUR,
      }),
      lockout: Object.freeze({
        accountFailures: values.AUTH_LOCKOUT_ACCOUNT_FAILURES,
        addressFailures: values.AUTH_LOCKOUT_ADDRESS_FAILURES,
        firstLockSeconds: values.AUTH_LOCKOUT_SECONDS,
        maxLockSeconds: Math.max(values.AUTH_LOCKOUT_MAX_SECONDS, values.AUTH_LOCKOUT_SECONDS),
      }),
    }),
    mail: Object.freeze({
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? 'Tedi <no-reply@localhost>',
      contactInbox: values.CONTACT_INBOX ?? mailAddressOf(values.MAIL_FROM ?? 'no-reply@localhost'),
    }),
    subscriptions: Object.freeze({
      premiumEmails: Object.freeze(values.ADMIN_PREMIUM_EMAILS.map((email) => email.toLowerCase())),
      premiumUserIds: Object.freeze(values.ADMIN_PREMIUM_USER_IDS.map((id) => id.toLowerCase())),
      autoGrantPremium: values.AUTO_GRANT_PREMIUM,
      licenceRedeemAttempts: values.LICENCE_REDEEM_RATE_LIMIT,
      stripe:
        values.STRIPE_SECRET_KEY &&
        values.STRIPE_WEBHOOK_SECRET &&
        values.STRIPE_PRICE_MONTHLY &&
        values.STRIPE_PRICE_ANNUAL
          ? Object.freeze({
              secretKey: values.STRIPE_SECRET_KEY,
              webhookSecret: values.STRIPE_WEBHOOK_SECRET,
              prices: Object.freeze({ monthly: values.STRIPE_PRICE_MONTHLY, annual: values.STRIPE_PRICE_ANNUAL }),
              apiUrl: new URL(values.STRIPE_API_URL),
            })
          : null,
    }),
  });
}

/** The bytes of an encryption key given as base64 or base64url; null when it is neither. */
export function encryptionKeyBytes(value: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, ''), 'base64url');
}

/** A test configuration's auth settings with some changed. */
export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return Object.freeze({ ...testConfig().auth, ...overrides });
}

/** A test configuration's subscription settings with some changed. */
export function testSubscriptionsConfig(overrides: Partial<SubscriptionsConfig> = {}): SubscriptionsConfig {
  return Object.freeze({ ...testConfig().subscriptions, ...overrides });
}

/** A configuration for tests: defaults, in-memory database chosen by the caller, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return Object.freeze({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides });
}
