import {
  type Database,
  alias,
  getTableColumns,
  type Table,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  schema,
  sql,
} from '@tedi/db';
import type { ProfileRole } from '@tedi/db';
import type { UserView } from './presenter.ts';
import type { AmrEntry, AuthenticatorAssuranceLevel } from './tokens/access-tokens.ts';

/** The only SQL of the auth service. Every function takes the database or a transaction. */

export type UserRow = typeof schema.users.$inferSelect;
export type RefreshTokenRow = typeof schema.refreshTokens.$inferSelect;
export type SessionRow = typeof schema.sessions.$inferSelect;
export type OneTimeTokenRow = typeof schema.oneTimeTokens.$inferSelect;
export type FlowStateRow = typeof schema.flowState.$inferSelect;
export type OneTimeTokenType = OneTimeTokenRow['tokenType'];
export type FlowAuthenticationMethod = FlowStateRow['authenticationMethod'];

const {
  users,
  identities,
  mfaFactors,
  mfaChallenges,
  sessions,
  mfaAmrClaims,
  refreshTokens,
  oneTimeTokens,
  flowState,
  auditLogEntries,
  profiles,
} = schema;

// Users ---------------------------------------------------------------------------------------------------------

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

export async function loadUserView(db: Database, userId: string): Promise<UserView | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return viewOf(db, user);
}

export async function viewOf(db: Database, user: UserRow): Promise<UserView> {
  const [identityRows, factorRows] = await Promise.all([
    db.select().from(identities).where(eq(identities.userId, user.id)).orderBy(asc(identities.createdAt)),
    db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id)).orderBy(asc(mfaFactors.createdAt)),
  ]);
  return { user, identities: identityRows, factors: factorRows };
}

export interface NewUser {
  readonly email: string;
  readonly passwordHash: string | null;
  readonly userMetadata: Record<string, unknown>;
  readonly role: ProfileRole;
  readonly emailConfirmedAt: Date | null;
  readonly invitedAt?: Date | null;
  readonly extraAppMetadata?: Record<string, unknown>;
}

/** A user, their e-mail identity and their profile row, in one go (call inside a transaction). */
export async function createUser(tx: Database, input: NewUser): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      encryptedPassword: input.passwordHash,
      emailConfirmedAt: input.emailConfirmedAt,
      invitedAt: input.invitedAt ?? null,
      appMetadata: { ...input.extraAppMetadata, provider: 'email', providers: ['email'], role: input.role },
      userMetadata: input.userMetadata,
    })
    .returning();
  await tx.insert(identities).values({
    providerId: user!.id,
    userId: user!.id,
    provider: 'email',
    email: input.email.toLowerCase(),
    identityData: {
      sub: user!.id,
      email: input.email,
      email_verified: input.emailConfirmedAt !== null,
      phone_verified: false,
    },
  });
  await tx.insert(profiles).values({ userId: user!.id, role: input.role, onboardingCompleted: false });
  return user!;
}

