import {
  CHILD_AREA_API,
  FAMILY_GRANT_AREAS,
  type ChildResponse,
  SHARE_LINK_KIND_NAMES,
  SHARE_LINKS_API,
  type ShareLinkCreatedResponse,
  type ShareLinkKind,
  SUBSCRIPTIONS_API,
} from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { TEST_CHILD_PICTURES, turnOnChildSignIn } from '../modules/child-area/testing.ts';
import { multipartBody, photoWithLocation, type SignedIn } from '../modules/children/testing.ts';
import type { Endpoint } from '../modules/endpoint-table.ts';
import { type AccessTestServer, startAccessServer } from '../modules/subscriptions/testing.ts';

/**
 * The world the unauthorised-access suite tries every endpoint in: one family (a parent, a child with a profile,
 * health data, a contact and a photo, an invitation and a member) and everyone who must not reach what the family
 * keeps, each with a real session.
 */

/**
 * What only the family's records and the parent's own account hold; none may appear in an answer the caller was
 * not allowed.
 */
export const SECRET_WORDS = [
  'Wrenna',
  'peanuts',
  'Epilepsy',
  'Grandma Joan',
  'invited.aunt@example.com',
  '"dashboardLayout":"enhanced"',
  '"scheduled":true',
] as const;

/** Everyone the suite tries, by how they stand towards the family. */
export const CALLERS = [
  'a signed-out caller',
  'a caller with a forged token',
  'a parent of the family who owes their second factor',
  'a parent of another family',
  'a family member without a grant',
  'a family member with a grant of nothing',
  'a family member who may only view',
  'a family member who may edit',
  'a child of the family',
  'an admin',
  'a super admin',
  'an admin without a second factor',
  'a demoted admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** What a caller should get from an endpoint. */
export type Expectation =
  /** Refused with this status (and its code), with none of the family's data. */
  | { readonly refused: 401 | 403 | 404 }
  /**
   * Answered about the caller's own account or family only: not refused for want of a session, none of ours. With
   * `answered`, a read must succeed (200): everyone has one of their own.
   */
  | { readonly own: true; readonly answered?: true }
  /** Allowed: a read is tried and must succeed; a change is not made, so the family's records stay as they are. */
  | { readonly allowed: true }
  /** Refused for want of a provider's signature. */
  | { readonly unsigned: true };

export interface AccessWorld {
  readonly server: AccessTestServer;
  readonly parent: SignedIn;
  readonly familyId: string;
  readonly child: ChildResponse;
  readonly headersOf: (caller: Caller) => Record<string, string>;
  /** The path of an endpoint with its parameters filled in from the family's records. */
  readonly urlOf: (endpoint: Endpoint) => string;
  readonly photo: Buffer;
  /** Per kind of share link, tokens that must open nothing: of a link that expired, one withdrawn, and others. */
  readonly closedTokens: Readonly<Record<ShareLinkKind, Readonly<Record<ClosedLink, string>>>>;
  close(): Promise<void>;
}

/** Links that open nothing, whoever follows them. */
export const CLOSED_LINKS = ['an expired link', 'a withdrawn link', 'an unknown token', 'a malformed token'] as const;
export type ClosedLink = (typeof CLOSED_LINKS)[number];

/** Ids that name nothing the family has, for parameters whose record does not matter to a refusal. */
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000a11d';

const SHAREABLE = new Set<string>(FAMILY_GRANT_AREAS);

const post = async (server: AccessTestServer, who: SignedIn, url: string, payload: object) => {
  const response = await server.app.inject({ method: 'POST', url, headers: who.headers, payload });
  if (response.statusCode >= 300) throw new Error(`POST ${url} failed: ${response.body}`);
  return response.json<Record<string, unknown>>();
};

export async function buildAccessWorld(): Promise<AccessWorld> {
  const server = await startAccessServer();
  const parent = await server.signIn('parent');
  let child = (await post(server, parent, '/api/v1/children', {
    name: 'Wrenna',
    emergencyInformation: 'Severe allergy to peanuts',
  })) as unknown as ChildResponse;
  const [profile] = await server.database.db
    .select({ familyId: schema.profiles.familyId })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, parent.userId));
  const familyId = profile!.familyId!;
  const conditionId = (await post(server, parent, `/api/v1/children/${child.id}/conditions`, { name: 'Epilepsy' }))[
    'id'
  ] as string;
  const contactId = (
    await post(server, parent, `/api/v1/children/${child.id}/contacts`, { role: 'Grandparent', name: 'Grandma Joan' })
  )['id'] as string;
  const photo = await photoWithLocation('png');
  const upload = multipartBody('wrenna.png', 'image/png', photo);
  child = (
    await server.app.inject({
      method: 'POST',
      url: `/storage/v1/children/${child.id}/photo`,
      headers: { ...parent.headers, ...upload.headers },
      payload: upload.payload,
    })
  ).json<ChildResponse>();
  const health = `/api/v1/children/${child.id}/health`;
  const healthId = async (path: string, payload: object) =>
    (await post(server, parent, `${health}/${path}`, payload))['id'] as string;
  const professionalId = await healthId('professionals', { role: 'Paediatrician', name: 'Dr Okafor' });
  const medicationId = await healthId('medications', {
    name: 'Calpol',
    doseAmount: 5,
    doseUnit: 'ml',
    form: 'liquid',
    route: 'oral',
    schedule: { kind: 'as_needed', maxPerDay: 4, minHoursBetween: 4 },
    prescriberId: professionalId,
  });
  const healthIds: Record<string, string> = {
    professionalId,
    medicationId,
    allergyId: await healthId('allergies', { substance: 'peanuts', severity: 'life_threatening' }),
    appointmentId: await healthId('appointments', {
      professionalId,
      withWhom: 'Dr Okafor',
      startsAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString(),
    }),
    growthId: await healthId('growth', { measuredOn: '2024-05-01', weightKg: 21.4 }),
    eventId: await healthId('events', { kind: 'seizure', occurredAt: '2024-05-02T07:00:00Z', durationSeconds: 90 }),
    immunisationId: await healthId('immunisations', { vaccine: 'MMR', givenOn: '2021-03-01' }),
    doseId: await healthId(`medications/${medicationId}/doses`, { status: 'given' }),
  };
  const document = multipartBody('clinic-letter.png', 'image/png', photo);
  const uploaded = await server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${child.id}/health-documents`,
    headers: { ...parent.headers, ...document.headers },
    payload: document.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`could not upload a health document: ${uploaded.body}`);
  healthIds['documentId'] = uploaded.json<{ id: string }>().id;

  // A board set, so those allowed to use the board read a real one (its PDF, its .obf).
  const boards = await post(server, parent, `/api/v1/children/${child.id}/board/starter`, {});
  const boardId = boards['homeBoardId'] as string;
  const boardPhotoId = (boards['boards'] as { buttons: { image?: { kind: string; fileId?: string } }[] }[])
    .flatMap((board) => board.buttons)
    .find((button) => button.image?.kind === 'photo')?.image?.fileId;
  if (!boardPhotoId) throw new Error('the starter board has no photo of the child');
  // A document in the child's library, with one version and its file: the library's routes name these ids.
  const libraryUpload = multipartBody('wrenna-school-report.png', 'image/png', photo);
  const kept = await server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${child.id}/documents`,
    headers: { ...parent.headers, ...libraryUpload.headers },
    payload: libraryUpload.payload,
  });
  if (kept.statusCode !== 201) throw new Error(`could not keep a library document: ${kept.body}`);
  const library = kept.json<{ id: string; versions: { id: string; files: { id: string }[] }[] }>();
  const libraryIds = {
    documentId: library.id,
    versionId: library.versions[0]!.id,
    fileId: library.versions[0]!.files[0]!.id,
  };

  const invitationId = (
    await post(server, parent, '/api/v1/family/invitations', {
      email: 'invited.aunt@example.com',
      grants: [{ childId: child.id, areas: { profile: 'view' } }],
    })
  )['id'] as string;

  const closedTokens = {} as Record<ShareLinkKind, Record<ClosedLink, string>>;
  for (const kind of SHARE_LINK_KIND_NAMES) {
    const make = async (label: string) => {
      const created = (await post(server, parent, SHARE_LINKS_API.ofChild(child.id), {
        kind,
        label,
        expiresInHours: 24,
      })) as unknown as ShareLinkCreatedResponse;
      return { id: created.link.id, token: new URL(created.url).pathname.split('/').at(-1)! };
    };
    const expired = await make('Wrenna’s link that ran out');
    await server.database.db
      .update(schema.shareLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.shareLinks.id, expired.id));
    const withdrawn = await make('Wrenna’s withdrawn link');
    const revoked = await server.app.inject({
      method: 'DELETE',
      url: SHARE_LINKS_API.link(child.id, withdrawn.id),
      headers: parent.headers,
    });
    if (revoked.statusCode !== 200) throw new Error(`could not withdraw a link: ${revoked.body}`);
    closedTokens[kind] = {
      'an expired link': expired.token,
      'a withdrawn link': withdrawn.token,
      'an unknown token': 'A'.repeat(43),
      'a malformed token': '../wrenna',
    };
  }

  const ownSettings = await server.app.inject({
    method: 'PUT',
    url: '/api/v1/me/preferences',
    headers: parent.headers,
    payload: { dashboardLayout: 'enhanced' },
  });
  if (ownSettings.statusCode !== 200) throw new Error(`could not save preferences: ${ownSettings.body}`);
  await post(server, parent, '/api/v1/me/deletion', {});

  const otherParent = await server.signIn('parent');
  await post(server, otherParent, '/api/v1/children', { name: 'Another family’s child' });

  const member = async (areas: Record<string, string> | null) => {
    const signedIn = await server.signIn('family_member', { familyId });
    if (areas) {
      await server.database.db
        .insert(schema.childGrants)
        .values({ childId: child.id, userId: signedIn.userId, familyId, areas });
    }
    return signedIn;
  };
  const everyArea = (level: 'view' | 'edit') => Object.fromEntries(FAMILY_GRANT_AREAS.map((area) => [area, level]));
  const viewer = await member(everyArea('view'));

  // A co-parent with an authenticator app who has given only their password: every product call waits for the code.
  const coParent = await server.signInAtAal2('parent');
  await server.database.db.update(schema.profiles).set({ familyId }).where(eq(schema.profiles.userId, coParent.userId));
  const owingFactor = await server.signInAgain(coParent.email);

  const admin = await server.signInAtAal2('admin');
  const demoted = async () => {
    const former = await server.signInAtAal2('admin');
    await server.database.db
      .update(schema.profiles)
      .set({ role: 'parent' })
      .where(eq(schema.profiles.userId, former.userId));
    return former;
  };
  const batchId = (
    await post(server, admin, SUBSCRIPTIONS_API.licenceBatches, {
      sponsorName: 'A kind charity',
      sponsorKind: 'charity',
      seats: 2,
      codes: 1,
      expiresOn: '2099-12-31',
    })
  )['id'] as string;
  // The child signs in as a child does: the parent turns on a picture password and trusts a device.
  await turnOnChildSignIn(server.app, parent.headers, child.id);
  const { deviceToken } = (await post(server, parent, CHILD_AREA_API.devices, { name: 'Kitchen tablet' })) as {
    deviceToken: string;
  };
  const childSession = await server.app.inject({
    method: 'POST',
    url: CHILD_AREA_API.startSession,
    payload: { deviceToken, childId: child.id, pictures: TEST_CHILD_PICTURES },
  });
  if (childSession.statusCode !== 200) throw new Error(`the child could not sign in: ${childSession.body}`);
  const childHeaders = { authorization: `Bearer ${childSession.json<{ access_token: string }>().access_token}` };

  const headers = new Map<Caller, Record<string, string>>([
    ['a signed-out caller', {}],
    ['a caller with a forged token', { authorization: 'Bearer not.a.token' }],
    ['a parent of the family who owes their second factor', owingFactor.headers],
    ['a parent of another family', otherParent.headers],
    ['a family member without a grant', (await member(null)).headers],
    ['a family member with a grant of nothing', (await member({ profile: 'none' })).headers],
    ['a family member who may only view', viewer.headers],
    ['a family member who may edit', (await member(everyArea('edit'))).headers],
    ['a child of the family', childHeaders],
    // Administrators at aal2, as their own calls need: what they are refused, they are refused for what they are.
    ['an admin', admin.headers],
    ['a super admin', (await server.signInAtAal2('super_admin')).headers],
    // An administrator who never set up a second factor: their session is at aal1, which no admin action accepts.
    ['an admin without a second factor', (await server.signIn('admin')).headers],
    // Demoted to parent after signing in at aal2: the access token still says admin, the database does not.
    ['a demoted admin', (await demoted()).headers],
  ]);

  /** An `:id` names a different record on each route; the ones an allowed caller reads must exist. */
  const idsByPath: readonly (readonly [string, string])[] = [[SUBSCRIPTIONS_API.licenceBatches, batchId]];
  /** Names that mean another record under a prefix: the library's `:documentId` is not the health hub's. */
  const valuesByPath: readonly (readonly [string, Readonly<Record<string, string>>])[] = [
    ['/api/v1/children/:childId/documents', libraryIds],
    ['/storage/v1/children/:childId/documents', libraryIds],
    // The child's own area shows the pictures of their board.
    ['/api/v1/child-area', { fileId: boardPhotoId }],
  ];

  const values: Readonly<Record<string, string>> = {
    childId: child.id,
    conditionId,
    contactId,
    fileId: child.photo!.fileId,
    invitationId,
    boardId,
    userId: viewer.userId,
    kind: 'guide',
    slug: 'a-draft-nobody-may-see',
    templateId: 'ehcp-assessment-request',
    section: 'F',
    ...healthIds,
  };

  return {
    server,
    parent,
    familyId,
    child,
    photo,
    closedTokens,
    headersOf: (caller) => headers.get(caller)!,
    urlOf: (endpoint) => {
      const id = idsByPath.find(([prefix]) => endpoint.path.startsWith(`${prefix}/`))?.[1];
      const under = valuesByPath.find(
        ([prefix]) => endpoint.path === prefix || endpoint.path.startsWith(`${prefix}/`),
      )?.[1];
      const fill = (text: string) =>
        text.replace(
          /:([A-Za-z]+)/g,
          (_match, name: string) => (name === 'id' ? id : (under?.[name] ?? values[name])) ?? UNKNOWN_ID,
        );
      const path = fill(endpoint.path);
      return endpoint.query ? `${path}?${fill(endpoint.query)}` : path;
    },
    close: () => server.close(),
  };
}

