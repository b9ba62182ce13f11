import type { OnboardingResponse, ProfileResponse } from '@tedi/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  cacheKeyFor,
  checkAccessThroughCache,
  clearCachedCheck,
  gateOutcome,
  isUnauthorizedError,
  readCachedCheck,
  runOnboardingCheck,
  writeCachedCheck,
  type GateCalls,
} from './access-gate.ts';

const PROFILE: ProfileResponse = {
  id: 'profile-1',
  userId: 'user-1',
  role: 'parent',
  displayName: 'Sam',
  onboardingCompleted: false,
  accountType: 'parent',
};
const PARENT = { userId: 'user-1', role: 'parent' };
const progress = (currentStep: number): OnboardingResponse => ({
  currentStep,
  completed: currentStep >= 6,
  answers: {},
});
const unauthorised = () => Object.assign(new Error('Request failed with 401'), { status: 401 });
const serverDown = () => Object.assign(new Error('Service unavailable'), { status: 503 });

function fakeCalls(overrides: Partial<GateCalls> = {}) {
  const calls = {
    getProfile: vi.fn<GateCalls['getProfile']>(() => Promise.resolve({ ...PROFILE, onboardingCompleted: true })),
    getOnboarding: vi.fn<GateCalls['getOnboarding']>(() => Promise.resolve(progress(6))),
    checkAccess: vi.fn<GateCalls['checkAccess']>(() => Promise.resolve({ has_access: true })),
    checkSubscription: vi.fn<GateCalls['checkSubscription']>(() => Promise.resolve({ subscribed: true })),
    refreshSession: vi.fn<GateCalls['refreshSession']>(() => Promise.resolve()),
  };
  Object.assign(calls, overrides);
  return calls;
}

const log = vi.fn();
beforeEach(() => {
  log.mockReset();
  window.sessionStorage.clear();
});