export async function updateUser(
  db: Database,
  id: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

/** Keeps the product's profile role in step with the role in app_metadata. */
export async function setProfileRole(db: Database, userId: string, role: ProfileRole): Promise<void> {
  await db.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function listUsers(
  db: Database,
  page: number,
  perPage: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(isNull(users.deletedAt))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(users).where(isNull(users.deletedAt)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Marks the e-mail identity as verified for `email` (after a confirmation or an address change). */
export async function setEmailIdentity(db: Database, userId: string, email: string, verified: boolean): Promise<void> {
  await db
    .update(identities)
    .set({
      email: email.toLowerCase(),
      identityData: sql`${identities.identityData} || ${JSON.stringify({ email, email_verified: verified })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(identities.userId, userId), eq(identities.provider, 'email')));
}

export async function recordSignIn(db: Database, userId: string, provider: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at, updatedAt: at }).where(eq(users.id, userId));
  await db
    .update(identities)
    .set({ lastSignInAt: at, updatedAt: at })
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)));
}

// Sessions ------------------------------------------------------------------------------------------------------

export interface NewSession {
  readonly userId: string;
  readonly aal: AuthenticatorAssuranceLevel;
  readonly notAfter: Date | null;
  readonly userAgent: string | null;
  readonly ip: string | null;
  readonly now: Date;
}

export async function insertSession(tx: Database, input: NewSession): Promise<SessionRow> {
  const [session] = await tx
    .insert(sessions)
    .values({
      userId: input.userId,
      aal: input.aal,
      notAfter: input.notAfter,
      userAgent: input.userAgent,
      ip: input.ip,
      refreshedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return session!;
}

export async function addAmrClaim(tx: Database, sessionId: string, method: string, at: Date): Promise<void> {
  await tx
    .insert(mfaAmrClaims)
    .values({ sessionId, authenticationMethod: method, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [mfaAmrClaims.sessionId, mfaAmrClaims.authenticationMethod],
      set: { updatedAt: at },
    });
}

export async function amrOfSession(db: Database, sessionId: string): Promise<AmrEntry[]> {
  const rows = await db
    .select({ method: mfaAmrClaims.authenticationMethod, at: mfaAmrClaims.updatedAt })
    .from(mfaAmrClaims)
    .where(eq(mfaAmrClaims.sessionId, sessionId))
    // Newest first, so methods proved in the same second keep the order they were proved in.
    .orderBy(desc(mfaAmrClaims.updatedAt));
  return rows.map((row) => ({ method: row.method, timestamp: Math.floor(row.at.getTime() / 1000) }));
}

/** The session row, locked until the transaction ends: refreshes of one session run one at a time. */
export async function lockSession(tx: Database, id: string): Promise<SessionRow | undefined> {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, id)).for('update');
  return session;
}

export async function touchSession(tx: Database, id: string, at: Date): Promise<void> {
  await tx.update(sessions).set({ refreshedAt: at, updatedAt: at }).where(eq(sessions.id, id));
}

export type SessionSelection =
  | {
      readonly sessionIds: readonly string[];
      /** Only those of this user: a session id from a request must not reach anyone else's session. */
      readonly ofUserId?: string;
    }
  | {
      readonly userId: string;
      readonly exceptSessionId?: string;
      /** Only the sessions at this level (e.g. the password-only ones when a second factor is added). */
      readonly onlyAal?: AuthenticatorAssuranceLevel;
    };

/** Ends the chosen live sessions and revokes their refresh tokens; returns the ids that ended. */
export async function endSessions(
  tx: Database,
  selection: SessionSelection,
  reason: string,
  at: Date,
): Promise<string[]> {
  const which =
    'sessionIds' in selection
      ? selection.sessionIds.length === 0
        ? sql`false`
        : and(
            inArray(sessions.id, [...selection.sessionIds]),
            selection.ofUserId ? eq(sessions.userId, selection.ofUserId) : undefined,
          )
      : and(
          eq(sessions.userId, selection.userId),
          selection.exceptSessionId ? ne(sessions.id, selection.exceptSessionId) : undefined,
          selection.onlyAal ? eq(sessions.aal, selection.onlyAal) : undefined,
        );
  const ended = await tx
    .update(sessions)
    .set({ endedAt: at, endReason: reason, updatedAt: at })
    .where(and(which, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  const ids = ended.map((row) => row.id);
  if (ids.length > 0) {
    await tx
      .update(refreshTokens)
      .set({ revoked: true, successorSealed: null, updatedAt: at })
      .where(and(inArray(refreshTokens.sessionId, ids), eq(refreshTokens.revoked, false)));
  }
  return ids;
}

/** The user's sessions not ended yet (some may have run out of time), most recently active first. */
export async function openSessionsOfUser(db: Database, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .orderBy(desc(sql`coalesce(${sessions.refreshedAt}, ${sessions.createdAt})`), desc(sessions.createdAt));
}

/** Ids of every session of the user, ended or not (before the user is deleted). */
export async function sessionIdsOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}

// Refresh tokens ------------------------------------------------------------------------------------------------

export async function insertRefreshToken(
  tx: Database,
  input: { tokenHash: string; userId: string; sessionId: string; parentId: number | null; at: Date },
): Promise<RefreshTokenRow> {
  const [row] = await tx
    .insert(refreshTokens)
    .values({
      tokenHash: input.tokenHash,
      userId: input.userId,
      sessionId: input.sessionId,
      parentId: input.parentId,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  return row!;
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Revokes a used token and keeps its successor sealed with it. */
export async function retireRefreshToken(tx: Database, id: number, successorSealed: string, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ revoked: true, successorSealed, updatedAt: at }).where(eq(refreshTokens.id, id));
}

/** The newest token of the session still usable. */
export async function activeRefreshToken(tx: Database, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  return row;
}

/** A presented refresh token with its session (locked) and user, read in one statement for the refresh grant. */
export interface RefreshTarget {
  readonly token: RefreshTokenRow;
  readonly session: SessionRow;
  /** Null when the account was deleted. */
  readonly user: UserRow | null;
  /** The session's `amr` claim, newest first (as amrOfSession). */
  readonly amr: AmrEntry[];
  /** The user's identities and factors, as viewOf reads them. */
  readonly identities: IdentityRow[];
  readonly factors: FactorRow[];
}

type IdentityRow = typeof schema.identities.$inferSelect;

/** Rows of a table from `json_agg` of them: columns by their database names, timestamps back to dates. */
function rowsFromJson<T>(table: Table, rows: readonly Record<string, unknown>[]): T[] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map(
    (json) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = json[column.name] ?? null;
          return [key, column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value];
        }),
      ) as T,
  );
}

/**
 * The refresh token with this hash, its session locked until the transaction ends (refreshes of one session run
 * one at a time), its user and its `amr`, in one statement. The token columns are as the statement's snapshot saw
 * them: when it waited for the lock, a concurrent refresh may have used the token meanwhile, which
 * `rotateRefreshToken` sees for itself.
 */
export async function lockRefreshTarget(tx: Database, tokenHash: string): Promise<RefreshTarget | undefined> {
  const session = alias(sessions, 'refreshed_session');
  const [row] = await tx
    .select({
      token: refreshTokens,
      session,
      user: users,
      amr: sql<AmrEntry[]>`(
        select coalesce(
          json_agg(
            json_build_object(
              'method', ${mfaAmrClaims.authenticationMethod},
              'timestamp', floor(extract(epoch from ${mfaAmrClaims.updatedAt}))::bigint
            )
            order by ${mfaAmrClaims.updatedAt} desc
          ),
          '[]'::json
        )
        from ${mfaAmrClaims}
        where ${mfaAmrClaims.sessionId} = ${session.id}
      )`,
      identities: sql<Record<string, unknown>[]>`(
        select coalesce(json_agg(identity order by identity.created_at), '[]'::json)
        from ${identities} as identity where identity.user_id = ${session.userId}
      )`,
      factors: sql<Record<string, unknown>[]>`(
        select coalesce(json_agg(factor order by factor.created_at), '[]'::json)
        from ${mfaFactors} as factor where factor.user_id = ${session.userId}
      )`,
    })
    .from(refreshTokens)
    .innerJoin(session, eq(session.id, refreshTokens.sessionId))
    .leftJoin(users, and(eq(users.id, session.userId), isNull(users.deletedAt)))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: session });
  if (!row) return undefined;
  return {
    ...row,
    identities: rowsFromJson<IdentityRow>(identities, row.identities),
    factors: rowsFromJson<FactorRow>(mfaFactors, row.factors),
  };
}

/**
 * Uses a refresh token, in one statement: revokes it and keeps its successor sealed with it, stores the successor,
 * marks the session as refreshed now, and writes the audit entry. Only a token not revoked yet is used (the row
 * lock of the update makes two uses of one token wait for each other); false when it was revoked meanwhile.
 */
export async function rotateRefreshToken(
  tx: Database,
  input: {
    tokenId: number;
    successorHash: string;
    successorSealed: string;
    at: Date;
    audit: Omit<AuditEntry, 'userId'>;
  },
): Promise<boolean> {
  const at = input.at.toISOString();
  const result = await tx.execute(sql`
    with retired as (
      update ${refreshTokens}
      set revoked = true, successor_sealed = ${input.successorSealed}, updated_at = ${at}::timestamptz
      where id = ${input.tokenId} and revoked = false
      returning id, user_id, session_id
    ), issued as (
      insert into ${refreshTokens} (token_hash, user_id, session_id, parent_id, created_at, updated_at)
      select ${input.successorHash}::text, user_id, session_id, id, ${at}::timestamptz, ${at}::timestamptz from retired
    ), touched as (
      update ${sessions} set refreshed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where id = (select session_id from retired)
    ), audited as (
      insert into ${auditLogEntries} (user_id, action, ip, user_agent, details)
      select user_id, ${input.audit.action}::text, ${input.audit.ip}::text, ${input.audit.userAgent}::text,
        ${JSON.stringify(input.audit.details ?? {})}::jsonb
      from retired
    )
    select count(*)::int as rotated from retired
  `);
  // The embedded database's driver answers `{ rows }`, the PostgreSQL one the rows themselves.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { rotated: number }[];
  return rows[0]?.rotated === 1;
}

// One-time tokens -----------------------------------------------------------------------------------------------

export interface NewOneTimeToken {
  readonly userId: string;
  readonly tokenType: OneTimeTokenType;
  readonly tokenHash: string;
  readonly codeHash: string | null;
  readonly relatesTo: string;
  readonly flowStateId: string | null;
  readonly redirectTo: string | null;
  readonly expiresAt: Date;
}

/** Stores a token, replacing the user's previous one of that type. */
export async function replaceOneTimeToken(tx: Database, input: NewOneTimeToken): Promise<void> {
  await tx
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, input.userId), eq(oneTimeTokens.tokenType, input.tokenType)));
  await tx.insert(oneTimeTokens).values(input);
}

export async function findOneTimeTokenByHash(
  db: Database,
  tokenHash: string,
  types: readonly OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), inArray(oneTimeTokens.tokenType, [...types])));
  return row;
}

/** Tokens sent to an address (for a code typed with its e-mail address). */
export async function oneTimeTokensForAddress(
  db: Database,
  address: string,
  types: readonly OneTimeTokenType[],
): Promise<OneTimeTokenRow[]> {
  return db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(sql`lower(${oneTimeTokens.relatesTo})`, address.toLowerCase()),
        inArray(oneTimeTokens.tokenType, [...types]),
      ),
    );
}

export async function oneTimeTokensOfUser(
  db: Database,
  userId: string,
  types: readonly OneTimeTokenType[],
): Promise<OneTimeTokenRow[]> {
  return db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.tokenType, [...types])));
}

/** Deletes a one-time token; false when it was already gone (another request spent it first). */
export async function deleteOneTimeToken(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(oneTimeTokens).where(eq(oneTimeTokens.id, id)).returning({ id: oneTimeTokens.id });
  return deleted.length > 0;
}

export async function deleteOneTimeTokensOfUser(
  db: Database,
  userId: string,
  types: readonly OneTimeTokenType[],
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.tokenType, [...types])));
}

export async function countFailedCode(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1`, updatedAt: new Date() })
    .where(eq(oneTimeTokens.id, id))
    .returning({ failedAttempts: oneTimeTokens.failedAttempts });
  return row?.failedAttempts ?? 0;
}

// PKCE flow state -----------------------------------------------------------------------------------------------

export async function insertFlowState(
  tx: Database,
  input: {
    userId: string;
    codeChallenge: string;
    codeChallengeMethod: 's256' | 'plain';
    authenticationMethod: FlowAuthenticationMethod;
  },
): Promise<string> {
  const [row] = await tx.insert(flowState).values(input).returning({ id: flowState.id });
  return row!.id;
}

export async function findFlowState(db: Database, id: string): Promise<FlowStateRow | undefined> {
  const [row] = await db.select().from(flowState).where(eq(flowState.id, id));
  return row;
}

export async function issueAuthCode(tx: Database, flowStateId: string, authCodeHash: string, at: Date): Promise<void> {
  await tx
    .update(flowState)
    .set({ authCodeHash, authCodeIssuedAt: at, updatedAt: at })
    .where(eq(flowState.id, flowStateId));
}

export async function findFlowStateByAuthCode(db: Database, authCodeHash: string): Promise<FlowStateRow | undefined> {
  const [row] = await db.select().from(flowState).where(eq(flowState.authCodeHash, authCodeHash));
  return row;
}

/** Deletes a flow state; false when it was already gone (another request spent it first). */
export async function deleteFlowState(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(flowState).where(eq(flowState.id, id)).returning({ id: flowState.id });
  return deleted.length > 0;
}

// MFA factors and challenges -----------------------------------------------------------------------------------

export type FactorRow = typeof schema.mfaFactors.$inferSelect;
export type ChallengeRow = typeof schema.mfaChallenges.$inferSelect;
export type FactorType = FactorRow['factorType'];

/** The user row, locked until the transaction ends: a user's enrolments run one at a time. */
export async function lockUser(tx: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  return user;
}

export async function factorsOfUser(db: Database, userId: string): Promise<FactorRow[]> {
  return db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt));
}

export async function findOwnedFactor(db: Database, userId: string, factorId: string): Promise<FactorRow | undefined> {
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  return factor;
}

/** Whether the user has proved a second factor at least once, so their sessions must reach aal2 to read data. */
export async function hasVerifiedFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'verified')))
    .limit(1);
  return row !== undefined;
}

