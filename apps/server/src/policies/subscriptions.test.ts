import { describe, expect, test } from 'vitest';
import {
  maySubscription,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionAction,
  type SubscriptionAsker,
} from './subscriptions.ts';

/** Every kind of asker, by name. */
const ASKERS: Readonly<Record<string, SubscriptionAsker>> = {
  'a parent': { role: 'parent', aal: 'aal1' },
  'a parent at aal2': { role: 'parent', aal: 'aal2' },
  'a family member': { role: 'family_member', aal: 'aal1' },
  'a child': { role: 'child', aal: 'aal1' },
  'an admin at aal1': { role: 'admin', aal: 'aal1' },
  'an admin at aal2': { role: 'admin', aal: 'aal2' },
  'a super admin at aal1': { role: 'super_admin', aal: 'aal1' },
  'a super admin at aal2': { role: 'super_admin', aal: 'aal2' },
  'someone without a role': { role: null, aal: 'aal1' },
};

/** Every asker against every action: the expected answer is written out, not computed. */
const EXPECTED: Readonly<Record<SubscriptionAction, readonly string[]>> = {
  check_own_access: Object.keys(ASKERS),
  redeem_licence: [
    'a parent',
    'a parent at aal2',
    'an admin at aal1',
    'an admin at aal2',
    'a super admin at aal1',
    'a super admin at aal2',
  ],
  pay: ['a parent', 'a parent at aal2'],
  manage_licences: ['an admin at aal2', 'a super admin at aal2'],
  manage_grants: ['an admin at aal2', 'a super admin at aal2'],
};

describe('the subscriptions policy', () => {
  const cases = SUBSCRIPTION_ACTIONS.flatMap((action) =>
    Object.keys(ASKERS).map((who) => ({ action, who, allowed: EXPECTED[action].includes(who) })),
  );

  test.each(cases)('$action by $who: allowed $allowed', ({ action, who, allowed }) => {
    expect(maySubscription(ASKERS[who]!, action)).toBe(allowed);
  });

  test('refuses an action it does not know', () => {
    expect(maySubscription({ role: 'super_admin', aal: 'aal2' }, 'delete_everything' as SubscriptionAction)).toBe(
      false,
    );
  });
});
