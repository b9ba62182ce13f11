import { CHILD_AREAS, type ChildArea, type ChildAreaGrant, grantGivesAnything } from '@tedi/contracts';
import { describe, expect, test } from 'vitest';
import type { Membership } from '../platform/access-repository.ts';
import {
  CHILD_ACTIONS,
  type ChildAccessFacts,
  ChildAccessService,
  type ChildAction,
  type ChildRelation,
  FAMILY_CHILDREN_ACTIONS,
  type FamilyChildrenAction,
  mayChild,
  mayFamilyChildren,
} from './child-access.ts';

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
  'a family member who may view the profile': { role: 'family_member', sameFamily: true, grant: { profile: 'view' } },
  'a family member who may edit the profile': { role: 'family_member', sameFamily: true, grant: { profile: 'edit' } },
  'a family member who may edit health and view education': {
    role: 'family_member',
    sameFamily: true,
    grant: { health: 'edit', education: 'view' },
  },
  'a family member of another family with a grant': {
    role: 'family_member',
    sameFamily: false,
    grant: { profile: 'edit', health: 'edit' },
  },
  'a parent of another family with a grant (ignored)': {
    role: 'parent',
    sameFamily: false,
    grant: { profile: 'edit' },
  },
  'a child of the family': { role: 'child', sameFamily: true },
  'a child of the family with a grant (ignored)': { role: 'child', sameFamily: true, grant: { board: 'edit' } },
  'an admin': { role: 'admin', sameFamily: false },
  'an admin placed in the family': { role: 'admin', sameFamily: true },
  'a super admin': { role: 'super_admin', sameFamily: false },
  'someone signed out': { role: null, sameFamily: false },
};

/** Who may do what, area by area: the expected answer is written out, not computed. Unlisted means refused. */
const EXPECTED: Readonly<Record<string, Partial<Record<ChildArea, readonly ChildAction[]>> | 'everything'>> = {
  'a parent of the family': 'everything',
  'a family member who may view the profile': { profile: ['view'] },
  'a family member who may edit the profile': { profile: ['view', 'edit'] },
  'a family member who may edit health and view education': { health: ['view', 'edit'], education: ['view'] },
};

describe('the child access policy', () => {
  const cases = Object.keys(RELATIONS).flatMap((who) =>
    CHILD_AREAS.flatMap((area) =>
      CHILD_ACTIONS.map((action) => {
        const expected = EXPECTED[who];
        const allowed = expected === 'everything' || (expected?.[area]?.includes(action) ?? false);
        return { who, area, action, allowed };
      }),
    ),
  );

  test.each(cases)('$action $area by $who: allowed $allowed', ({ who, area, action, allowed }) => {
    expect(mayChild(RELATIONS[who]!, area, action)).toBe(allowed);
  });

  test('refuses an action or an area it does not know', () => {
    const parent = { role: 'parent', sameFamily: true } as const;
    const member = { role: 'family_member', sameFamily: true, grant: { profile: 'edit' } } as const;
    expect(mayChild(member, 'profile', 'delete' as ChildAction)).toBe(false);
    expect(mayChild(member, 'secrets' as ChildArea, 'view')).toBe(false);
    expect(mayChild({ ...parent, sameFamily: false }, 'profile', 'view')).toBe(false);
  });

  const familyCases = FAMILY_CHILDREN_ACTIONS.flatMap((action) =>
    (['parent', 'family_member', 'child', 'admin', 'super_admin', null] as const).map((role) => ({
      action,
      role,
      allowed: role === 'parent',
    })),
  );
  test.each(familyCases)('$action the family’s children as $role: allowed $allowed', ({ action, role, allowed }) => {
    expect(mayFamilyChildren(role, action)).toBe(allowed);
  });
  test('refuses a family-wide action it does not know', () => {
    expect(mayFamilyChildren('parent', 'delete' as FamilyChildrenAction)).toBe(false);
  });

  test('a grant of nothing in every area is no grant', () => {
    expect(grantGivesAnything({ profile: 'none', health: 'none' })).toBe(false);
    expect(grantGivesAnything({})).toBe(false);
    expect(grantGivesAnything(null)).toBe(false);
    expect(grantGivesAnything({ stories: 'view' })).toBe(true);
  });
});

