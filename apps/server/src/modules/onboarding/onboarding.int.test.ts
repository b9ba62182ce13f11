import { DEFAULT_PREFERENCES, type OnboardingResponse, type ProfileResponse } from '@tedi/contracts';
import { eq, schema } from '@tedi/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildrenTestServer, type SignedIn, startChildrenServer } from '../children/testing.ts';

let server: ChildrenTestServer;

beforeAll(async () => {
  server = await startChildrenServer();
});

afterAll(async () => {
  await server.close();
});

const call = (method: 'GET' | 'PUT', url: string, who: SignedIn | null, payload?: object) =>
  server.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const getProfile = (who: SignedIn) => call('GET', '/api/v1/me/profile', who);
const putProfile = (who: SignedIn, payload: object) => call('PUT', '/api/v1/me/profile', who, payload);
const getOnboarding = (who: SignedIn) => call('GET', '/api/v1/me/onboarding', who);
const saveStep = (who: SignedIn, payload: object) => call('PUT', '/api/v1/me/onboarding', who, payload);

describe('the signed-in user’s profile', () => {
  test('is what the gate reads, and has no account type until one is chosen', async () => {
    const parent = await server.signIn('parent');
    const response = await getProfile(parent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json<ProfileResponse>()).toEqual({
      id: expect.any(String),
      userId: parent.userId,
      role: 'parent',
      displayName: null,
      onboardingCompleted: false,
      accountType: null,
    });
  });

  test('takes a name and an account type; choosing family member changes nothing else', async () => {
    const user = await server.signIn('parent');
    const named = await putProfile(user, { displayName: '  Jo Rivers ', accountType: 'parent' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ displayName: 'Jo Rivers', accountType: 'parent' });

    const member = await putProfile(user, { accountType: 'family_member' });
    expect(member.json()).toMatchObject({
      displayName: 'Jo Rivers',
      accountType: 'family_member',
      role: 'parent',
      onboardingCompleted: false,
    });
    expect(await server.familyOf(user.userId)).toBeNull();
    expect((await getProfile(user)).json()).toMatchObject({ accountType: 'family_member' });

    expect((await putProfile(user, { displayName: '' })).json()).toMatchObject({ displayName: null });
  });

  test('refuses an unknown account type or field, naming it', async () => {
    const user = await server.signIn('parent');
    for (const [payload, field] of [
      [{ accountType: 'child' }, 'accountType'],
      [{ role: 'admin' }, 'body'],
      [{ displayName: 'x'.repeat(101) }, 'displayName'],
    ] as const) {
      const response = await putProfile(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(response.body).toContain(field);
    }
    expect((await getProfile(user)).json()).toMatchObject({ role: 'parent', accountType: null, displayName: null });
  });
});

describe('onboarding progress', () => {
  test('starts at step 0 with no answers', async () => {
    const parent = await server.signIn('parent');
    const response = await getOnboarding(parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ currentStep: 0, completed: false, answers: {} });
  });

  test('saves each step, merges the answers and never goes backwards', async () => {
    const parent = await server.signIn('parent');
    const first = await saveStep(parent, {
      completedStep: 1,
      answers: { aboutYou: { displayName: 'Sam', relationship: 'mother' } },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OnboardingResponse>()).toEqual({
      currentStep: 1,
      completed: false,
      answers: { aboutYou: { displayName: 'Sam', relationship: 'mother' } },
    });
    // The name given in step 1 becomes the profile's name.
    expect((await getProfile(parent)).json()).toMatchObject({ displayName: 'Sam' });

    await saveStep(parent, { completedStep: 2, answers: { family: { hasCoParent: true, coParentName: 'Alex' } } });
    const child = await server.app.inject({
      method: 'POST',
      url: '/api/v1/children',
      headers: parent.headers,
      payload: { name: 'Robin' },
    });
    const firstChildId = child.json<{ id: string }>().id;
    await saveStep(parent, { completedStep: 3, answers: { firstChildId } });
    // Going back to step 1 to change the relationship keeps the place and the other answers.
    const back = await saveStep(parent, { completedStep: 1, answers: { aboutYou: { relationship: 'carer' } } });
    expect(back.json<OnboardingResponse>()).toEqual({
      currentStep: 3,
      completed: false,
      answers: {
        aboutYou: { displayName: 'Sam', relationship: 'carer' },
        family: { hasCoParent: true, coParentName: 'Alex' },
        firstChildId,
      },
    });
    await saveStep(parent, { completedStep: 4, answers: { needs: ['health', 'school'] } });
    const replaced = await saveStep(parent, { completedStep: 4, answers: { needs: ['benefits'] } });
    expect(replaced.json<OnboardingResponse>().answers.needs).toEqual(['benefits']);
    expect((await getOnboarding(parent)).json()).toMatchObject({ currentStep: 4, completed: false });
  });

  test('writes the chosen dashboard look to the user’s preferences', async () => {
    const parent = await server.signIn('parent');
    const saved = await saveStep(parent, {
      completedStep: 5,
      answers: { dashboardSettings: { contentSize: 'large', reduceMotion: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const preferences = await server.app.inject({
      method: 'GET',
      url: '/api/v1/me/preferences',
      headers: parent.headers,
    });
    expect(preferences.json()).toMatchObject({
      dashboardSettings: { ...DEFAULT_PREFERENCES.dashboardSettings, contentSize: 'large', reduceMotion: true },
    });
  });

  test('is complete at step 6, and the profile says so from then on', async () => {
    const parent = await server.signIn('parent');
    await saveStep(parent, { completedStep: 5 });
    expect((await getProfile(parent)).json()).toMatchObject({ onboardingCompleted: false });
    const last = await saveStep(parent, { completedStep: 6, answers: { plan: 'licence' } });
    expect(last.json()).toMatchObject({ currentStep: 6, completed: true, answers: { plan: 'licence' } });
    expect((await getProfile(parent)).json()).toMatchObject({ onboardingCompleted: true });
    // Revisiting an earlier step afterwards does not undo it.
    expect((await saveStep(parent, { completedStep: 2 })).json()).toMatchObject({ currentStep: 6, completed: true });
  });

  test('counts as complete when the profile says so, whatever the saved step', async () => {
    const parent = await server.signIn('parent');
    await server.database.db
      .update(schema.profiles)
      .set({ onboardingCompleted: true })
      .where(eq(schema.profiles.userId, parent.userId));
    expect((await getOnboarding(parent)).json()).toEqual({ currentStep: 0, completed: true, answers: {} });
  });

  test('refuses steps outside 1 to 6 and unknown answers, saving nothing', async () => {
    const parent = await server.signIn('parent');
    for (const [payload, field] of [
      [{ completedStep: 0 }, 'completedStep'],
      [{ completedStep: 7 }, 'completedStep'],
      [{ completedStep: 2.5 }, 'completedStep'],
      [{ completedStep: 1, answers: { needs: ['flying'] } }, 'answers.needs'],
      [{ completedStep: 1, answers: { favouriteColour: 'blue' } }, 'answers'],
      [{ completedStep: 1, answers: { firstChildId: 'not-an-id' } }, 'answers.firstChildId'],
    ] as const) {
      const response = await saveStep(parent, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(field);
    }
    expect((await getOnboarding(parent)).json()).toEqual({ currentStep: 0, completed: false, answers: {} });
  });

  test('is each user’s own: a family member onboards for themselves', async () => {
    const parent = await server.signIn('parent');
    await saveStep(parent, { completedStep: 6 });
    const familyId = (await server.familyOf(parent.userId)) ?? undefined;
    const member = await server.signIn('family_member', familyId);
    expect((await getOnboarding(member)).json()).toEqual({ currentStep: 0, completed: false, answers: {} });
    expect((await saveStep(member, { completedStep: 1 })).json()).toMatchObject({ currentStep: 1 });
    expect((await getOnboarding(parent)).json()).toMatchObject({ currentStep: 6 });
  });
});

describe('who may onboard', () => {
  test('a signed-out caller or an ended session is told to sign in', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
      for (const [method, url] of [
        ['GET', '/api/v1/me/profile'],
        ['PUT', '/api/v1/me/profile'],
        ['GET', '/api/v1/me/onboarding'],
        ['PUT', '/api/v1/me/onboarding'],
      ] as const) {
        const response = await server.app.inject({
          method,
          url,
          headers,
          ...(method === 'PUT' ? { payload: url.endsWith('profile') ? {} : { completedStep: 1 } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'unauthorized' });
      }
    }
  });

  test('children and super admins are refused; admins may', async () => {
    for (const role of ['child', 'super_admin'] as const) {
      const who = await server.signIn(role);
      for (const response of [
        await getProfile(who),
        await putProfile(who, { accountType: 'parent' }),
        await getOnboarding(who),
        await saveStep(who, { completedStep: 6 }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      const [profile] = await server.database.db
        .select()
        .from(schema.profiles)
        .where(eq(schema.profiles.userId, who.userId));
      expect(profile).toMatchObject({ accountType: null, onboardingCompleted: false });
    }
    const admin = await server.signIn('admin');
    expect((await getProfile(admin)).statusCode).toBe(200);
  });
});

describe('the family’s name', () => {
  const addChild = (who: SignedIn) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/children',
      headers: who.headers,
      payload: { name: 'Robin' },
    });
  async function familyNameOf(who: SignedIn): Promise<string | undefined> {
    const familyId = await server.familyOf(who.userId);
    if (!familyId) return undefined;
    const [row] = await server.database.db
      .select({ name: schema.families.name })
      .from(schema.families)
      .where(eq(schema.families.id, familyId));
    return row?.name;
  }

  test('comes from the parent’s surname when the family is made after they gave their name', async () => {
    const parent = await server.signIn('parent');
    await saveStep(parent, { completedStep: 1, answers: { aboutYou: { displayName: 'Sam Taylor' } } });
    expect((await addChild(parent)).statusCode).toBe(201);
    expect(await familyNameOf(parent)).toBe('The Taylor family');
  });

  test('comes from the name the sign-in provider gave, when none was given in Tedi', async () => {
    const parent = await server.signIn('parent');
    await server.database.db
      .update(schema.users)
      .set({ userMetadata: { full_name: 'Priya Shah' } })
      .where(eq(schema.users.id, parent.userId));
    await addChild(parent);
    expect(await familyNameOf(parent)).toBe('The Shah family');
  });

  test('is plain while no name is known, and takes the parent’s once they give it', async () => {
    const parent = await server.signIn('parent');
    await addChild(parent);
    expect(await familyNameOf(parent)).toBe('Our family');
    await saveStep(parent, { completedStep: 1, answers: { aboutYou: { displayName: null } } });
    expect(await familyNameOf(parent)).toBe('Our family');
    await saveStep(parent, { completedStep: 1, answers: { aboutYou: { displayName: 'Jo Rivers' } } });
    expect(await familyNameOf(parent)).toBe('The Rivers family');
    // Once named, a later change of the parent's name leaves the family's as it is.
    await putProfile(parent, { displayName: 'Jo Brook' });
    expect(await familyNameOf(parent)).toBe('The Rivers family');
  });

  test('a family made as “My family” by an earlier version takes the name too, from the profile page as well', async () => {
    const parent = await server.signIn('parent');
    await addChild(parent);
    const familyId = (await server.familyOf(parent.userId))!;
    await server.database.db.update(schema.families).set({ name: 'My family' }).where(eq(schema.families.id, familyId));
    await putProfile(parent, { displayName: 'Alex' });
    expect(await familyNameOf(parent)).toBe('Alex’s family');
  });

  test('a name someone chose for the family is kept, and a family member’s name never renames it', async () => {
    const parent = await server.signIn('parent');
    await addChild(parent);
    const familyId = (await server.familyOf(parent.userId))!;
    await server.database.db
      .update(schema.families)
      .set({ name: 'The Rivers-Brooks' })
      .where(eq(schema.families.id, familyId));
    await putProfile(parent, { displayName: 'Jo Rivers' });
    expect(await familyNameOf(parent)).toBe('The Rivers-Brooks');

    const other = await server.signIn('parent');
    await addChild(other);
    const member = await server.signIn('family_member', (await server.familyOf(other.userId))!);
    await saveStep(member, { completedStep: 1, answers: { aboutYou: { displayName: 'Pat Taylor' } } });
    expect(await familyNameOf(other)).toBe('Our family');
  });
});
