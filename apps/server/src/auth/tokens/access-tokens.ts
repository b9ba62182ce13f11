import { errors as joseErrors, jwtVerify, SignJWT, decodeProtectedHeader } from 'jose';
import { SIGNING_ALGORITHM, type SigningKeys } from './signing-keys.ts';

export type AuthenticatorAssuranceLevel = 'aal1' | 'aal2';

export interface AmrEntry {
  readonly method: string;
  /** Seconds since the epoch. */
  readonly timestamp: number;
}

/** The claims of an access token, exactly as the contract lists them. */
export interface AccessTokenClaims {
  readonly iss: string;
  readonly sub: string;
  readonly aud: 'authenticated';
  readonly exp: number;
  readonly iat: number;
  readonly email: string;
  readonly phone: string;
  readonly app_metadata: Record<string, unknown>;
  readonly user_metadata: Record<string, unknown>;
  readonly role: 'authenticated';
  readonly aal: AuthenticatorAssuranceLevel;
  readonly amr: AmrEntry[];
  readonly session_id: string;
  readonly is_anonymous: boolean;
}

export interface TokenSubject {
  readonly id: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly appMetadata: Record<string, unknown>;
  readonly userMetadata: Record<string, unknown>;
  readonly isAnonymous: boolean;
}

export interface ClaimsInput {
  readonly issuer: string;
  readonly user: TokenSubject;
  readonly sessionId: string;
  readonly aal: AuthenticatorAssuranceLevel;
  readonly amr: readonly AmrEntry[];
  /** Seconds since the epoch. */
  readonly issuedAt: number;
  readonly ttlSeconds: number;
}

export const AUDIENCE = 'authenticated';

export function accessTokenClaims(input: ClaimsInput): AccessTokenClaims {
  return {
    iss: input.issuer,
    sub: input.user.id,
    aud: AUDIENCE,
    exp: input.issuedAt + input.ttlSeconds,
    iat: input.issuedAt,
    email: input.user.email ?? '',
    phone: input.user.phone ?? '',
    app_metadata: input.user.appMetadata,
    user_metadata: input.user.userMetadata,
    role: 'authenticated',
    aal: input.aal,
    // The most recent way of proving identity comes first, as GoTrue orders them.
    amr: [...input.amr].sort((a, b) => b.timestamp - a.timestamp),
    session_id: input.sessionId,
    is_anonymous: input.user.isAnonymous,
  };
}

export async function signAccessToken(claims: AccessTokenClaims, keys: SigningKeys): Promise<string> {
  const { kid, key } = keys.current;
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' }).sign(key);
}

export type VerifyFailure = 'malformed' | 'expired' | 'invalid';

/** Checks signature, algorithm, issuer, audience and expiry. Never throws. */
export async function verifyAccessToken(
  token: string,
  keys: SigningKeys,
  issuer: string,
): Promise<{ claims: AccessTokenClaims } | { failure: VerifyFailure }> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== SIGNING_ALGORITHM || typeof header.kid !== 'string') return { failure: 'invalid' };
    kid = header.kid;
  } catch {
    return { failure: 'malformed' };
  }
  const key = await keys.verificationKey(kid);
  if (!key) return { failure: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [SIGNING_ALGORITHM], issuer, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string' || typeof payload.exp !== 'number') {
      return { failure: 'invalid' };
    }
    return { claims: payload as unknown as AccessTokenClaims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { failure: 'expired' };
    return { failure: 'invalid' };
  }
}