/** Tries an endpoint as a caller, with the body or upload it declares. */
export async function attempt(world: AccessWorld, endpoint: Endpoint, caller: Caller) {
  const headers = world.headersOf(caller);
  if (endpoint.upload === 'photo') {
    const body = multipartBody('mine.png', 'image/png', world.photo);
    return world.server.app.inject({
      method: endpoint.method,
      url: world.urlOf(endpoint),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  return world.server.app.inject({
    method: endpoint.method,
    url: world.urlOf(endpoint),
    headers,
    ...(endpoint.body ? { payload: endpoint.body } : {}),
  });
}

const NOT_SIGNED_IN: ReadonlySet<Caller> = new Set(['a signed-out caller', 'a caller with a forged token']);
const OUTSIDE_THE_FAMILY: ReadonlySet<Caller> = new Set([
  'a parent of another family',
  'an admin',
  'a super admin',
  'an admin without a second factor',
  'a demoted admin',
]);
const MEMBERS: ReadonlySet<Caller> = new Set([
  'a family member without a grant',
  'a family member with a grant of nothing',
  'a family member who may only view',
  'a family member who may edit',
]);

/**
 * What each caller should get from an endpoint, from its declared access alone; null when the suite has nothing
 * to try (public routes).
 */
export function expectationFor(endpoint: Endpoint, caller: Caller): Expectation | null {
  const { access } = endpoint;
  // Share-link pages are public; the suite tries them with links that must open nothing (`CLOSED_LINKS`).
  if (access.kind === 'public' || access.kind === 'share-link') return null;
  if (access.kind === 'signed-by-provider') return { unsigned: true };
  // Only a device the family trusted signs a child in; no caller here holds its token, whoever they are.
  if (access.kind === 'trusted-device') return { refused: 401 };
  if (NOT_SIGNED_IN.has(caller)) return { refused: 401 };
  if (caller === 'a parent of the family who owes their second factor') return { refused: 403 };
  // A demoted admin is a parent now (without a family), whatever their access token says.
  const isParent = caller === 'a parent of another family' || caller === 'a demoted admin';
  // Every admin action needs the role as the database says now and a second factor proved in the session.
  const isAdmin = caller === 'an admin' || caller === 'a super admin';
  switch (access.kind) {
    case 'own':
      return access.everyRole && endpoint.method === 'GET' ? { own: true, answered: true } : { own: true };
    case 'admin':
      return isAdmin ? { allowed: true } : { refused: 403 };
    case 'family':
      return isParent ? { own: true } : { refused: 403 };
    case 'family-members':
      // Another family's parent manages their own family: a record of ours is "not found" to them.
      if (isParent) return /:[A-Za-z]+/.test(endpoint.path) ? { refused: 404 } : { own: true };
      return { refused: 403 };
    case 'shared-with-member':
      if (caller === 'a family member who may only view' || caller === 'a family member who may edit') {
        return { allowed: true };
      }
      return MEMBERS.has(caller) ? { own: true } : { refused: 403 };
    case 'child-self':
      // Only a child signed in to their own area: a parent's or anyone else's token is not a child's.
      return caller === 'a child of the family' ? { allowed: true } : { refused: 403 };
    case 'child': {
      if (OUTSIDE_THE_FAMILY.has(caller)) return { refused: 404 };
      const shareable = SHAREABLE.has(access.area);
      if (caller === 'a family member who may only view' && shareable && access.action === 'view') {
        return { allowed: true };
      }
      if (caller === 'a family member who may edit' && shareable && access.action !== 'manage') {
        return { allowed: true };
      }
      return { refused: 403 };
    }
  }
}
