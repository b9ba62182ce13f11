import { randomUUID } from 'node:crypto';
import type { Database } from '@tedi/db';
import type { SmsSender } from '../../platform/sms.ts';
import type { AuthContext, RequestContext, TokenActor } from '../context.ts';
import type { EncryptionKeys } from './encryption-keys.ts';
import { AuthApiError, unprocessable, validationFailed } from '../errors.ts';
import { securityNoticeMessage, type SecurityNoticeKind } from '../mail-messages.ts';
import { presentSession } from '../presenter.ts';
import * as repository from '../repository.ts';
import type { FactorRow, FactorType } from '../repository.ts';
import { randomCode, randomToken, secretsEqual, sha256 } from '../secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import { accessTokenClaims, signAccessToken } from '../tokens/access-tokens.ts';
import { matchingTotpTimeStep, newTotpSecret, qrCodeSvg, totpUri } from './totp.ts';

/** The contract's limits. */
export const MAX_FACTORS_PER_USER = 10;
export const CHALLENGE_TTL_SECONDS = 300;
export const SMS_RESEND_INTERVAL_SECONDS = 60;
/** Wrong codes one challenge may take; the next one voids it. */
export const MAX_CHALLENGE_ATTEMPTS = 5;
const MAX_FRIENDLY_NAME_LENGTH = 100;
const MAX_ISSUER_LENGTH = 100;

/** The `amr` method that proving each kind of factor adds to the session, named as GoTrue names them. */
export const AMR_METHOD_BY_FACTOR_TYPE: Readonly<Record<FactorType, string>> = { totp: 'totp', phone: 'mfa/phone' };
const SECOND_FACTOR_METHODS = Object.values(AMR_METHOD_BY_FACTOR_TYPE);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const E164_PATTERN = /^\+?[1-9]\d{7,14}$/;

/** A phone number in E.164 with its leading `+`, from what a person typed (spaces, dashes and brackets allowed). */
export function normalisePhone(raw: string | null | undefined): string {
  if (!raw || raw.trim() === '') throw validationFailed('Phone number required to enroll Phone factor');
  const compact = raw.replace(/[\s().-]/g, '');
  if (!E164_PATTERN.test(compact)) throw validationFailed('Invalid phone number format (E.164 required)');
  return compact.startsWith('+') ? compact : `+${compact}`;
}

/** A factor as a person would name it in a sentence: "an authenticator app (“Kitchen phone”)". */
export function describeFactor(factor: Pick<FactorRow, 'factorType' | 'friendlyName' | 'phone'>): string {
  const kind =
    factor.factorType === 'totp'
      ? 'an authenticator app'
      : `text messages to the phone number ending ${(factor.phone ?? '').slice(-2)}`;
  return factor.friendlyName ? `${kind} (“${factor.friendlyName}”)` : kind;
}

/** The text message that carries a phone factor's code. */
export function smsCodeText(code: string, validForSeconds: number): string {
  const minutes = Math.round(validForSeconds / 60);
  return `Your Tedi code is ${code}. It works for ${minutes} minutes. Never share it: Tedi will never ask you for it.`;
}

/** Seconds left before another code may be sent to a phone factor; 0 when one may be sent now. */
export function smsResendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const waitMs = lastSentAt.getTime() + SMS_RESEND_INTERVAL_SECONDS * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export function challengeExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CHALLENGE_TTL_SECONDS * 1000);
}

/**
 * Whether a refresh token was issued before its session last proved a second factor: such a token was issued at
 * aal1 and must not yield the session's aal2 tokens.
 */
export async function issuedBeforeSecondFactor(db: Database, sessionId: string, tokenIssuedAt: Date): Promise<boolean> {
  const provedAt = await repository.secondFactorProvedAt(db, sessionId, SECOND_FACTOR_METHODS);
  return provedAt !== null && tokenIssuedAt < provedAt;
}

const factorNotFound = () => new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found');
const verificationFailed = (message: string) => unprocessable('mfa_verification_failed', message);