export async function insertFactor(tx: Database, values: typeof mfaFactors.$inferInsert): Promise<FactorRow> {
  const [factor] = await tx.insert(mfaFactors).values(values).returning();
  return factor!;
}

export async function deleteFactors(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(mfaFactors).where(inArray(mfaFactors.id, [...ids]));
}

export async function markFactorVerified(tx: Database, id: string, at: Date): Promise<void> {
  await tx.update(mfaFactors).set({ status: 'verified', updatedAt: at }).where(eq(mfaFactors.id, id));
}

/** Drops the user's unverified factors of a type (abandoned enrolments), keeping `exceptId`. */
export async function deleteUnverifiedFactors(
  tx: Database,
  userId: string,
  factorType: FactorType,
  exceptId: string,
): Promise<void> {
  await tx
    .delete(mfaFactors)
    .where(
      and(
        eq(mfaFactors.userId, userId),
        eq(mfaFactors.factorType, factorType),
        eq(mfaFactors.status, 'unverified'),
        ne(mfaFactors.id, exceptId),
      ),
    );
}

/**
 * Records `step` as the factor's last accepted TOTP time step, only if it is later than the one recorded: false
 * means the code's step was used already (a replay, or the same code sent twice at once).
 */
export async function claimTotpTimeStep(tx: Database, factorId: string, step: number): Promise<boolean> {
  const claimed = await tx
    .update(mfaFactors)
    .set({ lastTotpTimeStep: step })
    .where(
      and(eq(mfaFactors.id, factorId), or(isNull(mfaFactors.lastTotpTimeStep), lt(mfaFactors.lastTotpTimeStep, step))),
    )
    .returning({ id: mfaFactors.id });
  return claimed.length > 0;
}

