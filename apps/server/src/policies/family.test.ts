import { describe, expect, test } from 'vitest';
import { FAMILY_ACTIONS, type FamilyAction, type FamilyRelation, mayFamily } from './family.ts';

/** Every way of standing towards the family capability, by name. */
const RELATIONS: Readonly<Record<string, FamilyRelation>> = {
  'a parent with a family': { role: 'parent', hasFamily: true },
  'a parent without a family yet': { role: 'parent', hasFamily: false },
  'a family member': { role: 'family_member', hasFamily: true },
  'a family member removed from their family': { role: 'family_member', hasFamily: false },
  'a child': { role: 'child', hasFamily: true },
  'an admin': { role: 'admin', hasFamily: false },
  'a super admin': { role: 'super_admin', hasFamily: false },
  'someone signed out': { role: null, hasFamily: false },
};

/** Every relation against every action: the expected answer is written out, not computed. */
const EXPECTED: Readonly<Record<FamilyAction, readonly string[]>> = {
  manage_invitations: ['a parent with a family', 'a parent without a family yet'],
  manage_members: ['a parent with a family', 'a parent without a family yet'],
  view_shared_children: ['a family member', 'a family member removed from their family'],
  accept_invitation: ['a parent without a family yet', 'a family member', 'a family member removed from their family'],
};

describe('the family policy', () => {
  const cases = FAMILY_ACTIONS.flatMap((action) =>
    Object.keys(RELATIONS).map((who) => ({ action, who, allowed: EXPECTED[action].includes(who) })),
  );

  test.each(cases)('$action by $who: allowed $allowed', ({ action, who, allowed }) => {
    expect(mayFamily(RELATIONS[who]!, action)).toBe(allowed);
  });

  test('refuses an action it does not know', () => {
    expect(mayFamily({ role: 'parent', hasFamily: true }, 'delete_family' as FamilyAction)).toBe(false);
  });
});
