import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import { normaliseEmail } from '../accounts.ts';
import { AuthApiError, otpExpired, toAuthApiError, unprocessable, validationFailed } from '../errors.ts';
import { normalisePhone } from '../mfa/mfa.ts';
import { redirectOrDefault } from '../redirects.ts';
import { logAuthError, metadata, pkceFields, redirectQuery, requestContext, securityFields } from '../requests.ts';
import { PKCE_TOKEN_PREFIX, VERIFY_TYPES, type VerifyType } from './email-links.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import type { Recovery } from './recovery.ts';
import type { LinkVerification } from './verification.ts';

export interface EmailLinkRouteDependencies {
  readonly config: Config;
  readonly recovery: Recovery;
  readonly oneTimeCodes: OneTimeCodes;
  readonly verification: LinkVerification;
  /** Per-address limits of the contract, one per group of endpoints. */
  readonly limits: {
    readonly verify: onRequestHookHandler;
    readonly signupAndRecover: onRequestHookHandler;
  };
}

/**
 * POST /recover, POST /otp (sign in by a link or code), POST /resend, and the links and codes sent by e-mail:
 * POST /verify (a code or token hash), GET /verify (a link).
 */
export function registerEmailLinkRoutes(scope: FastifyInstance, deps: EmailLinkRouteDependencies): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { config, recovery, oneTimeCodes, verification, limits } = deps;

  app.post(
    '/otp',
    {
      onRequest: limits.signupAndRecover,
      schema: {
        querystring: redirectQuery,
        body: z.object({
          email: z.string().nullish(),
          phone: z.string().nullish(),
          channel: z.string().nullish(),
          create_user: z.boolean().nullish(),
          data: metadata.nullish(),
          ...pkceFields,
          ...securityFields,
        }),
      },
    },
    async (request) => {
      const { body } = request;
      await oneTimeCodes.sendOtp(
        {
          email: body.email,
          phone: body.phone,
          channel: body.channel,
          createUser: body.create_user,
          data: body.data,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
      return {};
    },
  );

  app.post(
    '/resend',
    {
      onRequest: limits.signupAndRecover,
      schema: {
        querystring: redirectQuery,
        body: z.object({
          type: z.string().nullish(),
          email: z.string().nullish(),
          phone: z.string().nullish(),
          ...pkceFields,
          ...securityFields,
        }),
      },
    },
    async (request) => {
      const { body } = request;
      await oneTimeCodes.resend(
        {
          type: body.type,
          email: body.email,
          phone: body.phone,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
      return {};
    },
  );

  app.post(
    '/recover',
    {
      onRequest: limits.signupAndRecover,
      schema: {
        querystring: redirectQuery,
        body: z.object({ email: z.string().nullish(), ...pkceFields, ...securityFields }),
      },
    },
    async (request) => {
      await recovery.recover(
        {
          email: request.body.email,
          codeChallenge: request.body.code_challenge,
          codeChallengeMethod: request.body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
      return {};
    },
  );

  app.post(
    '/verify',
    {
      onRequest: limits.verify,
      schema: {
        body: z.object({
          type: z.string().nullish(),
          token: z.string().nullish(),
          token_hash: z.string().nullish(),
          email: z.string().nullish(),
          phone: z.string().nullish(),
          redirect_to: z.string().nullish(),
          ...securityFields,
        }),
      },
    },
    async (request) => {
      const { type, token, token_hash: tokenHash, email, phone, redirect_to: redirectTo } = request.body;
      if (!type) throw validationFailed('Verify requires a verification type');
      if ((token && tokenHash) || (!token && !tokenHash))
        throw validationFailed('Verify requires either a token or a token hash');
      let by: { tokenHash: string } | { email: string; code: string };
      if (token) {
        if (phone && !email) {
          // No phone number has a code to prove here: phone sign-in is not offered.
          normalisePhone(phone);
          throw otpExpired('Token has expired or is invalid');
        }
        if (!email || phone)
          throw validationFailed('Only an email address or phone number should be provided on verify');
        let address: string;
        try {
          address = normaliseEmail(email);
        } catch {
          throw unprocessable('validation_failed', 'Invalid email format');
        }
        by = { email: address, code: token };
      } else {
        if (email || phone || redirectTo) throw validationFailed('Only the token_hash and type should be provided');
        by = { tokenHash: tokenHash! };
      }
      if (PHONE_VERIFY_TYPES.has(type)) throw otpExpired('Token has expired or is invalid');
      const verifyType = parseVerifyType(type);
      const outcome = await verification.verify(verifyType, by, requestContext(request), 'session');
      if (outcome.kind !== 'session')
        throw new AuthApiError(500, 'unexpected_failure', 'Verification did not start a session');
      return outcome.body;
    },
  );

  app.get(
    '/verify',
    {
      onRequest: limits.verify,
      config: { apiKey: 'none' },
      schema: {
        querystring: z.object({
          token: z.string().optional(),
          type: z.string().optional(),
          redirect_to: z.string().optional(),
        }),
      },
    },
    async (request, reply) => verifyLink(request, request.query, reply, config, verification),
  );
}

/** Verification types of phone codes, which GoTrue takes at /verify; none is ever sent here. */
const PHONE_VERIFY_TYPES: ReadonlySet<string> = new Set(['sms', 'phone_change']);

function parseVerifyType(type: string | null | undefined): VerifyType {
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!(VERIFY_TYPES as readonly string[]).includes(type)) throw validationFailed('Unsupported verification type');
  return type as VerifyType;
}

/**
 * An e-mail link: always answers with a redirect (303) to where the person was going, carrying the session in
 * the fragment (implicit flow), an authorization code in the query (PKCE), or the error, as GoTrue does.
 */
async function verifyLink(
  request: FastifyRequest,
  query: { token?: string; type?: string; redirect_to?: string },
  reply: FastifyReply,
  config: Config,
  verification: LinkVerification,
): Promise<FastifyReply> {
  const { token, type, redirect_to: requested } = query;
  const target = new URL(redirectOrDefault(config, requested, type === 'recovery' ? '/reset-password' : '/'));
  const isPkce = token?.startsWith(PKCE_TOKEN_PREFIX) ?? false;
  try {
    const verifyType = parseVerifyType(type);
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const outcome = await verification.verify(
      verifyType,
      { tokenHash: token },
      requestContext(request),
      'session-or-code',
    );
    if (outcome.kind === 'code') {
      target.searchParams.set('code', outcome.authCode);
    } else {
      const fragment = new URLSearchParams({
        access_token: outcome.session.accessToken,
        expires_at: String(outcome.session.expiresAt),
        expires_in: String(outcome.session.expiresIn),
        refresh_token: outcome.session.refreshToken,
        token_type: 'bearer',
        type: verifyType,
        sb: '',
      });
      target.hash = fragment.toString();
    }
  } catch (error) {
    const authError = toAuthApiError(error);
    logAuthError(request, authError, error);
    const details = { error: authError.oauthError, error_code: authError.code, error_description: authError.message };
    if (isPkce) for (const [name, value] of Object.entries(details)) target.searchParams.set(name, value);
    target.hash = new URLSearchParams({ ...details, sb: '' }).toString();
  }
  return reply.header('Cache-Control', 'no-store').redirect(target.href, 303);
}
