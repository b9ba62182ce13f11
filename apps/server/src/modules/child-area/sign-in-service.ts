import {
  CHILD_SIGN_IN_CODES,
  CHILD_SIGN_IN_LIMITS,
  type ChildLeaveInput,
  type ChildSessionMinutes,
  type ChildSignInResponse,
  type ChildSignInUpdate,
  DEFAULT_CHILD_ALLOWANCES,
  DEFAULT_CHILD_CHOICES,
  DEFAULT_CHILD_SESSION_MINUTES,
  pictureSecret,
  type SignInChildrenResponse,
  type TrustedDeviceCreatedResponse,
  type TrustedDeviceResponse,
} from '@tedi/contracts';
import type { RequestContext } from '../../auth/context.ts';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../../auth/passwords/passwords.ts';
import { randomToken, sha256 } from '../../auth/secrets.ts';
import type { AccountRemoval } from '../../auth/user/account-removal.ts';
import type { ChildAccounts } from '../../auth/user/child-accounts.ts';
import type { EmailBudget } from '../../auth/email-budget.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClaimedJob, JobQueue } from '../../platform/job-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { AccessActor, ChildAccessService, Member, ReadPass } from '../../policies/child-access.ts';
import type { ChildrenService } from '../children/service.ts';
import { childSignInLockedMessage } from './mail-message.ts';
import type { ChildAreaRepository, TrustedDeviceRow } from './repository.ts';

/** The words a refusal of the sign-in uses; the sign-in page shows each in pictures and says it aloud. */
export const SIGN_IN_MESSAGES = {
  untrustedDevice: 'This device isn’t set up for sign-in. Please ask a grown-up.',
  wrong: 'That wasn’t right. Let’s try again.',
  locked: 'Let’s get a grown-up to help.',
  off: 'Your sign-in is turned off. Please ask a grown-up.',
  noChild: 'There is no sign-in here for this child.',
} as const;

export const LEAVE_MESSAGES = {
  wrongPin: 'That isn’t the grown-up PIN.',
  noPin: 'No grown-up PIN is set. Please use a parent’s e-mail address and password.',
  wrongPassword: 'That e-mail address and password don’t match a parent of this family.',
  locked: (wait: string) => `Too many wrong tries. Please wait ${wait} and try again.`,
} as const;

const SECRET_REQUIRED = {
  pictures: 'Please choose 3 pictures, in order, for the picture password.',
  pin: 'Please choose a PIN of 4 to 6 numbers.',
} as const;