describe('the batched child access check', () => {
  const FAMILY_A = 'family-a';
  const CHILD_OF_A = 'child-a';
  const OTHER_CHILD_OF_A = 'child-a2';
  const CHILD_OF_B = 'child-b';

  function facts(membership: Membership): ChildAccessFacts & { queries: number } {
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
          [OTHER_CHILD_OF_A, FAMILY_A],
          [CHILD_OF_B, 'family-b'],
        ]);
        return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
      },
      grantsOf: async (_userId: string, familyId: string, ids: readonly string[]) => {
        result.queries += 1;
        const granted = new Map<string, ChildAreaGrant>([[CHILD_OF_A, { profile: 'view' }]]);
        return new Map(
          ids.flatMap((id) => (familyId === FAMILY_A && granted.has(id) ? [[id, granted.get(id)!] as const] : [])),
        );
      },
      ensureFamilyOf: async () => membership.familyId ?? 'new-family',
      nameUnnamedFamily: async () => {
        result.queries += 1;
      },
    };
    return result;
  }
  const service = (membership: Membership) => {
    const source = facts(membership);
    return { source, access: new ChildAccessService(source) };
  };

  test('answers for many children with two lookups, allowing only the own family', async () => {
    const { source, access } = service({ role: 'parent', familyId: FAMILY_A });
    const rights = await access.check({ userId: 'u' }, [CHILD_OF_A, CHILD_OF_B, 'missing', CHILD_OF_A]);
    expect(source.queries).toBe(2);
    expect(rights.may(CHILD_OF_A, 'health', 'edit')).toBe(true);
    expect(rights.may(CHILD_OF_B, 'profile', 'view')).toBe(false);
    expect(rights.may('missing', 'profile', 'view')).toBe(false);
    expect(rights.may('never-asked', 'profile', 'view')).toBe(false);
    expect(rights.isInOwnFamily(CHILD_OF_A)).toBe(true);
    expect(rights.isInOwnFamily(CHILD_OF_B)).toBe(false);
  });

  test('refuses a signed-out caller with 401 without reading anything', async () => {
    const { source, access } = service({ role: 'parent', familyId: FAMILY_A });
    await expect(access.requireChild(null, [CHILD_OF_A], 'profile', 'view')).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(source.queries).toBe(0);
  });

  test('gives a family member the rights of their grant, on the granted child only, with one more lookup', async () => {
    const { source, access } = service({ role: 'family_member', familyId: FAMILY_A });
    const rights = await access.check({ userId: 'm' }, [CHILD_OF_A, CHILD_OF_B]);
    expect(source.queries).toBe(3);
    expect(rights.may(CHILD_OF_A, 'profile', 'view')).toBe(true);
    expect(rights.may(CHILD_OF_A, 'profile', 'edit')).toBe(false);
    expect(rights.may(CHILD_OF_A, 'health', 'view')).toBe(false);
    expect(rights.may(CHILD_OF_A, 'profile', 'manage')).toBe(false);
    expect(rights.may(CHILD_OF_B, 'profile', 'view')).toBe(false);
  });

  test('refuses another family’s child as not found and the own family’s as forbidden, whoever asks', async () => {
    const { access } = service({ role: 'family_member', familyId: FAMILY_A });
    await expect(access.requireChild({ userId: 'm' }, [CHILD_OF_B], 'profile', 'view')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(access.requireChild({ userId: 'm' }, ['missing'], 'profile', 'view')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(access.requireChild({ userId: 'm' }, [CHILD_OF_A], 'health', 'view')).rejects.toMatchObject({
      code: 'forbidden',
    });
    // One child refused refuses the whole request: a pass never covers part of what was asked.
    await expect(
      access.requireChild({ userId: 'm' }, [CHILD_OF_A, OTHER_CHILD_OF_A], 'profile', 'view'),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });

  test('a pass covers exactly the children and the area it was issued for', async () => {
    const { access } = service({ role: 'parent', familyId: FAMILY_A });
    const { pass } = await access.requireChild({ userId: 'u' }, [CHILD_OF_A], 'health', 'edit');
    expect(pass.area).toBe('health');
    expect(pass.covers(CHILD_OF_A)).toBe(true);
    expect(pass.covers(OTHER_CHILD_OF_A)).toBe(false);
    expect(() => pass.assertCovers([OTHER_CHILD_OF_A])).toThrow(/does not cover/);
  });

  test('gives a family member without a family nothing, even if a grant were left behind', async () => {
    const { access } = service({ role: 'family_member', familyId: null });
    const rights = await access.check({ userId: 'm' }, [CHILD_OF_A]);
    expect(rights.may(CHILD_OF_A, 'profile', 'view')).toBe(false);
  });

  test('gives a parent without a family nothing', async () => {
    const { access } = service({ role: 'parent', familyId: null });
    const rights = await access.check({ userId: 'u' }, [CHILD_OF_A]);
    expect(rights.may(CHILD_OF_A, 'profile', 'view')).toBe(false);
  });
});
