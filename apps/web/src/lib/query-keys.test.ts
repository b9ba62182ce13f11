import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { queryKeys } from './query-keys.ts';

/** Every key the app reads, for one user. */
function everyKey(userId: string): QueryKey[] {
  return [
    queryKeys.me.deletion(userId),
    queryKeys.me.onboarding(userId),
    queryKeys.me.preferences(userId),
    queryKeys.me.profile(userId),
    queryKeys.children.list(userId, { includeArchived: false }),
    queryKeys.children.list(userId, { includeArchived: true }),
    queryKeys.children.detail(userId, 'child-1'),
    queryKeys.children.detail(userId, 'child-2'),
    queryKeys.children.childSignIn(userId, 'child-1'),
    queryKeys.family.members(userId),
    queryKeys.family.invitations(userId),
    queryKeys.family.sharedChildren(userId),
    queryKeys.subscriptions.status(userId),
    queryKeys.subscriptions.checkout(userId, 'cs_1'),
    queryKeys.storage.file(userId, '/storage/v1/object/file-1'),
    queryKeys.childDevices.all(userId),
  ];
}

/** A client holding an answer under every key of two users, and the keys that a refresh of `prefix` marks stale. */
function invalidated(prefix: QueryKey): string[] {
  const client = new QueryClient();
  for (const key of [...everyKey('u1'), ...everyKey('u2'), queryKeys.family.invitationPreview('t1')]) {
    client.setQueryData(key, 'answer');
  }
  void client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => hashKey(query.queryKey))
    .sort();
}

const hashes = (keys: QueryKey[]) => keys.map((key) => hashKey(key)).sort();

describe('query keys', () => {
  it("follow the API path, with the signed-in user's id after its first segment", () => {
    expect(queryKeys.me.deletion('u1')).toEqual(['me', 'u1', 'deletion']);
    expect(queryKeys.me.preferences('u1')).toEqual(['me', 'u1', 'preferences']);
    expect(queryKeys.children.list('u1', { includeArchived: true })).toEqual([
      'children',
      'u1',
      'list',
      { includeArchived: true },
    ]);
    expect(queryKeys.children.detail('u1', 'child-1')).toEqual(['children', 'u1', 'child-1']);
    expect(queryKeys.family.members('u1')).toEqual(['family', 'u1', 'members']);
    expect(queryKeys.subscriptions.status('u1')).toEqual(['subscriptions', 'u1', 'me']);
  });

  it('give every resource a key of its own, and another user other keys', () => {
    const all = [...everyKey('u1'), ...everyKey('u2')];
    expect(new Set(hashes(all)).size).toBe(all.length);
  });

  it('leave the user out of an answer that is the same for everyone', () => {
    expect(queryKeys.family.invitationPreview('t1')).toEqual(['family', 'invitations', 'preview', { token: 't1' }]);
  });

  it("clear everything beneath a prefix, and only that user's", () => {
    expect(invalidated(queryKeys.children.all('u1'))).toEqual(
      hashes([
        queryKeys.children.list('u1', { includeArchived: false }),
        queryKeys.children.list('u1', { includeArchived: true }),
        queryKeys.children.detail('u1', 'child-1'),
        queryKeys.children.detail('u1', 'child-2'),
        queryKeys.children.childSignIn('u1', 'child-1'),
      ]),
    );
    expect(invalidated(queryKeys.children.lists('u1'))).toEqual(
      hashes([
        queryKeys.children.list('u1', { includeArchived: false }),
        queryKeys.children.list('u1', { includeArchived: true }),
      ]),
    );
    expect(invalidated(queryKeys.me.all('u2'))).toEqual(
      hashes([
        queryKeys.me.deletion('u2'),
        queryKeys.me.onboarding('u2'),
        queryKeys.me.preferences('u2'),
        queryKeys.me.profile('u2'),
      ]),
    );
    expect(invalidated(queryKeys.family.all('u1'))).toEqual(
      hashes([
        queryKeys.family.members('u1'),
        queryKeys.family.invitations('u1'),
        queryKeys.family.sharedChildren('u1'),
      ]),
    );
  });
});