function presentDevice(row: TrustedDeviceRow): TrustedDeviceResponse {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * A child's own sign-in. Parents turn it on from the child's profile (a picture password or PIN, how long a
 * session lasts, what the child may change), trust devices, see every try and unlock; a trusted device lists the
 * family's children and signs one in; the child's session comes from the auth service with the child role.
 * Three wrong tries lock the sign-in until a parent unlocks it. Leaving the child area takes the grown-up PIN or a
 * parent's password.
 */
/** The job that tells the parents a child's sign-in locked. */
export const CHILD_SIGN_IN_LOCKED_JOB = 'child-sign-in-locked';

/** What telling the parents of a lock needs. */
export interface LockNotices {
  readonly jobs: JobQueue;
  readonly mailer: Mailer;
  readonly emailBudget: EmailBudget;
  /** Where people reach Tedi, for the link to the child's profile. */
  readonly publicUrl: URL;
}

export class ChildSignInService {
  readonly #repository: ChildAreaRepository;
  readonly #access: ChildAccessService;
  readonly #children: ChildrenService;
  readonly #accounts: ChildAccounts;
  readonly #passwords: AccountRemoval;
  readonly #audit: ChildAuditService;
  readonly #clock: Clock;
  readonly #notices: LockNotices;

  constructor(parts: {
    repository: ChildAreaRepository;
    access: ChildAccessService;
    children: ChildrenService;
    accounts: ChildAccounts;
    passwords: AccountRemoval;
    audit: ChildAuditService;
    clock: Clock;
    notices: LockNotices;
  }) {
    this.#repository = parts.repository;
    this.#access = parts.access;
    this.#children = parts.children;
    this.#accounts = parts.accounts;
    this.#passwords = parts.passwords;
    this.#audit = parts.audit;
    this.#clock = parts.clock;
    this.#notices = parts.notices;
  }

  // The parent's side -------------------------------------------------------------------------------------------

  async #managePass(actor: AccessActor, childId: string) {
    return (await this.#access.requireChild(actor, [childId], 'profile', 'manage')).pass;
  }

  async #present(pass: ReadPass<'profile'>, childId: string): Promise<ChildSignInResponse> {
    const [row, attempts] = await Promise.all([
      this.#repository.signIn(pass, childId),
      this.#repository.attempts(pass, childId, CHILD_SIGN_IN_LIMITS.attemptsShown),
    ]);
    const familyId = pass.member.familyId;
    const pinHash = familyId ? await this.#repository.grownUpPinHash(familyId) : null;
    const response: ChildSignInResponse = {
      childId,
      enabled: row !== null,
      method: row?.method ?? null,
      sessionMinutes: (row?.sessionMinutes ?? DEFAULT_CHILD_SESSION_MINUTES) as ChildSessionMinutes,
      locked: row?.lockedAt != null,
      failedAttempts: row?.failedAttempts ?? 0,
      attempts: attempts.map((attempt) => ({
        at: attempt.at.toISOString(),
        succeeded: attempt.succeeded,
        deviceName: attempt.deviceName,
      })),
      allowances: row?.allowances ?? DEFAULT_CHILD_ALLOWANCES,
      grownUpPinSet: pinHash !== null,
    };
    return response;
  }

  async get(actor: AccessActor, childId: string): Promise<ChildSignInResponse> {
    return this.#present(await this.#managePass(actor, childId), childId);
  }

  /** Turns the child's sign-in on, or changes it (a new secret unlocks it and starts the count again). */
  async update(actor: AccessActor, childId: string, input: ChildSignInUpdate): Promise<ChildSignInResponse> {
    const pass = await this.#managePass(actor, childId);
    const existing = await this.#repository.signIn(pass, childId);
    const secret = input.method === 'pictures' ? input.pictures && pictureSecret(input.pictures) : input.pin;
    const methodChanged = existing !== null && existing.method !== input.method;
    if (!secret && (existing === null || methodChanged)) {
      throw new AppError('validation_failed', SECRET_REQUIRED[input.method], [
        { field: input.method === 'pictures' ? 'pictures' : 'pin', message: SECRET_REQUIRED[input.method] },
      ]);
    }
    const secretHash = secret ? await hashPassword(secret) : null;
    const values = { method: input.method, sessionMinutes: input.sessionMinutes, allowances: input.allowances };
    if (existing === null) {
      const { profile } = await this.#children.profileForLink(pass, childId);
      const familyId = pass.member.familyId!;
      await this.#repository.db.transaction(async (tx) => {
        const userId = await this.#accounts.createWithin(tx, {
          familyId,
          displayName: profile.preferredName ?? profile.name,
        });
        await this.#repository.insertSignIn(
          tx,
          pass,
          childId,
          userId,
          { ...values, secretHash: secretHash! },
          DEFAULT_CHILD_CHOICES,
        );
      });
      await this.#audit.changed(pass, 'turned on the child’s own sign-in');
    } else {
      await this.#repository.updateSignIn(pass, childId, { ...values, secretHash });
      await this.#audit.changed(pass, 'changed the child’s own sign-in');
    }
    return this.#present(pass, childId);
  }

  /** Turns the sign-in off: the child's account goes, and every session of it at once. */
  async turnOff(actor: AccessActor, childId: string): Promise<void> {
    const pass = await this.#managePass(actor, childId);
    const existing = await this.#repository.signIn(pass, childId);
    if (!existing) return;
    await this.#accounts.delete(existing.userId);
    await this.#audit.changed(pass, 'turned off the child’s own sign-in');
  }

  async unlock(actor: AccessActor, childId: string): Promise<ChildSignInResponse> {
    const pass = await this.#managePass(actor, childId);
    const existing = await this.#repository.signIn(pass, childId);
    if (!existing) throw new AppError('not_found', SIGN_IN_MESSAGES.noChild);
    await this.#repository.unlock(pass, childId);
    await this.#audit.changed(pass, 'unlocked the child’s own sign-in');
    return this.#present(pass, childId);
  }

  /**
   * A parent signed in on this device hands it to the child: the child's session starts at once (the parent's
   * own sign-in is the approval), whether or not the device is trusted.
   */
  async handOver(actor: AccessActor, childId: string, ctx: RequestContext): Promise<Record<string, unknown>> {
    const pass = await this.#managePass(actor, childId);
    const existing = await this.#repository.signIn(pass, childId);
    if (!existing) throw new AppError('conflict', 'Please turn on the child’s sign-in first.');
    const now = this.#clock();
    await this.#repository.recordHandOver(pass, childId, now);
    return this.#accounts.startSession(existing.userId, {
      minutes: existing.sessionMinutes,
      method: 'parent_hand_over',
      ctx,
      now,
    });
  }

  // The family's devices and grown-up PIN ----------------------------------------------------------------------

  async #devicesFamily(actor: AccessActor): Promise<{ member: Member; familyId: string }> {
    const member = await this.#access.requireFamily(actor, 'devices');
    if (member.familyId === null) throw new AppError('conflict', 'Please add a child before trusting a device.');
    return { member, familyId: member.familyId };
  }

  async devices(actor: AccessActor): Promise<TrustedDeviceResponse[]> {
    const member = await this.#access.requireFamily(actor, 'devices');
    if (member.familyId === null) return [];
    return (await this.#repository.devicesOf(member.familyId)).map(presentDevice);
  }

  async trustDevice(actor: AccessActor, name: string): Promise<TrustedDeviceCreatedResponse> {
    const { member, familyId } = await this.#devicesFamily(actor);
    const current = await this.#repository.devicesOf(familyId);
    if (current.length >= CHILD_SIGN_IN_LIMITS.devicesMax) {
      throw new AppError(
        'conflict',
        `Your family already trusts ${CHILD_SIGN_IN_LIMITS.devicesMax} devices. Please stop trusting one you no longer use first.`,
      );
    }
    const deviceToken = randomToken(32);
    const row = await this.#repository.insertDevice(familyId, {
      name,
      tokenHash: sha256(deviceToken),
      userId: member.userId,
    });
    return { device: presentDevice(row), deviceToken };
  }

  async revokeDevice(actor: AccessActor, deviceId: string): Promise<void> {
    const { familyId } = await this.#devicesFamily(actor);
    if (!(await this.#repository.revokeDevice(familyId, deviceId))) {
      throw new AppError('not_found', 'Your family has no trusted device with this id.');
    }
  }

  async setGrownUpPin(actor: AccessActor, pin: string): Promise<void> {
    const { familyId } = await this.#devicesFamily(actor);
    await this.#repository.setGrownUpPin(familyId, await hashPassword(pin));
  }

  async removeGrownUpPin(actor: AccessActor): Promise<void> {
    const { familyId } = await this.#devicesFamily(actor);
    await this.#repository.removeGrownUpPin(familyId);
  }

  // A trusted device, before anyone signs in ----------------------------------------------------------------

  async #device(deviceToken: string): Promise<TrustedDeviceRow> {
    const device = await this.#repository.unsafeDeviceByToken(sha256(deviceToken));
    if (!device) {
      throw new AppError('unauthorized', SIGN_IN_MESSAGES.untrustedDevice, {
        reason: CHILD_SIGN_IN_CODES.untrustedDevice,
      });
    }
    return device;
  }

  async deviceChildren(deviceToken: string): Promise<SignInChildrenResponse> {
    const device = await this.#device(deviceToken);
    await this.#repository.unsafeTouchDevice(device.id, this.#clock());
    const rows = await this.#repository.unsafeSignInChildrenOfFamily(device.familyId);
    return {
      children: rows.map((row) => ({
        childId: row.childId,
        name: row.preferredName ?? row.name,
        hasPhoto: row.photoFileId !== null,
        method: row.method,
        locked: row.lockedAt !== null,
      })),
    };
  }

  /** The child's photo for their button on the sign-in page, for a trusted device of their family. */
  async devicePhoto(deviceToken: string, childId: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const device = await this.#device(deviceToken);
    const rows = await this.#repository.unsafeSignInChildrenOfFamily(device.familyId);
    const child = rows.find((row) => row.childId === childId);
    if (!child?.photoFileId) return null;
    return this.#children.unsafeProfilePhoto(childId, child.photoFileId);
  }

  /** A child signs in on a trusted device with their pictures or PIN; answers a session in GoTrue's shape. */
  async startSession(
    input: { deviceToken: string; childId: string; pictures?: readonly string[] | undefined; pin?: string | undefined },
    ctx: RequestContext,
  ): Promise<Record<string, unknown>> {
    const device = await this.#device(input.deviceToken);
    const signIn = await this.#repository.unsafeSignInOfFamilyChild(device.familyId, input.childId);
    if (!signIn) throw new AppError('not_found', SIGN_IN_MESSAGES.noChild, { reason: CHILD_SIGN_IN_CODES.off });
    const locked = () =>
      new AppError('forbidden', SIGN_IN_MESSAGES.locked, { reason: CHILD_SIGN_IN_CODES.locked, attemptsLeft: 0 });
    if (signIn.lockedAt) throw locked();
    const given = signIn.method === 'pictures' ? input.pictures && pictureSecret(input.pictures) : input.pin;
    const matches = given ? await verifyPassword(signIn.secretHash, given) : (await spendPasswordCheckTime(''), false);
    const now = this.#clock();
    const limit = CHILD_SIGN_IN_LIMITS.attemptsBeforeLock;
    const counted = await this.#repository.unsafeRecordAttempt(signIn.childId, device.id, matches, limit, now);
    await this.#repository.unsafeTouchDevice(device.id, now);
    if (!matches) {
      if (counted.locked) {
        // A locked sign-in also ends the child's sessions, so a guessed one can't outlive the lock.
        await this.#accounts.endAllSessions(signIn.userId, 'child_sign_in_locked');
        // The parents are told by e-mail, through the job queue, so the child's answer doesn't wait for it.
        await this.#notices.jobs.schedule(
          CHILD_SIGN_IN_LOCKED_JOB,
          now,
          { childId: signIn.childId, deviceId: device.id, at: now.toISOString() },
          `${CHILD_SIGN_IN_LOCKED_JOB}:${signIn.childId}:${now.toISOString()}`,
        );
        throw locked();
      }
      throw new AppError('unauthorized', SIGN_IN_MESSAGES.wrong, {
        reason: CHILD_SIGN_IN_CODES.wrong,
        attemptsLeft: Math.max(0, limit - counted.failedAttempts),
      });
    }
    return this.#accounts.startSession(signIn.userId, {
      minutes: signIn.sessionMinutes,
      method: signIn.method === 'pictures' ? 'child_pictures' : 'child_pin',
      ctx,
      now,
    });
  }

  /** Sends the notice of a locked sign-in to each parent of the child's family, once each, within the e-mail budget. */
  async sendLockNotice(job: ClaimedJob): Promise<void> {
    const { childId, deviceId, at } = job.payload as { childId: string; deviceId: string; at: string };
    const facts = await this.#repository.unsafeLockNoticeFacts(childId, deviceId);
    if (!facts) return;
    const sentTo = new Set((job.payload['sentTo'] as string[] | undefined) ?? []);
    for (const to of facts.parentEmails) {
      if (sentTo.has(to)) continue;
      if (await this.#notices.emailBudget.allows({ kind: 'notice', recipient: to, sender: null })) {
        await this.#notices.mailer.send(
          childSignInLockedMessage({
            to,
            childName: facts.childName,
            deviceName: facts.deviceName,
            at: new Date(at),
            profileLink: new URL(`/dashboard/parent/child/${childId}`, this.#notices.publicUrl).href,
          }),
        );
      }
      sentTo.add(to);
      await job.saveProgress({ ...job.payload, sentTo: [...sentTo] });
    }
  }

  // Leaving the child area -------------------------------------------------------------------------------------

  /** The child's session ends when a grown-up gives the family's PIN, or a parent's e-mail address and password. */
  async leave(
    actor: { readonly userId: string; readonly sessionId: string },
    input: ChildLeaveInput,
    ctx: RequestContext,
  ): Promise<void> {
    const pass = await this.#access.requireOwnChild(actor, 'profile');
    const familyId = pass.member.familyId!;
    if ('pin' in input) {
      const pinHash = await this.#repository.grownUpPinHash(familyId);
      if (!pinHash) throw new AppError('conflict', LEAVE_MESSAGES.noPin);
      if (!(await verifyPassword(pinHash, input.pin))) throw new AppError('forbidden', LEAVE_MESSAGES.wrongPin);
    } else {
      const parentId = await this.#repository.parentOfFamilyByEmail(familyId, input.email);
      if (!parentId) {
        await spendPasswordCheckTime(input.password);
        throw new AppError('forbidden', LEAVE_MESSAGES.wrongPassword);
      }
      const check = await this.#passwords.checkPassword(parentId, input.password, ctx.ip);
      if (check.outcome === 'locked') {
        throw new AppError('rate_limited', LEAVE_MESSAGES.locked(`${Math.ceil(check.waitSeconds / 60)} minutes`));
      }
      if (check.outcome === 'wrong') throw new AppError('forbidden', LEAVE_MESSAGES.wrongPassword);
    }
    await this.#accounts.endSession(actor.userId, actor.sessionId, ctx);
  }
}