describe('the onboarding check (spec section 4)', () => {
  it('sends someone without a profile to /thank-you', async () => {
    const result = await runOnboardingCheck(PARENT, fakeCalls({ getProfile: () => Promise.resolve(null) }), log);
    expect(result).toEqual({ kind: 'profile-missing' });
    expect(gateOutcome(result)).toEqual({ kind: 'redirect', to: '/thank-you' });
  });

  it('decides nothing when Tedi cannot be reached, at whichever call the connection is lost', async () => {
    const lost = () => Promise.reject(new TypeError('Failed to fetch'));
    for (const calls of [
      fakeCalls({ getProfile: lost }),
      fakeCalls({ getProfile: () => Promise.resolve({ ...PROFILE, onboardingCompleted: false }), getOnboarding: lost }),
      fakeCalls({ checkAccess: lost }),
    ]) {
      const result = await runOnboardingCheck(PARENT, calls, log);
      expect(result).toEqual({ kind: 'unreachable' });
      expect(gateOutcome(result)).toEqual({ kind: 'unreachable' });
      expect(calls.refreshSession).not.toHaveBeenCalled();
      expect(calls.checkSubscription).not.toHaveBeenCalled();
    }
  });

  it('counts onboarding complete when the profile says so, without reading the progress', async () => {
    const calls = fakeCalls({ getOnboarding: vi.fn(() => Promise.resolve(progress(2))) });
    const result = await runOnboardingCheck(PARENT, calls, log);
    expect(result).toMatchObject({ kind: 'checked', onboardingCompleted: true, hasActiveSubscription: true });
    expect(calls.getOnboarding).not.toHaveBeenCalled();
    expect(gateOutcome(result)).toEqual({ kind: 'allow' });
  });

  it('counts onboarding complete when the saved step is 6 or more', async () => {
    const calls = fakeCalls({
      getProfile: () => Promise.resolve(PROFILE),
      getOnboarding: () => Promise.resolve(progress(6)),
    });
    expect(await runOnboardingCheck(PARENT, calls, log)).toMatchObject({ onboardingCompleted: true });
  });

  it('sends someone at step 5 to /onboarding, treating their subscription as granted whatever the check says', async () => {
    const calls = fakeCalls({
      getProfile: () => Promise.resolve(PROFILE),
      getOnboarding: () => Promise.resolve(progress(5)),
      checkAccess: () => Promise.reject(serverDown()),
      checkSubscription: () => Promise.reject(unauthorised()),
    });
    const result = await runOnboardingCheck(PARENT, calls, log);
    expect(result).toEqual({
      kind: 'checked',
      onboardingCompleted: false,
      hasActiveSubscription: true,
      isFamilyMember: false,
    });
    expect(calls.refreshSession).not.toHaveBeenCalled();
    expect(gateOutcome(result)).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('treats an error reading the progress as not completed, and logs it', async () => {
    const calls = fakeCalls({
      getProfile: () => Promise.resolve(PROFILE),
      getOnboarding: () => Promise.reject(serverDown()),
    });
    const result = await runOnboardingCheck(PARENT, calls, log);
    expect(result).toMatchObject({ kind: 'checked', onboardingCompleted: false });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('onboarding progress could not be read'),
      expect.anything(),
    );
  });

  it('sends a completed parent without access to /subscription', async () => {
    const calls = fakeCalls({ checkAccess: () => Promise.resolve({ has_access: false }) });
    const result = await runOnboardingCheck(PARENT, calls, log);
    expect(result).toMatchObject({ onboardingCompleted: true, hasActiveSubscription: false });
    expect(calls.checkSubscription).not.toHaveBeenCalled();
    expect(gateOutcome(result)).toEqual({ kind: 'redirect', to: '/subscription' });
  });

  it('falls back to the check-subscription function when the access check fails', async () => {
    const calls = fakeCalls({ checkAccess: () => Promise.reject(serverDown()) });
    expect(await runOnboardingCheck(PARENT, calls, log)).toMatchObject({ hasActiveSubscription: true });
    expect(calls.checkSubscription).toHaveBeenCalledTimes(1);
  });

  it('treats the account as having no subscription when both checks fail', async () => {
    const calls = fakeCalls({
      checkAccess: () => Promise.reject(serverDown()),
      checkSubscription: () => Promise.reject(serverDown()),
    });
    const result = await runOnboardingCheck(PARENT, calls, log);
    expect(result).toMatchObject({ kind: 'checked', onboardingCompleted: true, hasActiveSubscription: false });
    expect(gateOutcome(result)).toEqual({ kind: 'redirect', to: '/subscription' });
  });

  it.each([
    ['an admin (by the session)', { userId: 'a', role: 'admin' }, PROFILE.role],
    ['an admin (by the profile)', PARENT, 'admin' as const],
    ['a family member (by the profile)', PARENT, 'family_member' as const],
    ['a family member (by the session)', { userId: 'f', role: 'family_member' }, PROFILE.role],
  ])('grants %s access whatever the subscription check says', async (_who, user, profileRole) => {
    const calls = fakeCalls({
      getProfile: () => Promise.resolve({ ...PROFILE, role: profileRole, onboardingCompleted: true }),
      checkAccess: vi.fn(() => Promise.resolve({ has_access: false })),
    });
    expect(await runOnboardingCheck(user, calls, log)).toMatchObject({ hasActiveSubscription: true });
  });

  it('does not ask for the subscription when the session already says admin or family member', async () => {
    for (const role of ['admin', 'super_admin', 'family_member']) {
      const calls = fakeCalls();
      await runOnboardingCheck({ userId: 'u', role }, calls, log);
      expect(calls.checkAccess).not.toHaveBeenCalled();
    }
  });

  it('asks for the subscription together with the profile, not after it', async () => {
    let answerProfile: (profile: typeof PROFILE) => void = () => {};
    const calls = fakeCalls({
      getProfile: () => new Promise((resolve) => (answerProfile = resolve)),
    });
    const result = runOnboardingCheck(PARENT, calls, log);
    // The profile has not answered yet, and the subscription check is already on its way.
    expect(calls.checkAccess).toHaveBeenCalledTimes(1);
    answerProfile({ ...PROFILE, onboardingCompleted: true });
    expect(await result).toMatchObject({ onboardingCompleted: true, hasActiveSubscription: true });
    expect(calls.checkAccess).toHaveBeenCalledTimes(1);
  });

  it('still refreshes the session when the subscription check alone is refused as unauthorised', async () => {
    const checkAccess = vi
      .fn<GateCalls['checkAccess']>()
      .mockRejectedValueOnce(unauthorised())
      .mockResolvedValue({ has_access: true });
    const calls = fakeCalls({ checkAccess, checkSubscription: vi.fn().mockRejectedValueOnce(unauthorised()) });
    expect(await runOnboardingCheck(PARENT, calls, log)).toMatchObject({
      kind: 'checked',
      hasActiveSubscription: true,
    });
    expect(calls.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('refreshes the session on a 401 and tries once more', async () => {
    const getProfile = vi
      .fn<GateCalls['getProfile']>()
      .mockRejectedValueOnce(unauthorised())
      .mockResolvedValue({ ...PROFILE, onboardingCompleted: true });
    const calls = fakeCalls({ getProfile });
    expect(await runOnboardingCheck(PARENT, calls, log)).toMatchObject({
      kind: 'checked',
      hasActiveSubscription: true,
    });
    expect(calls.refreshSession).toHaveBeenCalledTimes(1);
    expect(getProfile).toHaveBeenCalledTimes(2);
  });

  it('also refreshes when only the message mentions 401, as when both subscription checks were refused', async () => {
    const checkAccess = vi
      .fn<GateCalls['checkAccess']>()
      .mockRejectedValueOnce(new Error('401 Unauthorized'))
      .mockResolvedValue({ has_access: true });
    const calls = fakeCalls({ checkAccess, checkSubscription: vi.fn().mockRejectedValueOnce(new Error('401')) });
    expect(await runOnboardingCheck(PARENT, calls, log)).toMatchObject({ hasActiveSubscription: true });
    expect(calls.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 treats onboarding and subscription as false', async () => {
    const calls = fakeCalls({ getProfile: () => Promise.reject(unauthorised()) });
    const result = await runOnboardingCheck(PARENT, calls, log);
    expect(result).toEqual({
      kind: 'failed',
      onboardingCompleted: false,
      hasActiveSubscription: false,
      isFamilyMember: false,
    });
    expect(calls.refreshSession).toHaveBeenCalledTimes(1);
    expect(gateOutcome(result)).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('treats onboarding and subscription as false on any other error, without refreshing', async () => {
    const calls = fakeCalls({ getProfile: () => Promise.reject(serverDown()) });
    expect(await runOnboardingCheck(PARENT, calls, log)).toMatchObject({
      kind: 'failed',
      onboardingCompleted: false,
      hasActiveSubscription: false,
    });
    expect(calls.refreshSession).not.toHaveBeenCalled();
  });
});

describe('401-like errors', () => {
  it.each([
    [{ status: 401, message: 'Unauthorized' }, true],
    [new Error('JWT rejected: 401'), true],
    [{ status: 403, message: 'Forbidden' }, false],
    ['401', false],
    [null, false],
  ])('%o → %s', (error, expected) => expect(isUnauthorizedError(error)).toBe(expected));
});

describe('the five-minute cache, per user, in session storage', () => {
  const storage = () => window.sessionStorage;
  const CHECK = { onboardingCompleted: true, hasActiveSubscription: true, isFamilyMember: false };

  it('keeps the four fields of the spec', () => {
    writeCachedCheck(storage(), 'user-1', CHECK, 1000);
    expect(JSON.parse(storage().getItem(cacheKeyFor('user-1')) ?? '')).toEqual({ ...CHECK, timestamp: 1000 });
  });

  it('is used for five minutes, then not', () => {
    writeCachedCheck(storage(), 'user-1', CHECK, 0);
    expect(readCachedCheck(storage(), 'user-1', 5 * 60_000 - 1)).toEqual(CHECK);
    expect(readCachedCheck(storage(), 'user-1', 5 * 60_000)).toBeNull();
  });

  it('belongs to one user', () => {
    writeCachedCheck(storage(), 'user-1', CHECK, 0);
    expect(readCachedCheck(storage(), 'user-2', 1)).toBeNull();
  });

  it('is dropped when it says family member', () => {
    writeCachedCheck(storage(), 'user-1', { ...CHECK, isFamilyMember: true }, 0);
    expect(readCachedCheck(storage(), 'user-1', 1)).toBeNull();
    expect(storage().getItem(cacheKeyFor('user-1'))).toBeNull();
  });

  it('ignores what it cannot read', () => {
    storage().setItem(cacheKeyFor('user-1'), '{not json');
    expect(readCachedCheck(storage(), 'user-1', 1)).toBeNull();
    expect(readCachedCheck(null, 'user-1', 1)).toBeNull();
  });

  it('answers from the cache without calling, and checks again once it is cleared', async () => {
    const calls = fakeCalls();
    const options = { storage: storage(), now: () => 10_000 };
    await checkAccessThroughCache(PARENT, calls, log, options);
    await checkAccessThroughCache(PARENT, calls, log, options);
    expect(calls.getProfile).toHaveBeenCalledTimes(1);
    clearCachedCheck(storage(), 'user-1');
    await checkAccessThroughCache(PARENT, calls, log, options);
    expect(calls.getProfile).toHaveBeenCalledTimes(2);
  });

  it('keeps neither a missing profile, a failed check nor a family member', async () => {
    const options = { storage: storage(), now: () => 10_000 };
    await checkAccessThroughCache(PARENT, fakeCalls({ getProfile: () => Promise.resolve(null) }), log, options);
    await checkAccessThroughCache(PARENT, fakeCalls({ getProfile: () => Promise.reject(serverDown()) }), log, options);
    const familyProfile = { ...PROFILE, role: 'family_member' as const, onboardingCompleted: true };
    await checkAccessThroughCache(
      PARENT,
      fakeCalls({ getProfile: () => Promise.resolve(familyProfile) }),
      log,
      options,
    );
    expect(storage().getItem(cacheKeyFor('user-1'))).toBeNull();
  });
});
