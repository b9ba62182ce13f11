import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn, timestamps } from './columns.ts';
import { families } from './families.ts';

/*
 * Access belongs to the family (docs/decisions: who owns access). A row that gives access is owned by a family
 * (`family_id`) or, for a parent who has no family yet, by that parent (`user_id`): exactly one of the two is set.
 * A family's members inherit the access of the family and of the parents in it.
 */
const ownerColumns = () => ({
  familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
});

/** A paid subscription at a payment provider (Stripe later), as the provider last reported it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    ...ownerColumns(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    check('subscriptions_one_owner', sql`num_nonnulls(${table.familyId}, ${table.userId}) = 1`),
    index('subscriptions_family_id_idx').on(table.familyId),
    index('subscriptions_user_id_idx').on(table.userId),
    uniqueIndex('subscriptions_provider_subscription_idx').on(table.provider, table.providerSubscriptionId),
  ],
);

/** A sponsor's batch of licence codes: an employer, charity, council... paying for a number of families. */
export const licenceBatches = pgTable('licence_batches', {
  id: idColumn(),
  sponsorName: text('sponsor_name').notNull(),
  sponsorKind: text('sponsor_kind').notNull(),
  /** How many families the batch covers in all, across its codes. */
  seats: integer('seats').notNull(),
  /** The last day a code can be redeemed and the last day of access it gives. */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  publiclyListed: boolean('publicly_listed').notNull().default(false),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/** One code of a batch, stored normalised (upper case, no spaces or dashes). */
export const licenceCodes = pgTable(
  'licence_codes',
  {
    id: idColumn(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => licenceBatches.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('licence_codes_batch_id_idx').on(table.batchId)],
);

/** A family (or a parent without a family yet) taking one seat of a batch; once per owner and batch. */
export const licenceRedemptions = pgTable(
  'licence_redemptions',
  {
    id: idColumn(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => licenceCodes.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => licenceBatches.id, { onDelete: 'cascade' }),
    ...ownerColumns(),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [
    check('licence_redemptions_one_owner', sql`num_nonnulls(${table.familyId}, ${table.userId}) = 1`),
    uniqueIndex('licence_redemptions_family_batch_idx')
      .on(table.batchId, table.familyId)
      .where(sql`${table.familyId} is not null`),
    uniqueIndex('licence_redemptions_user_batch_idx')
      .on(table.batchId, table.userId)
      .where(sql`${table.userId} is not null`),
    index('licence_redemptions_family_id_idx').on(table.familyId),
    index('licence_redemptions_user_id_idx').on(table.userId),
  ],
);

/** An administrator's grant of access to one account until a day, with the reason recorded. */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last day of access. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('access_grants_user_id_idx').on(table.userId)],
);

/**
 * Every event a payment provider sent us, by its id: providers deliver an event more than once, and an event is
 * acted on only the first time. Only the id and type are kept, never the payload (it names the payer).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('payment_events_provider_event_idx').on(table.provider, table.providerEventId)],
);
