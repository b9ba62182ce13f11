import type { AccessTokenClaims } from './tokens/access-tokens.ts';

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
