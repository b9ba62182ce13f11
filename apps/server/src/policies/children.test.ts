import { describe, expect, test } from 'vitest';
import { type ActorMembership, type ChildAccessFacts, checkChildAccess } from './child-access.ts';
import { CHILD_ACTIONS, type ChildAction, type ChildRelation, mayChild } from './children.ts';
import type { GrantAreas } from './family.ts';

/** Every way of standing towards a child, by name. */
const RELATIONS: Readonly<Record<string, ChildRelation>> = {
  'a parent of the family': { role: 'parent', sameFamily: true },
  'a parent of another family': { role: 'parent', sameFamily: false },
  'a family member of the family without a grant': { role: 'family_member', sameFamily: true },
  'a family member of the family with a grant of nothing': {
    role: 'family_member',
    sameFamily: true,
    grant: { profile: 'none', health: 'none' },
  },
  'a family member of the family with only health shared': {
    role: 'family_member',
    sameFamily: true,
    grant: { health: 'edit', education: 'view' },
  },
  'a family member of the family who may view the profile': {
    role: 'family_member',
    sameFamily: true,
    grant: { profile: 'view' },
  },
  'a family member of the family who may edit the profile': {
    role: 'family_member',
    sameFamily: true,
    grant: { profile: 'edit' },
  },
  'a family member of another family with a profile grant': {
    role: 'family_member',
    sameFamily: false,
    grant: { profile: 'edit' },
  },
  'a parent of another family with a grant (ignored)': {
    role: 'parent',
    sameFamily: false,
    grant: { profile: 'edit' },
  },
  'a child of the family': { role: 'child', sameFamily: true },
  'an admin': { role: 'admin', sameFamily: false },
  'a super admin': { role: 'super_admin', sameFamily: false },
  'someone signed out': { role: null, sameFamily: false },
};

/** Every relation against every action: the expected answer is written out, not computed. */
const EXPECTED: Readonly<Record<ChildAction, readonly string[]>> = {
  view: [
    'a parent of the family',
    'a family member of the family who may view the profile',
    'a family member of the family who may edit the profile',
  ],
  create: ['a parent of the family'],
  update: ['a parent of the family', 'a family member of the family who may edit the profile'],
  archive: ['a parent of the family'],
  upload_photo: ['a parent of the family'],
  download_file: ['a parent of the family'],
};

describe('the children policy', () => {
  const cases = CHILD_ACTIONS.flatMap((action) =>
    Object.keys(RELATIONS).map((who) => ({ action, who, allowed: EXPECTED[action].includes(who) })),
  );

  test.each(cases)('$action by $who: allowed $allowed', ({ action, who, allowed }) => {
    expect(mayChild(RELATIONS[who]!, action)).toBe(allowed);
  });

  test('refuses an action it does not know', () => {
    expect(mayChild({ role: 'parent', sameFamily: true }, 'delete' as ChildAction)).toBe(false);
  });
});

describe('the batched child access check', () => {
  const FAMILY_A = 'family-a';
  const CHILD_OF_A = 'child-a';
  const CHILD_OF_B = 'child-b';

  function facts(membership: ActorMembership): ChildAccessFacts & { queries: number } {
    const result = {
      queries: 0,
      membershipOf: async () => {
        result.queries += 1;
        return membership;
      },
      familiesOfChildren: async (ids: readonly string[]) => {
        result.queries += 1;
        const known = new Map([
          [CHILD_OF_A, FAMILY_A],
          [CHILD_OF_B, 'family-b'],
        ]);
        return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
      },
      grantsOf: async (_userId: string, familyId: string, ids: readonly string[]) => {
        result.queries += 1;
        const granted = new Map<string, GrantAreas>([[CHILD_OF_A, { profile: 'view' }]]);
        return new Map(
          ids.flatMap((id) => (familyId === FAMILY_A && granted.has(id) ? [[id, granted.get(id)!] as const] : [])),
        );
      },
    };
    return result;
  }

  test('answers for many children with two lookups, allowing only the own family', async () => {
    const source = facts({ role: 'parent', familyId: FAMILY_A });
    const access = await checkChildAccess(source, { userId: 'u' }, [CHILD_OF_A, CHILD_OF_B, 'missing', CHILD_OF_A]);
    expect(source.queries).toBe(2);
    expect(access.may(CHILD_OF_A, 'update')).toBe(true);
    expect(access.may(CHILD_OF_B, 'view')).toBe(false);
    expect(access.may('missing', 'view')).toBe(false);
    expect(access.may('never-asked', 'view')).toBe(false);
  });

  test('gives a signed-out caller nothing without reading anything', async () => {
    const source = facts({ role: 'parent', familyId: FAMILY_A });
    const access = await checkChildAccess(source, null, [CHILD_OF_A]);
    expect(source.queries).toBe(0);
    expect(Object.values(access.rightsFor(CHILD_OF_A)).some(Boolean)).toBe(false);
  });

  test('gives a family member the rights of their grant, on the granted child only, with one more lookup', async () => {
    const source = facts({ role: 'family_member', familyId: FAMILY_A });
    const access = await checkChildAccess(source, { userId: 'm' }, [CHILD_OF_A, CHILD_OF_B]);
    expect(source.queries).toBe(3);
    expect(access.may(CHILD_OF_A, 'view')).toBe(true);
    expect(access.may(CHILD_OF_A, 'update')).toBe(false);
    expect(access.may(CHILD_OF_A, 'archive')).toBe(false);
    expect(access.may(CHILD_OF_B, 'view')).toBe(false);
  });

  test('gives a family member without a family nothing, even if a grant were left behind', async () => {
    const access = await checkChildAccess(facts({ role: 'family_member', familyId: null }), { userId: 'm' }, [
      CHILD_OF_A,
    ]);
    expect(access.may(CHILD_OF_A, 'view')).toBe(false);
  });

  test('gives a parent without a family nothing', async () => {
    const access = await checkChildAccess(facts({ role: 'parent', familyId: null }), { userId: 'u' }, [CHILD_OF_A]);
    expect(access.may(CHILD_OF_A, 'view')).toBe(false);
  });
});
