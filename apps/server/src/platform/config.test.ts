import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PROJECT_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('gives a newcomer a working setup with no variables at all', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(PROJECT_ROOT, 'data', 'pg') });
    expect(config.webDistDir).toBe(path.join(PROJECT_ROOT, 'apps/web/dist'));
    expect(config.seedDemo).toBe(true);
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://tedi@db.internal:5432/tedi' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://tedi@db.internal:5432/tedi' });
  });

  it('keeps an absolute DATA_DIR as given and treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: '/srv/tedi' }).database).toEqual({ kind: 'pglite', dataDir: '/srv/tedi/pg' });
    expect(loadConfig({ PORT: '', DATA_DIR: '' }).port).toBe(3000);
  });

  it('never seeds the demo family in production unless asked, and refuses to be asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    // Published passwords stay off a server that other computers can reach, unless asked for explicitly.
    expect(loadConfig({ HOST: '0.0.0.0' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '::1' }).seedDemo).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO cannot be true in production/,
    );
  });

  it('serves the developer mailbox only on a development server on this computer, or when asked, never in production', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '::1' }).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX cannot be true in production/,
    );
  });

  it('gives nobody premium access by configuration unless told, and reads the lists and the pilot switch', () => {
    expect(loadConfig({}).subscriptions).toEqual({
      premiumEmails: [],
      premiumUserIds: [],
      autoGrantPremium: false,
      licenceRedeemAttempts: 10,
      stripe: null,
    });
    const config = loadConfig({
      ADMIN_PREMIUM_EMAILS: ' Ops@Tedi.example.org, ,finance@tedi.example.org',
      ADMIN_PREMIUM_USER_IDS: '0B6F8E2A-3C1D-4E5F-8A9B-0C1D2E3F4A5B',
      AUTO_GRANT_PREMIUM: 'true',
      LICENCE_REDEEM_RATE_LIMIT: '3',
    });
    expect(config.subscriptions).toEqual({
      premiumEmails: ['ops@tedi.example.org', 'finance@tedi.example.org'],
      premiumUserIds: ['0b6f8e2a-3c1d-4e5f-8a9b-0c1d2e3f4a5b'],
      autoGrantPremium: true,
      licenceRedeemAttempts: 3,
      stripe: null,
    });
    expect(() => loadConfig({ ADMIN_PREMIUM_EMAILS: 'ops@tedi.example.org,not-an-address' })).toThrow(
      /ADMIN_PREMIUM_EMAILS/,
    );
    expect(() => loadConfig({ ADMIN_PREMIUM_USER_IDS: 'admin' })).toThrow(/ADMIN_PREMIUM_USER_IDS/);
    expect(() => loadConfig({ AUTO_GRANT_PREMIUM: 'maybe' })).toThrow(/AUTO_GRANT_PREMIUM must be true or false/);
  });

  it('takes payments through Stripe only with all four of its settings', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_51AbCdEfGhIjKlMnOp',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      STRIPE_PRICE_MONTHLY: 'price_1Monthly',
      STRIPE_PRICE_ANNUAL: 'price_1Annual',
    };
    expect(loadConfig(stripe).subscriptions.stripe).toEqual({
      secretKey: 'sk_test_51AbCdEfGhIjKlMnOp',
      webhookSecret: 'whsec_0123456789abcdef',
      prices: { monthly: 'price_1Monthly', annual: 'price_1Annual' },
      apiUrl: new URL('https://api.stripe.com'),
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).subscriptions.stripe?.apiUrl.href).toBe(
      'http://127.0.0.1:12111/',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_notasecretkey' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret or restricted key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_ANNUAL: 'prod_123' })).toThrow(
      /STRIPE_PRICE_ANNUAL must be a Stripe price id/,
    );
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT '))).toContain('must be a port number (got "eighty")');
    expect(problems.find((p) => p.startsWith('DATABASE_URL '))).toContain('must be a postgres:// or postgresql:// URL');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL '))).toContain('must be one of fatal');
    expect(problems.find((p) => p.startsWith('TRUST_PROXY '))).toContain('must be true or false');
    expect((error as ConfigError).message).toMatch(/^Tedi cannot start: the configuration is not valid\./);
  });

  it('gives the auth service the contract defaults, and reads its variables', () => {
    const defaults = loadConfig({}).auth;
    expect(defaults).toMatchObject({
      accessTokenTtlSeconds: 3600,
      autoconfirm: false,
      refreshTokenReuseIntervalSeconds: 10,
      flowStateTtlSeconds: 300,
      emailLinkTtlSeconds: 86_400,
      emailResendIntervalSeconds: 60,
      rateLimits: {
        windowSeconds: 300,
        token: 150,
        verify: 30,
        signupAndRecover: 30,
        mfaPerMinute: 15,
        emailsPerHour: 100,
      },
      emailBudgets: { perRecipientPerHour: 10, perSenderPerHour: 30 },
      lockout: { accountFailures: 5, addressFailures: 20, firstLockSeconds: 30, maxLockSeconds: 900 },
    });
    const set = loadConfig({
      AUTH_AUTOCONFIRM: 'true',
      AUTH_REDIRECT_ORIGINS: 'https://app.example.org/, http://localhost:5173',
      AUTH_RATE_LIMIT_TOKEN: '5',
    }).auth;
    expect(set.autoconfirm).toBe(true);
    expect(set.redirectOrigins).toEqual([
      'https://app.example.org',
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(set.rateLimits.token).toBe(5);
  });

  it('lets e-mail links return to the other names of this computer when people reach Tedi on it, and only then', () => {
    expect(loadConfig({ PORT: '4000' }).auth.redirectOrigins).toEqual(['http://127.0.0.1:4000', 'http://[::1]:4000']);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).auth.redirectOrigins).toEqual([
      'http://localhost:3000',
      'http://[::1]:3000',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://tedi.example.org' }).auth.redirectOrigins).toEqual([]);
  });

  it('takes a 32-byte MFA encryption key in base64 or base64url, and nothing else', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ AUTH_ENCRYPTION_KEY: key.toString('base64') }).auth.encryptionKey).toBe(key.toString('base64'));
    expect(loadConfig({ AUTH_ENCRYPTION_KEY: key.toString('base64url') }).auth.encryptionKey).toBeDefined();
    expect(loadConfig({}).auth.encryptionKey).toBeUndefined();
    expect(() => loadConfig({ AUTH_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /AUTH_ENCRYPTION_KEY must be 32 random bytes in base64 or base64url/,
    );
    expect(() => loadConfig({ AUTH_ENCRYPTION_KEY: 'not a key at all!' })).toThrow(/AUTH_ENCRYPTION_KEY must be/);
  });

  it('refuses malformed keys and SMTP without a sender', () => {
    expect(() => loadConfig({ AUTH_SECRET_KEY: 'hunter2' })).toThrow(/AUTH_SECRET_KEY must look like sb_secret_/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(/MAIL_FROM must be set when SMTP_URL is/);
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.org', MAIL_FROM: 'Tedi <hello@example.org>' }).mail).toEqual({
      smtpUrl: 'smtps://mail.example.org',
      from: 'Tedi <hello@example.org>',
      contactInbox: 'hello@example.org',
    });
    expect(loadConfig({ CONTACT_INBOX: 'team@example.org' }).mail.contactInbox).toBe('team@example.org');
    expect(() => loadConfig({ CONTACT_INBOX: 'nobody' })).toThrow(/CONTACT_INBOX must be an e-mail address/);
  });
});
