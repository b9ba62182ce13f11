import type { Database } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { EmailBudget } from './email-budget.ts';
import type { AttemptGuard } from './guard/attempt-guard.ts';
import type { SessionLiveness } from './sessions/session-liveness.ts';
import type { AccessTokenClaims } from './tokens/access-tokens.ts';
import type { SigningKeys } from './tokens/signing-keys.ts';

/** Who is asking, from where: for the audit log and the session row. */
export interface RequestContext {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** A signed-in caller of /auth/v1, from a verified access token whose session is alive. */
export interface TokenActor {
  readonly userId: string;
  readonly sessionId: string;
  readonly claims: AccessTokenClaims;
}

/** What the services of /auth/v1 share. Each takes what it needs from it; all of them share the repository. */
export interface AuthContext {
  readonly db: Database;
  readonly config: Config;
  readonly keys: SigningKeys;
  /** The `iss` of our access tokens: the public address of /auth/v1. */
  readonly issuer: string;
  readonly liveness: SessionLiveness;
  readonly mailer: Mailer;
  readonly emailBudget: EmailBudget;
  /** The one budget of wrong passwords and codes, per account and per address. */
  readonly guard: AttemptGuard;
  readonly log: FastifyBaseLogger;
}

export function authIssuer(config: Config): string {
  return new URL('/auth/v1', config.publicUrl).href;
}
