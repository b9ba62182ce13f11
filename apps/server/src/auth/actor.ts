import { createHash } from 'node:crypto';
import type { ProfileRole } from '@tedi/db';
import type { FastifyRequest } from 'fastify';
import type { SessionLiveness } from './sessions/session-liveness.ts';
import type { SigningKeys } from './tokens/signing-keys.ts';
import { type AccessTokenClaims, type AuthenticatorAssuranceLevel, verifyAccessToken } from './tokens/access-tokens.ts';

/** The person behind a request, from a verified access token whose session is still alive. */
export interface Actor {
  readonly userId: string;
  readonly sessionId: string;
  /** The product role from app_metadata.role; null when the token carries none. */
  readonly role: ProfileRole | null;
  readonly aal: AuthenticatorAssuranceLevel;
  /**
   * True when the session is still at aal1 but the user has a verified second factor: they have given their
   * password and not yet their code, so the product API refuses them until they do.
   */
  readonly secondFactorPending: boolean;
  readonly email: string;
  readonly claims: AccessTokenClaims;
}

/** Why a request has no actor, in the auth contract's codes. */
export type ActorFailure = 'no_authorization' | 'bad_jwt' | 'session_not_found';

export type ActorResolution = { readonly actor: Actor } | { readonly failure: ActorFailure };

const ROLES: ReadonlySet<string> = new Set(['parent', 'family_member', 'child', 'admin', 'super_admin']);

export interface ActorResolverOptions {
  readonly keys: SigningKeys;
  /** Whether a session may still be used; asked on every request, answered in memory. */
  readonly liveness: Pick<SessionLiveness, 'isAlive'>;
  readonly issuer: string;
  /** Whether a user has a verified second factor; asked once per aal1 token. */
  readonly hasVerifiedFactor: (userId: string) => Promise<boolean>;
  /** Distinct tokens remembered as verified; the least recently used are forgotten beyond this. */
  readonly maxCachedTokens?: number;
}

/**
 * Resolves the actor of a request. Each distinct token is verified once (signature, issuer, audience, and for an
 * aal1 token whether its user has a second factor) and then remembered, under its hash, until it expires. Whether
 * its session is alive is asked on every request and known in memory (see SessionLiveness), so a signed-out or
 * revoked session is refused at once even though its token is remembered. So an authenticated request costs no
 * signature check and no query once its token has been seen.
 */
export class ActorResolver {
  readonly #options: ActorResolverOptions;
  readonly #maxCached: number;
  /**
   * SHA-256 of a token -> its actor, least recently used first. Hashes, so that the memory holds no usable
   * credential and every key has the same small size.
   */
  readonly #verified = new Map<string, Actor>();
  readonly #byRequest = new WeakMap<FastifyRequest, Promise<ActorResolution>>();

  constructor(options: ActorResolverOptions) {
    this.#options = options;
    this.#maxCached = options.maxCachedTokens ?? 10_000;
  }

  /** The bearer token of a request, or null. */
  static bearerToken(request: FastifyRequest): string | null {
    const header = request.headers.authorization;
    if (typeof header !== 'string') return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  }

  /** Resolves once per request, however many times it is asked. */
  resolve(request: FastifyRequest): Promise<ActorResolution> {
    let resolution = this.#byRequest.get(request);
    if (!resolution) {
      resolution = this.resolveToken(ActorResolver.bearerToken(request));
      this.#byRequest.set(request, resolution);
    }
    return resolution;
  }

  async resolveToken(token: string | null): Promise<ActorResolution> {
    if (!token) return { failure: 'no_authorization' };
    const nowSeconds = Date.now() / 1000;
    const key = createHash('sha256').update(token).digest('base64url');
    let actor = this.#verified.get(key);
    if (actor) {
      // Taken out either way: put back at the most recently used end if still valid, forgotten if expired.
      this.#verified.delete(key);
      if (actor.claims.exp <= nowSeconds) actor = undefined;
      else this.#verified.set(key, actor);
    }
    if (!actor) {
      const verified = await verifyAccessToken(token, this.#options.keys, this.#options.issuer);
      if ('failure' in verified) return { failure: 'bad_jwt' };
      const claims = verified.claims;
      const secondFactorPending = claims.aal !== 'aal2' && (await this.#options.hasVerifiedFactor(claims.sub));
      actor = toActor(claims, secondFactorPending);
      this.#verified.set(key, actor);
      if (this.#verified.size > this.#maxCached) {
        const oldest = this.#verified.keys().next().value;
        if (oldest !== undefined) this.#verified.delete(oldest);
      }
    }
    if (!(await this.#options.liveness.isAlive(actor.sessionId))) return { failure: 'session_not_found' };
    return { actor };
  }

  /** How many tokens are remembered as verified. */
  get cachedTokenCount(): number {
    return this.#verified.size;
  }
}

function toActor(claims: AccessTokenClaims, secondFactorPending: boolean): Actor {
  const role = claims.app_metadata?.role;
  return {
    userId: claims.sub,
    sessionId: claims.session_id,
    role: typeof role === 'string' && ROLES.has(role) ? (role as ProfileRole) : null,
    aal: claims.aal === 'aal2' ? 'aal2' : 'aal1',
    secondFactorPending,
    email: typeof claims.email === 'string' ? claims.email : '',
    claims,
  };
}
