import { type Database, and, asc, eq, lt, schema, sql } from '@tedi/db';
import type { ProfileRole } from '@tedi/db';
import type { FlowStateRow, UserRow } from '../repository.ts';

/** The SQL of sign-in through OpenID providers: their identities and the flows in progress. */

export type IdentityRow = typeof schema.identities.$inferSelect;

const { users, identities, flowState, profiles } = schema;

// Identities ----------------------------------------------------------------------------------------------------

export async function findIdentity(
  db: Database,
  provider: string,
  providerId: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.providerId, providerId)));
  return row;
}

export async function identitiesOfUser(db: Database, userId: string): Promise<IdentityRow[]> {
  return db.select().from(identities).where(eq(identities.userId, userId)).orderBy(asc(identities.createdAt));
}

export interface NewProviderIdentity {
  readonly userId: string;
  readonly provider: string;
  readonly providerId: string;
  /** Lower-cased, and only when the provider has verified it. */
  readonly email: string | null;
  readonly identityData: Record<string, unknown>;
  readonly at: Date;
}

export async function insertIdentity(tx: Database, input: NewProviderIdentity): Promise<IdentityRow> {
  const [row] = await tx
    .insert(identities)
    .values({
      userId: input.userId,
      provider: input.provider,
      providerId: input.providerId,
      email: input.email,
      identityData: input.identityData,
      lastSignInAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  return row!;
}

/** What the provider says now replaces what it said at the last sign-in. */
export async function refreshIdentity(
  tx: Database,
  id: string,
  input: { email: string | null; identityData: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx
    .update(identities)
    .set({ email: input.email, identityData: input.identityData, lastSignInAt: input.at, updatedAt: input.at })
    .where(eq(identities.id, id));
}

export async function deleteIdentity(tx: Database, id: string): Promise<void> {
  await tx.delete(identities).where(eq(identities.id, id));
}

export async function deleteEmailIdentity(tx: Database, userId: string): Promise<void> {
  await tx.delete(identities).where(and(eq(identities.userId, userId), eq(identities.provider, 'email')));
}

/** Sets `app_metadata.provider` (the first way the user signed in) and `providers` from the identities left. */
export async function syncProviders(tx: Database, userId: string): Promise<void> {
  const providers = [...new Set((await identitiesOfUser(tx, userId)).map((identity) => identity.provider))];
  const patch = JSON.stringify({ provider: providers[0] ?? 'email', providers });
  await tx
    .update(users)
    .set({ appMetadata: sql`${users.appMetadata} || ${patch}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export interface NewProviderUser {
  /** Null when the provider has not verified an address: the account then has none (see provider-sign-in.ts). */
  readonly email: string | null;
  readonly emailConfirmedAt: Date | null;
  readonly userMetadata: Record<string, unknown>;
  readonly role: ProfileRole;
  readonly identity: Omit<NewProviderIdentity, 'userId'>;
}

/** A user who signed up through a provider, their identity and their profile row (call inside a transaction). */
export async function createProviderUser(tx: Database, input: NewProviderUser): Promise<UserRow> {
  const { provider } = input.identity;
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      emailConfirmedAt: input.emailConfirmedAt,
      appMetadata: { provider, providers: [provider], role: input.role },
      userMetadata: input.userMetadata,
      createdAt: input.identity.at,
      updatedAt: input.identity.at,
    })
    .returning();
  await insertIdentity(tx, { ...input.identity, userId: user!.id });
  await tx.insert(profiles).values({ userId: user!.id, role: input.role, onboardingCompleted: false });
  return user!;
}

// Flows in progress ---------------------------------------------------------------------------------------------

export interface NewProviderFlow {
  readonly stateHash: string;
  readonly provider: string;
  readonly redirectTo: string;
  readonly nonce: string;
  readonly providerCodeVerifier: string;
  /** The client's PKCE challenge; null for the implicit flow. */
  readonly codeChallenge: string | null;
  readonly codeChallengeMethod: 's256' | 'plain' | null;
  /** The signed-in user a new identity is linked to; null for a sign-in. */
  readonly linkingTargetId: string | null;
}

export async function insertProviderFlow(db: Database, input: NewProviderFlow): Promise<void> {
  await db.insert(flowState).values({
    authenticationMethod: 'oauth',
    oauthStateHash: input.stateHash,
    providerType: input.provider,
    redirectTo: input.redirectTo,
    oauthNonce: input.nonce,
    providerCodeVerifier: input.providerCodeVerifier,
    codeChallenge: input.codeChallenge,
    codeChallengeMethod: input.codeChallengeMethod,
    linkingTargetId: input.linkingTargetId,
  });
}

/** Removes and returns the flow a state belongs to: a state is answered once, even by two requests at once. */
export async function takeProviderFlow(db: Database, stateHash: string): Promise<FlowStateRow | undefined> {
  const [row] = await db.delete(flowState).where(eq(flowState.oauthStateHash, stateHash)).returning();
  return row;
}

/** Forgets provider flows older than any state or code can live: sign-ins never finished, codes never exchanged. */
export async function deleteStaleProviderFlows(db: Database, createdBefore: Date): Promise<void> {
  await db
    .delete(flowState)
    .where(and(eq(flowState.authenticationMethod, 'oauth'), lt(flowState.createdAt, createdBefore)));
}

/** A PKCE flow whose authorization code the client exchanges next (`POST /token?grant_type=pkce`). */
export async function insertProviderCodeFlow(
  tx: Database,
  input: {
    userId: string;
    provider: string;
    codeChallenge: string;
    codeChallengeMethod: 's256' | 'plain';
    authCodeHash: string;
    at: Date;
  },
): Promise<void> {
  await tx.insert(flowState).values({
    userId: input.userId,
    authenticationMethod: 'oauth',
    providerType: input.provider,
    codeChallenge: input.codeChallenge,
    codeChallengeMethod: input.codeChallengeMethod,
    authCodeHash: input.authCodeHash,
    authCodeIssuedAt: input.at,
    createdAt: input.at,
    updatedAt: input.at,
  });
}
