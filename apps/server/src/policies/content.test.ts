import { describe, expect, test } from 'vitest';
import { CONTENT_ACTIONS, type ContentAction, type ContentActorRole, mayContent } from './content.ts';

const ROLES: readonly ContentActorRole[] = [null, 'parent', 'family_member', 'child', 'admin', 'super_admin'];

/** Every role against every action: the expected answer is written out, not computed. */
const EXPECTED: Readonly<Record<ContentAction, readonly ContentActorRole[]>> = {
  'content.read-public': [null, 'parent', 'family_member', 'child', 'admin', 'super_admin'],
  'content.read-unpublished': ['admin', 'super_admin'],
  'content.create': ['admin', 'super_admin'],
  'content.update': ['admin', 'super_admin'],
  'content.publish': ['admin', 'super_admin'],
  'contact-messages.read': ['admin', 'super_admin'],
};

describe('the content policy', () => {
  const cases = CONTENT_ACTIONS.flatMap((action) =>
    ROLES.map((role) => ({ action, role, allowed: EXPECTED[action].includes(role) })),
  );

  test.each(cases)('$action by $role: allowed $allowed', ({ action, role, allowed }) => {
    expect(mayContent(role, action)).toBe(allowed);
  });

  test('refuses an action it does not know', () => {
    expect(mayContent('super_admin', 'content.delete-everything' as ContentAction)).toBe(false);
  });
});
