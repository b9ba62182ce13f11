import { randomUUID } from 'node:crypto';
import type { Database } from '@tedi/db';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../platform/config.ts';
import type { OidcProviderConfig } from '../../platform/oidc-config.ts';
import type { RequestContext, TokenActor } from '../context.ts';
import { AuthApiError, badRequest, toAuthApiError, unprocessable, validationFailed } from '../errors.ts';
import { parsePkce } from '../pkce.ts';
import { redirectOrDefault, siteUrl } from '../redirects.ts';
import type { Sessions } from '../sessions/sessions.ts';
import type { OidcProviders } from './oidc-providers.ts';
import type { UserView } from '../presenter.ts';
import {
  identityDataOf,
  mergeProfileClaims,
  profileFromClaims,
  type ProviderProfile,
  requestedScopes,
} from './provider-profile.ts';
import * as providerRepository from './provider-repository.ts';
import * as repository from '../repository.ts';
import type { FlowStateRow, UserRow } from '../repository.ts';
import { secretsEqual, sha256 } from '../secrets.ts';

/** Time for a password, a second factor at the provider and its consent screen, between /authorize and /callback. */
export const PROVIDER_ROUND_TRIP_SECONDS = 600;
const MAX_PROVIDER_DESCRIPTION_LENGTH = 200;

export interface StartInput {
  readonly provider: string | undefined;
  readonly redirectTo: string | undefined;
  /** Scopes the client asks for on top of the configured ones. */
  readonly scopes: string | undefined;
  readonly codeChallenge: string | undefined;
  readonly codeChallengeMethod: string | undefined;
  /** OpenID Connect parameters passed on to the provider as they are (`prompt=select_account`, `login_hint`). */
  readonly forwarded: { readonly prompt?: string | undefined; readonly login_hint?: string | undefined };
}

export interface StartedFlow {
  /** The provider's authorization URL to send the person to. */
  readonly url: string;
  /** Also goes into a cookie (see `stateCookieName`), so the sign-in finishes only in the browser that began it. */
  readonly state: string;
  readonly responseMode: OidcProviderConfig['responseMode'];
}

export interface FinishedFlow {
  /** Where the person goes now: the client's page with a session, a PKCE code or an error. */
  readonly location: string;
  readonly failure?: { readonly error: AuthApiError; readonly cause: unknown };
}

/** A provider's own error (`error=access_denied`), passed on to the client as the provider named it. */
class ProviderRefusal extends AuthApiError {
  readonly #providerError: string;
  constructor(providerError: string, description: string) {
    super(400, 'bad_oauth_callback', description);
    this.#providerError = providerError;
  }
  override get oauthError(): string {
    return this.#providerError;
  }
}

/**
 * Sign-in through OpenID providers (authorization code flow with PKCE, state and nonce towards the provider) and
 * the linking and unlinking of their identities. The person ends on the client's page as after an e-mail link: a
 * session in the fragment (implicit flow) or a code to exchange (PKCE).
 *
 * Accounts are matched by the provider's id of the person first. An e-mail address joins a provider identity to an
 * existing account only when the provider has verified it; a new account records an address only then, since an
 * address nobody proved could otherwise be claimed later by its real owner together with this identity.
 */
export class ProviderSignIn {
  readonly #db: Database;
  readonly #config: Config;
  readonly #providers: OidcProviders;
  readonly #sessions: Sessions;
  readonly #log: FastifyBaseLogger;
  /** Our redirect URI, to register with each provider. */
  readonly callbackUrl: string;

  constructor(deps: {
    db: Database;
    config: Config;
    providers: OidcProviders;
    sessions: Sessions;
    log: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#log = deps.log;
    this.#config = deps.config;
    this.#providers = deps.providers;
    this.#sessions = deps.sessions;
    this.callbackUrl = new URL('/auth/v1/callback', deps.config.publicUrl).href;
  }

  async #audit(db: Database, ctx: RequestContext, userId: string | null, action: string, details: object) {
    await repository.insertAuditEntry(db, {
      userId,
      action,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      details: { ...details },
    });
  }