export interface EnrollInput {
  readonly factorType: string | null | undefined;
  readonly friendlyName: string | null | undefined;
  readonly issuer: string | null | undefined;
  readonly phone: string | null | undefined;
}

export interface MfaServiceDependencies extends AuthContext {
  readonly sms: SmsSender;
  readonly encryption: EncryptionKeys;
  readonly clock: Clock;
}

/**
 * Second factors: enrolment of authenticator apps (TOTP) and phones, challenges, verification that raises a
 * session to aal2, and removal. Routes validate the shape of requests; this decides everything else.
 */
export class MfaService {
  readonly #deps: MfaServiceDependencies;

  constructor(deps: MfaServiceDependencies) {
    this.#deps = deps;
  }

  get #db(): Database {
    return this.#deps.db;
  }

  async #audit(
    db: Database,
    ctx: RequestContext,
    userId: string,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await repository.insertAuditEntry(db, { userId, action, ip: ctx.ip, userAgent: ctx.userAgent, details });
  }

  async #ownedFactor(actor: TokenActor, factorId: string): Promise<FactorRow> {
    if (!UUID_PATTERN.test(factorId)) throw new AuthApiError(404, 'validation_failed', 'factor_id must be an UUID');
    const factor = await repository.findOwnedFactor(this.#db, actor.userId, factorId);
    if (!factor) throw factorNotFound();
    return factor;
  }

  // Enrolment --------------------------------------------------------------------------------------------------

  async enroll(actor: TokenActor, input: EnrollInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const factorType = input.factorType;
    if (factorType !== 'totp' && factorType !== 'phone')
      throw validationFailed('factor_type needs to be totp or phone');
    const friendlyName = input.friendlyName?.trim() || null;
    if (friendlyName && friendlyName.length > MAX_FRIENDLY_NAME_LENGTH)
      throw validationFailed(`friendly_name cannot be longer than ${MAX_FRIENDLY_NAME_LENGTH} characters`);
    const phone = factorType === 'phone' ? normalisePhone(input.phone) : null;
    const issuer = input.issuer?.trim() || this.#deps.config.publicUrl.host;
    if (issuer.length > MAX_ISSUER_LENGTH)
      throw validationFailed(`issuer cannot be longer than ${MAX_ISSUER_LENGTH} characters`);

    const factorId = randomUUID();
    const now = new Date();
    const { factor, totp } = await this.#db.transaction(async (tx) => {
      const user = await repository.lockUser(tx, actor.userId);
      if (!user) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const factors = await repository.factorsOfUser(tx, user.id);
      if (factors.some((existing) => existing.status === 'verified') && actor.claims.aal !== 'aal2') {
        throw new AuthApiError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const sameName = friendlyName ? factors.filter((existing) => existing.friendlyName === friendlyName) : [];
      if (sameName.some((existing) => existing.status === 'verified')) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      const samePhone = phone ? factors.filter((existing) => existing.phone === phone) : [];
      if (samePhone.some((existing) => existing.status === 'verified')) {
        throw unprocessable(
          'mfa_verified_factor_exists',
          'A verified phone factor already exists, unenroll the existing factor to continue',
        );
      }
      // An enrolment that was never verified is replaced by a new one of the same name or phone number.
      const replaced = new Set([...sameName, ...samePhone].map((existing) => existing.id));
      if (factors.length - replaced.size >= MAX_FACTORS_PER_USER) {
        throw unprocessable(
          'too_many_enrolled_mfa_factors',
          'Maximum number of enrolled factors reached, unenroll to continue',
        );
      }
      await repository.deleteFactors(tx, [...replaced]);

      let totpDetails: { secret: string; uri: string; qrCode: string } | null = null;
      if (factorType === 'totp') {
        const secret = newTotpSecret();
        const uri = totpUri({ secret, issuer, accountName: user.email ?? user.id });
        totpDetails = { secret, uri, qrCode: await qrCodeSvg(uri) };
      }
      const created = await repository.insertFactor(tx, {
        id: factorId,
        userId: user.id,
        friendlyName,
        factorType,
        status: 'unverified',
        secret: totpDetails ? this.#deps.encryption.seal(totpDetails.secret, factorId) : null,
        phone,
        createdAt: now,
        updatedAt: now,
      });
      await this.#audit(tx, ctx, user.id, 'mfa_factor_enrolled', {
        factor_id: factorId,
        factor_type: factorType,
        replaced_unverified: replaced.size,
      });
      return { factor: created, totp: totpDetails };
    });

    const answer = { id: factor.id, type: factor.factorType, friendly_name: factor.friendlyName ?? '' };
    if (totp) return { ...answer, totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri } };
    return { ...answer, phone: factor.phone };
  }

  // Challenges --------------------------------------------------------------------------------------------------

  async challenge(
    actor: TokenActor,
    factorId: string,
    channel: string | null | undefined,
    ctx: RequestContext,
  ): Promise<Record<string, unknown>> {
    const factor = await this.#ownedFactor(actor, factorId);
    const now = this.#deps.clock();
    await repository.deleteChallengesBefore(
      this.#db,
      factor.id,
      new Date(now.getTime() - CHALLENGE_TTL_SECONDS * 1000),
    );

    let code: string | null = null;
    if (factor.factorType === 'phone') {
      if (channel && channel !== 'sms') throw validationFailed('Only the "sms" channel is available');
      const previousNotAfter = new Date(now.getTime() - SMS_RESEND_INTERVAL_SECONDS * 1000);
      if (!(await repository.claimChallengeSlot(this.#db, factor.id, now, previousNotAfter))) {
        throw new AuthApiError(
          429,
          'over_sms_send_rate_limit',
          `For security purposes, you can only request this after ${smsResendWaitSeconds(factor.lastChallengedAt, now) || SMS_RESEND_INTERVAL_SECONDS} seconds.`,
        );
      }
      code = randomCode();
    }

    const challengeId = randomUUID();
    const challenge = await this.#db.transaction(async (tx) => {
      if (factor.factorType === 'totp') await repository.setFactorChallengedAt(tx, factor.id, now);
      const created = await repository.insertChallenge(tx, {
        id: challengeId,
        factorId: factor.id,
        createdAt: now,
        ipAddress: ctx.ip ?? '',
        otpCodeHash: code ? this.#deps.encryption.codeDigest(code, challengeId) : null,
      });
      await this.#audit(tx, ctx, actor.userId, 'mfa_challenge_created', {
        factor_id: factor.id,
        factor_type: factor.factorType,
      });
      return created;
    });

    if (code && factor.phone) {
      try {
        await this.#deps.sms.send({ to: factor.phone, text: smsCodeText(code, CHALLENGE_TTL_SECONDS) });
      } catch (error) {
        this.#deps.log.error({ err: error }, 'MFA text message could not be sent');
        await repository.deleteChallenge(this.#db, challenge.id);
        throw new AuthApiError(500, 'sms_send_failed', 'Error sending SMS');
      }
    }
    return {
      id: challenge.id,
      type: factor.factorType,
      expires_at: Math.floor(challengeExpiresAt(challenge.createdAt).getTime() / 1000),
    };
  }

  // Verification ------------------------------------------------------------------------------------------------

  async verify(
    actor: TokenActor,
    factorId: string,
    input: { challengeId: string | null | undefined; code: string | null | undefined },
    ctx: RequestContext,
  ): Promise<Record<string, unknown>> {
    const factor = await this.#ownedFactor(actor, factorId);
    const code = input.code?.trim() ?? '';
    if (code === '') throw validationFailed('Code needs to be non-empty');
    const challengeId = input.challengeId ?? '';
    const challenge = UUID_PATTERN.test(challengeId)
      ? await repository.findChallenge(this.#db, factor.id, challengeId)
      : undefined;
    if (!challenge) {
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.ipAddress !== (ctx.ip ?? '')) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (challenge.verifiedAt) {
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has been used already, create a new challenge.`,
      );
    }
    const now = this.#deps.clock();
    const tooManyCodes = () =>
      unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has had too many wrong codes, create a new challenge.`,
      );
    if (challenge.failedAttempts >= MAX_CHALLENGE_ATTEMPTS) {
      await repository.deleteChallenge(this.#db, challenge.id);
      throw tooManyCodes();
    }
    if (now >= challengeExpiresAt(challenge.createdAt)) {
      await repository.deleteChallenge(this.#db, challenge.id);
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }

    const attempt = { subject: { userId: actor.userId, email: actor.claims.email }, ip: ctx.ip };
    await this.#deps.guard.ensureAllowed(attempt);
    const failure = async (reason: string, message: string) => {
      await this.#audit(this.#db, ctx, actor.userId, 'mfa_verification_failed', {
        factor_id: factor.id,
        factor_type: factor.factorType,
        reason,
      });
      return verificationFailed(message);
    };
    /** A wrong code: counted against the challenge (a few void it) and against the account and address. */
    const wrongCode = async (message: string) => {
      await this.#deps.guard.failed(attempt);
      const failed = await repository.countFailedChallengeCode(this.#db, challenge.id);
      const error = await failure('wrong_code', message);
      if (failed < MAX_CHALLENGE_ATTEMPTS) return error;
      await repository.deleteChallenge(this.#db, challenge.id);
      return tooManyCodes();
    };

    let timeStep: number | null = null;
    if (factor.factorType === 'totp') {
      const secret = factor.secret ? this.#deps.encryption.open(factor.secret, factor.id) : null;
      if (secret === null) {
        this.#deps.log.error(
          { factorId: factor.id },
          'TOTP secret could not be opened: was the encryption key changed?',
        );
        throw new AuthApiError(500, 'unexpected_failure', 'Something went wrong on our side. Please try again.');
      }
      timeStep = matchingTotpTimeStep(secret, code, now.getTime());
      if (timeStep === null) throw await wrongCode('Invalid TOTP code entered');
    } else {
      const expected = challenge.otpCodeHash ?? '';
      if (!secretsEqual(this.#deps.encryption.codeDigest(code, challenge.id), expected)) {
        throw await wrongCode('Invalid MFA Phone code entered');
      }
    }

    const issuedAt = new Date();
    type Outcome =
      | { ok: false; reason: string; message: string }
      | { ok: true; refreshToken: string; firstVerification: boolean; ended: string[] };
    const outcome = await this.#db.transaction(async (tx): Promise<Outcome> => {
      const session = await repository.lockSession(tx, actor.sessionId);
      if (!session || session.endedAt) {
        throw new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
      if (timeStep !== null && !(await repository.claimTotpTimeStep(tx, factor.id, timeStep))) {
        return {
          ok: false,
          reason: 'code_reused',
          message: 'This code has been used already. Please wait for the next code from your authenticator app.',
        };
      }
      if (!(await repository.markChallengeVerified(tx, challenge.id, issuedAt))) {
        return { ok: false, reason: 'challenge_reused', message: 'This challenge has been used already.' };
      }
      const firstVerification = factor.status === 'unverified';
      if (firstVerification) await repository.markFactorVerified(tx, factor.id, issuedAt);
      await repository.deleteUnverifiedFactors(tx, actor.userId, factor.factorType, factor.id);

      await repository.raiseSessionToAal2(tx, session.id, factor.id, issuedAt);
      await repository.addAmrClaim(tx, session.id, AMR_METHOD_BY_FACTOR_TYPE[factor.factorType], issuedAt);
      // Every refresh token issued before this moment was issued at aal1: none of them may yield this aal2 session.
      await repository.revokeRefreshTokensOfSession(tx, session.id, issuedAt);
      const refreshToken = randomToken(32);
      await repository.insertRefreshToken(tx, {
        tokenHash: sha256(refreshToken),
        userId: actor.userId,
        sessionId: session.id,
        parentId: null,
        at: issuedAt,
      });
      // A newly added second factor protects the account only if password-only sessions elsewhere end now.
      const ended = firstVerification
        ? await repository.endSessions(
            tx,
            { userId: actor.userId, exceptSessionId: session.id, onlyAal: 'aal1' },
            'mfa_enabled',
            issuedAt,
          )
        : [];
      await this.#audit(tx, ctx, actor.userId, 'mfa_verified', {
        factor_id: factor.id,
        factor_type: factor.factorType,
        challenge_id: challenge.id,
        first_verification: firstVerification,
        other_sessions_ended: ended.length,
      });
      return { ok: true, refreshToken, firstVerification, ended };
    });
    if (!outcome.ok) throw await failure(outcome.reason, outcome.message);
    await this.#deps.guard.succeeded(actor.userId);

    await this.#deps.liveness.ended(outcome.ended);
    const [view, amr] = await Promise.all([
      repository.loadUserView(this.#db, actor.userId),
      repository.amrOfSession(this.#db, actor.sessionId),
    ]);
    if (!view) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const claims = accessTokenClaims({
      issuer: this.#deps.issuer,
      user: view.user,
      sessionId: actor.sessionId,
      aal: 'aal2',
      amr,
      issuedAt: Math.floor(issuedAt.getTime() / 1000),
      ttlSeconds: this.#deps.config.auth.accessTokenTtlSeconds,
    });
    if (outcome.firstVerification) {
      await this.#sendNotice('mfa_factor_added', view.user.email, factor, true);
    }
    return presentSession({
      accessToken: await signAccessToken(claims, this.#deps.keys),
      refreshToken: outcome.refreshToken,
      expiresIn: this.#deps.config.auth.accessTokenTtlSeconds,
      expiresAt: claims.exp,
      user: view,
    });
  }

  // Removal -----------------------------------------------------------------------------------------------------

  async unenroll(actor: TokenActor, factorId: string, ctx: RequestContext): Promise<Record<string, unknown>> {
    const factor = await this.#ownedFactor(actor, factorId);
    if (factor.status === 'verified' && actor.claims.aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    const remaining = await this.#db.transaction(async (tx) => {
      await repository.deleteFactors(tx, [factor.id]);
      await this.#audit(tx, ctx, actor.userId, 'mfa_factor_unenrolled', {
        factor_id: factor.id,
        factor_type: factor.factorType,
        factor_status: factor.status,
        session_id: actor.sessionId,
      });
      return repository.factorsOfUser(tx, actor.userId);
    });
    if (factor.status === 'verified') {
      const user = await repository.findUserById(this.#db, actor.userId);
      const secondStepRemains = remaining.some((other) => other.status === 'verified');
      await this.#sendNotice('mfa_factor_removed', user?.email ?? null, factor, secondStepRemains);
    }
    return { id: factor.id };
  }

  /**
   * Tells the account's owner about a change to how it is protected. A notice that can't be sent (no address, the
   * hour's e-mail budget spent, the mail server down) is logged; the change itself stands.
   */
  async #sendNotice(
    kind: SecurityNoticeKind,
    to: string | null,
    factor: FactorRow,
    secondStepRemains: boolean,
  ): Promise<void> {
    if (!to) return;
    try {
      if (!(await this.#deps.emailBudget.allows({ kind: 'notice', recipient: to, sender: null }))) {
        this.#deps.log.warn({ kind }, 'security notice not sent: the e-mail budget is spent');
        return;
      }
      await this.#deps.mailer.send(
        securityNoticeMessage({
          kind,
          to,
          factorDescription: describeFactor(factor),
          at: new Date(),
          secondStepRemains,
          resetPasswordLink: new URL('/forgot-password', this.#deps.config.publicUrl).href,
        }),
      );
      this.#deps.log.info({ kind }, 'auth e-mail sent');
    } catch (error) {
      this.#deps.log.warn({ err: error, kind }, 'security notice could not be sent');
    }
  }
}
