import type { ProfileRole } from '@tedi/db';
import { isAdministrator, mayAdminister } from './admin.ts';

/** Everything that can be done about access: checking it, redeeming licences, and the administrators' tools. */
export const SUBSCRIPTION_ACTIONS = [
  /** Ask whether oneself has access (the gate's two checks) and read one's own status. */
  'check_own_access',
  /** Redeem a licence code for one's family (or for oneself, before there is a family). */
  'redeem_licence',
  /** Pay for the family's subscription: checkout, the billing page, confirming a payment. */
  'pay',
  /** Create, list, read and revoke licence batches and their codes. */
  'manage_licences',
  /** Create, list and revoke grants of access to an account. */
  'manage_grants',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** Who is asking: their role (null when signed in without one) and the assurance level of their session. */
export interface SubscriptionAsker {
  readonly role: ProfileRole | null;
  readonly aal: 'aal1' | 'aal2';
}

const isAdmin = ({ role }: SubscriptionAsker) => isAdministrator(role);
/** The administrators' tools change who may use the product: the one admin rule (role from the database, aal2). */
const isAdminWithSecondFactor = (asker: SubscriptionAsker) => mayAdminister(asker);

/**
 * Who may do what. Anyone signed in may ask about their own access (a family member or child inherits the
 * family's). Only the people who pay for a family, its parents, pay or redeem licences for it; administrators may
 * redeem too, for themselves. Licences and grants are administrators' work, at aal2. Anything not listed is refused.
 */
const ALLOWED: Readonly<Record<SubscriptionAction, (asker: SubscriptionAsker) => boolean>> = {
  check_own_access: () => true,
  redeem_licence: (asker) => asker.role === 'parent' || isAdmin(asker),
  pay: (asker) => asker.role === 'parent',
  manage_licences: isAdminWithSecondFactor,
  manage_grants: isAdminWithSecondFactor,
};

export function maySubscription(asker: SubscriptionAsker, action: SubscriptionAction): boolean {
  const rule = ALLOWED[action] as ((asker: SubscriptionAsker) => boolean) | undefined;
  return rule ? rule(asker) : false;
}
