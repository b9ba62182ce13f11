import type { Database, ProfileRole } from '@tedi/db';
import { mergeMetadata, normaliseEmail } from '../accounts.ts';
import { audit } from '../audit.ts';
import type { AuthContext, RequestContext } from '../context.ts';
import { AuthApiError, unprocessable, validationFailed } from '../errors.ts';
import { checkPasswordStrength } from '../passwords/password-policy.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { presentUser } from '../presenter.ts';
import * as repository from '../repository.ts';
import type { SessionLiveness } from '../sessions/session-liveness.ts';

export const PROFILE_ROLES: readonly ProfileRole[] = ['parent', 'family_member', 'child', 'admin', 'super_admin'];

/** A Go duration as GoTrue's admin API takes it for `ban_duration` ("24h", "1h30m", "876000h"), in ms. */
export function parseBanDuration(value: string): number {
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  const part = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of value.matchAll(part)) {
    total += Number(match[1]) * units[match[2]!]!;
    consumed += match[0].length;
  }
  if (value === '' || consumed !== value.length) throw validationFailed('invalid format for ban duration');
  return total;
}

export interface AdminUserInput {
  readonly email?: string | null;
  readonly password?: string | null;
  readonly emailConfirm?: boolean | null;
  readonly userMetadata?: Record<string, unknown> | null;
  readonly appMetadata?: Record<string, unknown> | null;
  readonly banDuration?: string | null;
}

/** The accounts as GoTrue's admin API (/admin/users) manages them: create, read, list, update (and ban), delete. */
export class AdminUsers {
  readonly #db: Database;
  readonly #liveness: SessionLiveness;

  constructor(context: AuthContext) {
    this.#db = context.db;
    this.#liveness = context.liveness;
  }

  #roleFrom(appMetadata: Record<string, unknown> | null | undefined, fallback: ProfileRole): ProfileRole {
    const role = appMetadata?.role;
    if (role === undefined) return fallback;
    if (typeof role !== 'string' || !PROFILE_ROLES.includes(role as ProfileRole)) {
      throw validationFailed(`app_metadata.role must be one of ${PROFILE_ROLES.join(', ')}`);
    }
    return role as ProfileRole;
  }

  async createUser(input: AdminUserInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const email = normaliseEmail(input.email);
    if (await repository.findUserByEmail(this.#db, email)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    let passwordHash: string | null = null;
    if (input.password) {
      const weak = await checkPasswordStrength(input.password);
      if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      passwordHash = await hashPassword(input.password);
    }
    const role = this.#roleFrom(input.appMetadata, 'parent');
    const now = new Date();
    const bannedUntil =
      input.banDuration && input.banDuration !== 'none'
        ? new Date(now.getTime() + parseBanDuration(input.banDuration))
        : null;
    const user = await this.#db.transaction(async (tx) => {
      let created = await repository.createUser(tx, {
        email,
        passwordHash,
        userMetadata: input.userMetadata ?? {},
        role,
        emailConfirmedAt: input.emailConfirm ? now : null,
        extraAppMetadata: input.appMetadata ?? {},
      });
      if (bannedUntil) created = await repository.updateUser(tx, created.id, { bannedUntil });
      await audit(tx, ctx, created.id, 'user_created_by_admin', { role });
      return created;
    });
    return presentUser(await repository.viewOf(this.#db, user));
  }

  async getUser(id: string): Promise<Record<string, unknown>> {
    const view = await repository.loadUserView(this.#db, id);
    if (!view) throw new AuthApiError(404, 'user_not_found', 'User not found');
    return presentUser(view);
  }

  async listUsers(page: number, perPage: number) {
    const { rows, total } = await repository.listUsers(this.#db, page, perPage);
    const users = await Promise.all(rows.map(async (row) => presentUser(await repository.viewOf(this.#db, row))));
    return { users, total };
  }

  /** GET /admin/users/{id}/factors: the person's second factors. */
  async factorsOf(id: string): Promise<repository.FactorRow[]> {
    if (!(await repository.findUserById(this.#db, id))) throw new AuthApiError(404, 'user_not_found', 'User not found');
    return repository.factorsOfUser(this.#db, id);
  }

  async updateUser(id: string, input: AdminUserInput, ctx: RequestContext): Promise<Record<string, unknown>> {
    const email = input.email ? normaliseEmail(input.email) : null;
    const existing = await repository.findUserById(this.#db, id);
    if (!existing) throw new AuthApiError(404, 'user_not_found', 'User not found');
    const now = new Date();
    const patch: Parameters<typeof repository.updateUser>[2] = {};
    if (email && email.toLowerCase() !== existing.email?.toLowerCase()) {
      const holder = await repository.findUserByEmail(this.#db, email);
      if (holder) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      patch.email = email;
      patch.newEmail = null;
    }
    if (input.password) {
      const weak = await checkPasswordStrength(input.password);
      if (weak) throw unprocessable('weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
      patch.encryptedPassword = await hashPassword(input.password);
    }
    if (input.emailConfirm === true && !existing.emailConfirmedAt) patch.emailConfirmedAt = now;
    if (input.userMetadata) patch.userMetadata = mergeMetadata(existing.userMetadata, input.userMetadata);
    let role: ProfileRole | null = null;
    if (input.appMetadata) {
      role = this.#roleFrom(input.appMetadata, this.#roleFrom(existing.appMetadata, 'parent'));
      patch.appMetadata = mergeMetadata(existing.appMetadata, input.appMetadata);
    }
    let ban = false;
    if (input.banDuration) {
      if (input.banDuration === 'none') patch.bannedUntil = null;
      else {
        patch.bannedUntil = new Date(now.getTime() + parseBanDuration(input.banDuration));
        ban = true;
      }
    }
    const { user, ended } = await this.#db.transaction(async (tx) => {
      const updated = await repository.updateUser(tx, id, patch);
      if (role) await repository.setProfileRole(tx, id, role);
      if (patch.email) await repository.setEmailIdentity(tx, id, patch.email, true);
      // A banned person, or one whose password was reset, must sign in again everywhere.
      const endedIds =
        ban || patch.encryptedPassword
          ? await repository.endSessions(tx, { userId: id }, ban ? 'banned' : 'password_changed', now)
          : [];
      await audit(tx, ctx, id, 'user_modified_by_admin', {
        fields: Object.keys(patch),
        sessions_ended: endedIds.length,
      });
      return { user: updated, ended: endedIds };
    });
    await this.#liveness.ended(ended);
    return presentUser(await repository.viewOf(this.#db, user));
  }

  async deleteUser(id: string, ctx: RequestContext): Promise<void> {
    const existing = await repository.findUserById(this.#db, id);
    if (!existing) throw new AuthApiError(404, 'user_not_found', 'User not found');
    const sessionIds = await this.#db.transaction(async (tx) => {
      const ids = await repository.sessionIdsOfUser(tx, id);
      await repository.deleteUser(tx, id);
      await audit(tx, ctx, id, 'user_deleted', {});
      return ids;
    });
    await this.#liveness.ended(sessionIds);
  }
}
