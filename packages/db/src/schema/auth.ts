import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

/** The auth service's own tables live in their own schema, apart from product data. */
export const authSchema = pgSchema('auth');

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = authSchema.table(
  'users',
  {
    id: idColumn(),
    email: text('email'),
    /** argon2id hash; null for accounts that only sign in through a provider. */
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: at('email_confirmed_at'),
    /** When an administrator invited this person; null for people who signed up themselves. */
    invitedAt: at('invited_at'),
    /** E.164 phone number, for the phone MFA factor and, later, phone sign-in. */
    phone: text('phone'),
    phoneConfirmedAt: at('phone_confirmed_at'),
    /** When the last sign-up confirmation e-mail was sent; it also paces resending. */
    confirmationSentAt: at('confirmation_sent_at'),
    /** When the last password-recovery e-mail was sent; it also paces resending. */
    recoverySentAt: at('recovery_sent_at'),
    /** The address the user asked to move to, until they confirm it from that mailbox. */
    newEmail: text('email_change'),
    emailChangeSentAt: at('email_change_sent_at'),
    newPhone: text('phone_change'),
    phoneChangeSentAt: at('phone_change_sent_at'),
    reauthenticationSentAt: at('reauthentication_sent_at'),
    lastSignInAt: at('last_sign_in_at'),
    /** Set by the service only (roles live here): never writable by the user. */
    appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    /** The user's own profile data (e.g. display name). */
    userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    bannedUntil: at('banned_until'),
    deletedAt: at('deleted_at'),
    ...timestamps(),
  },
  (table) => [
    // E-mail addresses are unique regardless of case.
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_key').on(table.phone),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** A way to sign in: the e-mail address and password, or an account at an OpenID provider. */
export const identities = authSchema.table(
  'identities',
  {
    id: idColumn(),
    /** The provider's id of the person (`sub`); for the e-mail provider, the user's own id. */
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Lower-cased e-mail the provider vouches for, to find an identity by address. */
    email: text('email'),
    lastSignInAt: at('last_sign_in_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('identities_provider_id_provider_key').on(table.providerId, table.provider),
    index('identities_user_id_idx').on(table.userId),
    index('identities_email_idx').on(table.email),
  ],
);

export const MFA_FACTOR_TYPES = ['totp', 'phone'] as const;
export const MFA_FACTOR_STATUSES = ['unverified', 'verified'] as const;

/** A second factor a user enrolled: an authenticator app (TOTP) or a phone receiving codes. */
export const mfaFactors = authSchema.table(
  'mfa_factors',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type', { enum: MFA_FACTOR_TYPES }).notNull(),
    status: text('status', { enum: MFA_FACTOR_STATUSES }).notNull().default('unverified'),
    /**
     * The TOTP shared secret, AES-256-GCM sealed with an encryption key (see `encryptionKeys`). The service must
     * be able to read it to check codes, so it cannot be hashed.
     */
    secret: text('secret'),
    phone: text('phone'),
    lastChallengedAt: at('last_challenged_at'),
    /** The TOTP time step (30-second period since the epoch) of the last accepted code: no code is accepted twice. */
    lastTotpTimeStep: bigint('last_totp_time_step', { mode: 'number' }),
    ...timestamps(),
  },
  (table) => [
    index('mfa_factors_user_id_idx').on(table.userId),
    uniqueIndex('mfa_factors_user_friendly_name_key')
      .on(table.userId, table.friendlyName)
      .where(sql`trim(${table.friendlyName}) <> ''`),
  ],
);

/** One attempt to prove a factor: created by a challenge, closed by a verification. */
export const mfaChallenges = authSchema.table(
  'mfa_challenges',
  {
    id: idColumn(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    verifiedAt: at('verified_at'),
    /** The address the challenge was asked from; verification must come from the same one. */
    ipAddress: text('ip_address').notNull(),
    /** SHA-256 of the code sent by SMS for a phone factor; null for TOTP. */
    otpCodeHash: text('otp_code_hash'),
    /** Wrong codes given for this challenge; a few void it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [index('mfa_challenges_factor_id_idx').on(table.factorId)],
);

export const AUTHENTICATOR_ASSURANCE_LEVELS = ['aal1', 'aal2'] as const;

/**
 * A signed-in device. Access tokens name it (`session_id`); ending it (sign-out, refresh-token reuse, a ban)
 * sets `ended_at`, and every instance refuses its tokens from then on. Rows of ended sessions stay until the
 * last access token issued for them has expired, so an instance starting later still knows they ended.
 */
export const sessions = authSchema.table(
  'sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text('aal', { enum: AUTHENTICATOR_ASSURANCE_LEVELS }).notNull().default('aal1'),
    factorId: uuid('factor_id').references(() => mfaFactors.id, { onDelete: 'set null' }),
    ...timestamps(),
    /** When a refresh token of this session was last used; decides the inactivity timeout. */
    refreshedAt: at('refreshed_at'),
    /** The absolute end of the session, whatever its activity. Null: no limit. */
    notAfter: at('not_after'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    endedAt: at('ended_at'),
    /** Why it ended: logout, refresh_token_reuse, password_changed, banned, deleted. */
    endReason: text('end_reason'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_ended_at_idx').on(table.endedAt),
    index('sessions_not_after_idx').on(table.notAfter),
  ],
);

/** How and when the person proved who they are in a session: the `amr` claim of its access tokens. */
export const mfaAmrClaims = authSchema.table(
  'mfa_amr_claims',
  {
    id: idColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** password, otp, recovery, magiclink, email_change, invite, totp, mfa/phone, oauth, ... */
    authenticationMethod: text('authentication_method').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('mfa_amr_claims_session_method_key').on(table.sessionId, table.authenticationMethod)],
);

/**
 * Refresh tokens, one row per issued token. Only a SHA-256 of the token is kept. A token used once is revoked and
 * its successor is kept sealed with a key derived from the used token, so that a client which lost the answer can
 * get the same successor again by presenting the used token, and nobody reading the database can.
 */
export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The token this one replaced; null for the first token of a session. */
    parentId: bigint('parent_id', { mode: 'number' }),
    revoked: boolean('revoked').notNull().default(false),
    /** The successor token, AES-256-GCM sealed with a key derived from this token (see above). */
    successorSealed: text('successor_sealed'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_id_revoked_idx').on(table.sessionId, table.revoked),
    index('refresh_tokens_parent_id_idx').on(table.parentId),
  ],
);

export const FLOW_AUTHENTICATION_METHODS = [
  'email/signup',
  'recovery',
  'email_change',
  'magiclink',
  'invite',
  'oauth',
] as const;

/**
 * A PKCE flow (RFC 7636) in progress: the code challenge the client sent when it started, and, once the person
 * has come back through an e-mail link or a provider, the authorization code it may exchange with its verifier.
 * A sign-in through a provider has a row from the moment it starts, found again by its `state` when the provider
 * sends the person back; without a code challenge, the client asked for the implicit flow.
 */
export const flowState = authSchema.table(
  'flow_state',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the authorization code handed to the client. */
    authCodeHash: text('auth_code_hash'),
    authCodeIssuedAt: at('auth_code_issued_at'),
    codeChallenge: text('code_challenge'),
    codeChallengeMethod: text('code_challenge_method', { enum: ['s256', 'plain'] }),
    authenticationMethod: text('authentication_method', { enum: FLOW_AUTHENTICATION_METHODS }).notNull(),
    /** For provider sign-in: the provider, where to return, the nonce and our own PKCE verifier towards it. */
    providerType: text('provider_type'),
    /** SHA-256 of the `state` sent to the provider; cleared with the row when the provider answers. */
    oauthStateHash: text('oauth_state_hash'),
    redirectTo: text('redirect_to'),
    oauthNonce: text('oauth_nonce'),
    providerCodeVerifier: text('provider_code_verifier'),
    /** For identity linking: the signed-in user the new identity is added to. */
    linkingTargetId: uuid('linking_target_id').references(() => users.id, { onDelete: 'cascade' }),
    providerAccessToken: text('provider_access_token'),
    providerRefreshToken: text('provider_refresh_token'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('flow_state_auth_code_hash_key').on(table.authCodeHash),
    uniqueIndex('flow_state_oauth_state_hash_key').on(table.oauthStateHash),
    index('flow_state_user_id_idx').on(table.userId),
    index('flow_state_created_at_idx').on(table.createdAt),
  ],
);

export const ONE_TIME_TOKEN_TYPES = [
  'confirmation_token',
  'invite_token',
  'recovery_token',
  'magiclink_token',
  'email_change_token_new',
  'email_change_token_current',
  'reauthentication_token',
  'phone_change_token',
] as const;
export type OneTimeTokenType = (typeof ONE_TIME_TOKEN_TYPES)[number];

/**
 * Tokens of e-mail links and their six-digit codes. Only SHA-256 hashes are kept. One live token per user and
 * type: a new one replaces the old.
 */
export const oneTimeTokens = authSchema.table(
  'one_time_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type', { enum: ONE_TIME_TOKEN_TYPES }).notNull(),
    /** SHA-256 of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the address and the six-digit code in the message. */
    codeHash: text('code_hash'),
    /** The address (or phone) the token was sent to. */
    relatesTo: text('relates_to').notNull(),
    /** The PKCE flow the link belongs to, when the client started one. */
    flowStateId: uuid('flow_state_id').references(() => flowState.id, { onDelete: 'set null' }),
    /** Where the person goes after following the link. */
    redirectTo: text('redirect_to'),
    /** Wrong codes entered for this token; past a few, the token is void. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(table.tokenHash),
    uniqueIndex('one_time_tokens_user_type_key').on(table.userId, table.tokenType),
    index('one_time_tokens_relates_to_idx').on(sql`lower(${table.relatesTo})`),
  ],
);

/** Every auth event: who, when, from where, what. Never a secret. Kept when the user is deleted. */
export const auditLogEntries = authSchema.table(
  'audit_log_entries',
  {
    id: idColumn(),
    /** No foreign key: the record of what happened outlives the account. */
    userId: uuid('user_id'),
    action: text('action').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entries_user_id_idx').on(table.userId),
    index('audit_log_entries_created_at_idx').on(table.createdAt),
  ],
);

export const SIGNING_KEY_STATUSES = ['current', 'previous', 'retired'] as const;

/**
 * Keys that sign access tokens (ES256). `current` signs; `previous` keys no longer sign but stay in the JWKS
 * until every token they signed has expired; then they are `retired`. The private key is stored as a JWK in
 * this table: whoever can read the `auth` schema can sign tokens, so access to it is as sensitive as the
 * database's own credentials.
 */
export const signingKeys = authSchema.table(
  'signing_keys',
  {
    kid: text('kid').primaryKey(),
    algorithm: text('algorithm').notNull().default('ES256'),
    privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: SIGNING_KEY_STATUSES }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When it stopped signing. */
    rotatedAt: at('rotated_at'),
    retiredAt: at('retired_at'),
  },
  (table) => [
    uniqueIndex('signing_keys_one_current_key')
      .on(table.status)
      .where(sql`${table.status} = 'current'`),
  ],
);

/**
 * The key that seals MFA secrets when none is given by the environment (`AUTH_ENCRYPTION_KEY`), made on the first
 * start. Kept apart from the sealed secrets so a leak of one table alone reveals nothing; a key from the
 * environment also protects against a copy of the whole database.
 */
export const encryptionKeys = authSchema.table('encryption_keys', {
  id: text('id').primaryKey(),
  /** 32 random bytes, base64url. */
  keyMaterial: text('key_material').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const API_KEY_KINDS = ['publishable', 'secret'] as const;

/**
 * The keys clients send in the `apikey` header when they are not given by the environment. The publishable key
 * is public (the web app fetches it); of the secret key only a SHA-256 is kept.
 */
export const apiKeys = authSchema.table(
  'api_keys',
  {
    kind: text('kind', { enum: API_KEY_KINDS }).notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key itself, for the publishable key only. */
    publicValue: text('public_value'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind] })],
);
