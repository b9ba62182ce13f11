/**
 * Every key of the query cache, built here and nowhere else. A key is the API path's segments, with the signed-in
 * user's id after the first segment when the answer is that user's own (`/me/deletion` is `['me', userId,
 * 'deletion']`). So one resource has one key wherever it is read, and invalidating a key clears everything beneath
 * it: `children.all(userId)` clears every list and every profile of that user's children. A user id of `null`
 * belongs to queries that wait for a sign-in and never run with it.
 */
export type QueryUserId = string | null;

const me = (userId: QueryUserId) => ['me', userId] as const;
const children = (userId: QueryUserId) => ['children', userId] as const;
const family = (userId: QueryUserId) => ['family', userId] as const;
const subscriptions = (userId: QueryUserId) => ['subscriptions', userId] as const;
const storage = (userId: QueryUserId) => ['storage', userId] as const;
const childArea = (userId: QueryUserId) => ['child-area', userId] as const;
const childDevices = (userId: QueryUserId) => ['child-devices', userId] as const;

export const queryKeys = {
  /** The signed-in user's own records under /me. */
  me: {
    all: me,
    deletion: (userId: QueryUserId) => [...me(userId), 'deletion'] as const,
    onboarding: (userId: QueryUserId) => [...me(userId), 'onboarding'] as const,
    preferences: (userId: QueryUserId) => [...me(userId), 'preferences'] as const,
    /** /calendar-feed: the person's own private calendar address. */
    calendarFeed: (userId: QueryUserId) => [...me(userId), 'calendar-feed'] as const,
    profile: (userId: QueryUserId) => [...me(userId), 'profile'] as const,
  },
  /** /children: the lists sit under 'list', so they can be refreshed without refetching every profile. */
  children: {
    all: children,
    lists: (userId: QueryUserId) => [...children(userId), 'list'] as const,
    list: (userId: QueryUserId, params: { includeArchived: boolean }) =>
      [...children(userId), 'list', { includeArchived: params.includeArchived }] as const,
    detail: (userId: QueryUserId, childId: string) => [...children(userId), childId] as const,
    /** /children/:id/health and everything under it (timeline pages, changes, document searches). */
    health: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'health'] as const,
    healthTimeline: (userId: QueryUserId, childId: string, kinds: readonly string[]) =>
      [...children(userId), childId, 'health', 'timeline', { kinds: [...kinds] }] as const,
    healthChanges: (userId: QueryUserId, childId: string, professionalId: string) =>
      [...children(userId), childId, 'health', 'changes', { professionalId }] as const,
    healthDocuments: (userId: QueryUserId, childId: string, search: { q: string; tag: string }) =>
      [...children(userId), childId, 'health', 'documents', { q: search.q, tag: search.tag }] as const,
    /** Beneath the child's key, so a change to the profile refreshes the passport made from it. */
    passport: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'health', 'passport'] as const,
    /** /children/:id/dla: the child's DLA claim, its answers, diary and evidence. */
    dla: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'dla'] as const,
    /** /children/:id/documents: the library, and each document beneath it. */
    documents: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'documents'] as const,
    documentList: (userId: QueryUserId, childId: string, search: { q: string; tag: string }) =>
      [...children(userId), childId, 'documents', 'list', { q: search.q, tag: search.tag }] as const,
    document: (userId: QueryUserId, childId: string, documentId: string) =>
      [...children(userId), childId, 'documents', documentId] as const,
    shareLinks: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'share-links'] as const,
    audit: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'audit'] as const,
    /** /children/:id/board: the child's communication board set. */
    board: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'board'] as const,
    /** /children/:id/board/usage: the board's usage log, each period beneath it. */
    boardUsage: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'board', 'usage'] as const,
    boardUsagePeriod: (userId: QueryUserId, childId: string, days: number) =>
      [...children(userId), childId, 'board', 'usage', { days }] as const,
    /** /children/:id/document-generator: the drafts list and each template's draft beneath it. */
    generator: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'document-generator'] as const,
    generatorDraft: (userId: QueryUserId, childId: string, templateId: string) =>
      [...children(userId), childId, 'document-generator', 'drafts', templateId] as const,
    /** /children/:id/ehcp and everything under it (the contact log, the plan's sections). */
    ehcp: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'ehcp'] as const,
    /** /children/:id/child-sign-in: how the child signs in to their own area, and their recent tries. */
    childSignIn: (userId: QueryUserId, childId: string) => [...children(userId), childId, 'child-sign-in'] as const,
  },
  /** /child-devices: the devices the family trusts for their children's own sign-in. */
  childDevices: {
    all: childDevices,
  },
  family: {
    all: family,
    members: (userId: QueryUserId) => [...family(userId), 'members'] as const,
    invitations: (userId: QueryUserId) => [...family(userId), 'invitations'] as const,
    sharedChildren: (userId: QueryUserId) => [...family(userId), 'shared-children'] as const,
    /** Asked before anyone signs in, and the same for whoever asks, so it has no user id. */
    invitationPreview: (token: string) => ['family', 'invitations', 'preview', { token }] as const,
  },
  subscriptions: {
    all: subscriptions,
    status: (userId: QueryUserId) => [...subscriptions(userId), 'me'] as const,
    checkout: (userId: QueryUserId, sessionId: string | null) =>
      [...subscriptions(userId), 'checkout', sessionId] as const,
  },
  /** /child-area: the signed-in child's own area (the user is the child). */
  childArea: {
    all: childArea,
    area: (userId: QueryUserId) => [...childArea(userId), 'area'] as const,
    me: (userId: QueryUserId) => [...childArea(userId), 'me'] as const,
    board: (userId: QueryUserId) => [...childArea(userId), 'board'] as const,
  },
  /** /child-sign-in: what a trusted device shows before anyone signs in, by the device's own id. */
  childSignIn: {
    children: (deviceId: string) => ['child-sign-in', deviceId, 'children'] as const,
  },
  /** A stored file (a child's photo) by its address under /storage, which never holds other bytes. */
  storage: {
    all: storage,
    file: (userId: QueryUserId, path: string) => [...storage(userId), path] as const,
  },
};