/**
 * Sets the factor's last challenge time to `at`, but only when its previous challenge is not later than
 * `previousNotAfter`: false means a challenge came too recently (two requests at once both see one answer).
 */
export async function claimChallengeSlot(
  db: Database,
  factorId: string,
  at: Date,
  previousNotAfter: Date,
): Promise<boolean> {
  const claimed = await db
    .update(mfaFactors)
    .set({ lastChallengedAt: at })
    .where(
      and(
        eq(mfaFactors.id, factorId),
        or(isNull(mfaFactors.lastChallengedAt), lte(mfaFactors.lastChallengedAt, previousNotAfter)),
      ),
    )
    .returning({ id: mfaFactors.id });
  return claimed.length > 0;
}

export async function setFactorChallengedAt(db: Database, factorId: string, at: Date): Promise<void> {
  await db.update(mfaFactors).set({ lastChallengedAt: at }).where(eq(mfaFactors.id, factorId));
}

export async function insertChallenge(tx: Database, values: typeof mfaChallenges.$inferInsert): Promise<ChallengeRow> {
  const [challenge] = await tx.insert(mfaChallenges).values(values).returning();
  return challenge!;
}

export async function findChallenge(
  db: Database,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  const [challenge] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId)));
  return challenge;
}

/** Closes a challenge; false when it was closed already (the same code sent twice at once). */
export async function markChallengeVerified(tx: Database, id: string, at: Date): Promise<boolean> {
  const closed = await tx
    .update(mfaChallenges)
    .set({ verifiedAt: at })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.verifiedAt)))
    .returning({ id: mfaChallenges.id });
  return closed.length > 0;
}