  /** Stores the flow and answers the provider's authorization URL. `linking`: the signed-in user adding it. */
  async start(input: StartInput, linking: TokenActor | null): Promise<StartedFlow> {
    const provider = this.#providers.find(input.provider);
    if (!provider) throw validationFailed('Unsupported provider: provider is not enabled');
    const pkce = parsePkce(input.codeChallenge, input.codeChallengeMethod);
    const scope = requestedScopes(provider.scopes, input.scopes);
    if (linking) await this.#mayChangeIdentities(linking);
    let configuration: oidc.Configuration;
    try {
      configuration = await this.#providers.configuration(provider);
    } catch (error) {
      this.#log.warn({ provider: provider.name, error: (error as Error).name }, 'provider discovery failed');
      throw new AuthApiError(503, 'unexpected_failure', `Could not reach ${provider.name}. Please try again shortly.`);
    }

    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const providerCodeVerifier = oidc.randomPKCECodeVerifier();
    const now = Date.now();
    const oldestUseful = Math.max(PROVIDER_ROUND_TRIP_SECONDS, this.#config.auth.flowStateTtlSeconds) * 1000;
    await providerRepository.deleteStaleProviderFlows(this.#db, new Date(now - oldestUseful));
    await providerRepository.insertProviderFlow(this.#db, {
      stateHash: sha256(state),
      provider: provider.name,
      redirectTo: redirectOrDefault(this.#config, input.redirectTo, '/'),
      nonce,
      providerCodeVerifier,
      codeChallenge: pkce?.codeChallenge ?? null,
      codeChallengeMethod: pkce?.codeChallengeMethod ?? null,
      linkingTargetId: linking?.userId ?? null,
    });
    const parameters: Record<string, string> = {
      redirect_uri: this.callbackUrl,
      scope,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(providerCodeVerifier),
      code_challenge_method: 'S256',
    };
    if (provider.responseMode === 'form_post') parameters.response_mode = 'form_post';
    for (const [name, value] of Object.entries(input.forwarded)) if (value) parameters[name] = value;
    const url = oidc.buildAuthorizationUrl(configuration, parameters);
    return { url: url.href, state, responseMode: provider.responseMode };
  }

  /**
   * The provider's answer (query or posted form) and the state held in the browser's cookie. Never throws: every
   * outcome is a place to send the person, with the reason when it failed.
   */
  async finish(
    response: URLSearchParams,
    browserState: string | undefined,
    ctx: RequestContext,
  ): Promise<FinishedFlow> {
    const state = response.get('state') ?? '';
    let flow: FlowStateRow | undefined;
    try {
      flow = state === '' ? undefined : await providerRepository.takeProviderFlow(this.#db, sha256(state));
      if (!flow) throw badRequest('bad_oauth_state', 'OAuth callback with invalid state');
      const now = new Date();
      if (now.getTime() - flow.createdAt.getTime() > PROVIDER_ROUND_TRIP_SECONDS * 1000)
        throw badRequest('bad_oauth_state', 'The sign-in took too long. Please start again.');
      if (browserState === undefined || !secretsEqual(browserState, state))
        throw badRequest('bad_oauth_state', 'The sign-in was started in another browser. Please start again here.');
      const provider = this.#providers.find(flow.providerType);
      if (!provider) throw validationFailed('Unsupported provider: provider is not enabled');
      const providerError = response.get('error');
      if (providerError) {
        const description = response.get('error_description') ?? `${provider.name} did not sign you in.`;
        throw new ProviderRefusal(providerError.slice(0, 64), description.slice(0, MAX_PROVIDER_DESCRIPTION_LENGTH));
      }
      if (!response.get('code'))
        throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code');
      const profile = await this.#verifiedProfile(provider, flow, state, response);
      return { location: await this.#complete(flow, provider, profile, ctx, now) };
    } catch (error) {
      const authError = toAuthApiError(error);
      await this.#audit(this.#db, ctx, flow?.linkingTargetId ?? null, 'login_failed', {
        provider: flow?.providerType ?? null,
        reason: authError.code,
      });
      const target = new URL(flow?.redirectTo ?? siteUrl(this.#config, '/'));
      const details = { error: authError.oauthError, error_code: authError.code, error_description: authError.message };
      if (flow?.codeChallenge)
        for (const [name, value] of Object.entries(details)) target.searchParams.set(name, value);
      target.hash = new URLSearchParams({ ...details, sb: '' }).toString();
      return { location: target.href, failure: { error: authError, cause: error } };
    }
  }

  /** Exchanges the code (with our PKCE verifier) and checks the ID token: signature, issuer, audience, expiry, nonce. */
  async #verifiedProfile(
    provider: OidcProviderConfig,
    flow: FlowStateRow,
    state: string,
    response: URLSearchParams,
  ): Promise<ProviderProfile> {
    const couldNotVerify = () =>
      badRequest('bad_oauth_callback', `Could not verify the sign-in with ${provider.name}. Please try again.`);
    try {
      const configuration = await this.#providers.configuration(provider);
      const currentUrl = new URL(this.callbackUrl);
      for (const [name, value] of response) currentUrl.searchParams.append(name, value);
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        expectedState: state,
        expectedNonce: flow.oauthNonce ?? '',
        pkceCodeVerifier: flow.providerCodeVerifier ?? '',
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> | undefined = tokens.claims();
      if (!claims) throw couldNotVerify();
      // Some providers keep the e-mail address and name at their userinfo endpoint rather than in the ID token.
      if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
        claims = mergeProfileClaims(claims, userinfo);
      }
      return profileFromClaims(claims, response.get('user'));
    } catch (error) {
      if (error instanceof AuthApiError) throw error;
      // openid-client's messages may quote the provider's answers; their kind and OAuth error code are enough.
      const { name, code, error: oauthError } = error as { name?: string; code?: string; error?: unknown };
      this.#log.warn(
        {
          provider: provider.name,
          error: name,
          code,
          oauthError: typeof oauthError === 'string' ? oauthError : undefined,
        },
        'a provider sign-in could not be verified',
      );
      throw couldNotVerify();
    }
  }

  async #complete(
    flow: FlowStateRow,
    provider: OidcProviderConfig,
    profile: ProviderProfile,
    ctx: RequestContext,
    now: Date,
  ): Promise<string> {
    const target = new URL(flow.redirectTo ?? siteUrl(this.#config, '/'));
    await this.#db.transaction(async (tx) => {
      const user = flow.linkingTargetId
        ? await this.#link(tx, flow.linkingTargetId, provider, profile, ctx, now)
        : await this.#signIn(tx, provider, profile, ctx, now);
      if (user.bannedUntil && user.bannedUntil > now) throw new AuthApiError(403, 'user_banned', 'User is banned');
      if (flow.codeChallenge && flow.codeChallengeMethod) {
        const authCode = randomUUID();
        await providerRepository.insertProviderCodeFlow(tx, {
          userId: user.id,
          provider: provider.name,
          codeChallenge: flow.codeChallenge,
          codeChallengeMethod: flow.codeChallengeMethod,
          authCodeHash: sha256(authCode),
          at: now,
        });
        target.searchParams.set('code', authCode);
      } else {
        await this.#audit(tx, ctx, user.id, 'login', { provider: provider.name, method: 'oauth' });
        const session = await this.#sessions.startProviderSession(tx, user, provider.name, ctx, now);
        target.hash = new URLSearchParams({
          access_token: session.accessToken,
          expires_at: String(session.expiresAt),
          expires_in: String(session.expiresIn),
          refresh_token: session.refreshToken,
          token_type: 'bearer',
          sb: '',
        }).toString();
      }
    });
    return target.href;
  }