/** Counts a wrong code given for a challenge; returns the wrong codes it has had. */
export async function countFailedChallengeCode(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, id))
    .returning({ failedAttempts: mfaChallenges.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function deleteChallenge(db: Database, id: string): Promise<void> {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.id, id));
}

/** Forgets a factor's challenges made before `before`: expired, or verified long enough ago. */
export async function deleteChallengesBefore(db: Database, factorId: string, before: Date): Promise<void> {
  await db.delete(mfaChallenges).where(and(eq(mfaChallenges.factorId, factorId), lt(mfaChallenges.createdAt, before)));
}

export async function raiseSessionToAal2(tx: Database, sessionId: string, factorId: string, at: Date): Promise<void> {
  await tx.update(sessions).set({ aal: 'aal2', factorId, updatedAt: at }).where(eq(sessions.id, sessionId));
}

/** Revokes every refresh token of a live session, successors included, so none of them can be used again. */
export async function revokeRefreshTokensOfSession(tx: Database, sessionId: string, at: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked: true, successorSealed: null, updatedAt: at })
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)));
}

/** When the session last proved a second factor (its newest MFA `amr` entry); null if it never did. */
export async function secondFactorProvedAt(
  db: Database,
  sessionId: string,
  methods: readonly string[],
): Promise<Date | null> {
  const [row] = await db
    .select({ at: mfaAmrClaims.updatedAt })
    .from(mfaAmrClaims)
    .where(and(eq(mfaAmrClaims.sessionId, sessionId), inArray(mfaAmrClaims.authenticationMethod, [...methods])))
    .orderBy(desc(mfaAmrClaims.updatedAt))
    .limit(1);
  return row?.at ?? null;
}

// Audit log -----------------------------------------------------------------------------------------------------

export interface AuditEntry {
  readonly userId: string | null;
  readonly action: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly details?: Record<string, unknown>;
}

export async function insertAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogEntries).values({ ...entry, details: entry.details ?? {} });
}