  /** Finds or creates the account a provider identity signs in to (see the class comment for the rules). */
  async #signIn(
    tx: Database,
    provider: OidcProviderConfig,
    profile: ProviderProfile,
    ctx: RequestContext,
    now: Date,
  ): Promise<UserRow> {
    const identityData = identityDataOf(profile);
    const verifiedEmail = profile.emailVerified && profile.email ? profile.email : null;
    const identity = await providerRepository.findIdentity(tx, provider.name, profile.subject);
    if (identity) {
      await providerRepository.refreshIdentity(tx, identity.id, {
        email: verifiedEmail?.toLowerCase() ?? null,
        identityData,
        at: now,
      });
      const user = await repository.findUserById(tx, identity.userId);
      if (!user) throw new AuthApiError(403, 'user_not_found', 'User not found');
      return user;
    }

    const holder = profile.email ? await repository.findUserByEmail(tx, profile.email) : undefined;
    if (holder) {
      if (!verifiedEmail) {
        throw unprocessable(
          'email_exists',
          `An account with this e-mail address already exists, and ${provider.name} has not verified the address. ` +
            `Sign in with your password, then link ${provider.name} from your account settings.`,
        );
      }
      if (!holder.emailConfirmedAt) {
        // Whoever signed up with this address never proved it; the provider just has. Their password goes, so it
        // cannot open the account that the address's owner now holds.
        await repository.updateUser(tx, holder.id, { emailConfirmedAt: now, encryptedPassword: null });
        await providerRepository.deleteEmailIdentity(tx, holder.id);
        await repository.deleteOneTimeTokensOfUser(tx, holder.id, ['confirmation_token']);
        await this.#audit(tx, ctx, holder.id, 'user_confirmed_by_provider', { provider: provider.name });
      }
      await providerRepository.insertIdentity(tx, {
        userId: holder.id,
        provider: provider.name,
        providerId: profile.subject,
        email: verifiedEmail.toLowerCase(),
        identityData,
        at: now,
      });
      await providerRepository.syncProviders(tx, holder.id);
      await this.#audit(tx, ctx, holder.id, 'identity_linked', { provider: provider.name, by: 'verified_email' });
      return (await repository.findUserById(tx, holder.id))!;
    }

    if (this.#config.auth.disableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const user = await providerRepository.createProviderUser(tx, {
      email: verifiedEmail?.toLowerCase() ?? null,
      emailConfirmedAt: verifiedEmail ? now : null,
      userMetadata: identityData,
      role: 'parent',
      identity: {
        provider: provider.name,
        providerId: profile.subject,
        email: verifiedEmail?.toLowerCase() ?? null,
        identityData,
        at: now,
      },
    });
    await this.#audit(tx, ctx, user.id, 'user_signedup', { provider: provider.name });
    return user;
  }

  async #link(
    tx: Database,
    targetId: string,
    provider: OidcProviderConfig,
    profile: ProviderProfile,
    ctx: RequestContext,
    now: Date,
  ): Promise<UserRow> {
    const target = await repository.findUserById(tx, targetId);
    if (!target) throw new AuthApiError(403, 'user_not_found', 'User not found');
    const existing = await providerRepository.findIdentity(tx, provider.name, profile.subject);
    if (existing) {
      throw unprocessable(
        'identity_already_exists',
        existing.userId === target.id ? 'Identity is already linked' : 'Identity is already linked to another user',
      );
    }
    await providerRepository.insertIdentity(tx, {
      userId: target.id,
      provider: provider.name,
      providerId: profile.subject,
      email: profile.emailVerified && profile.email ? profile.email.toLowerCase() : null,
      identityData: identityDataOf(profile),
      at: now,
    });
    await providerRepository.syncProviders(tx, target.id);
    await this.#audit(tx, ctx, target.id, 'identity_linked', { provider: provider.name, by: 'user' });
    return target;
  }

  /** Linking or unlinking changes how the account can be entered: with a verified factor, it takes aal2. */
  async #mayChangeIdentities(actor: TokenActor): Promise<UserView> {
    const view = await repository.loadUserView(this.#db, actor.userId);
    if (!view) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (view.factors.some((factor) => factor.status === 'verified') && actor.claims.aal !== 'aal2') {
      throw new AuthApiError(
        401,
        'insufficient_aal',
        'AAL2 session is required to link or unlink identities when MFA is enabled.',
      );
    }
    return view;
  }

  async unlink(actor: TokenActor, identityId: string, ctx: RequestContext): Promise<void> {
    const view = await this.#mayChangeIdentities(actor);
    if (view.identities.length <= 1)
      throw unprocessable('single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
    const identity = view.identities.find((row) => row.id === identityId);
    if (!identity) throw unprocessable('identity_not_found', "Identity doesn't exist");
    await this.#db.transaction(async (tx) => {
      await providerRepository.deleteIdentity(tx, identity.id);
      // The password belongs to the e-mail identity; left behind, it would still open the account.
      if (identity.provider === 'email') await repository.updateUser(tx, actor.userId, { encryptedPassword: null });
      await providerRepository.syncProviders(tx, actor.userId);
      await this.#audit(tx, ctx, actor.userId, 'identity_unlinked', { provider: identity.provider });
    });
  }
}
