import type { ProfileResponse } from '@tedi/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { cacheKeyFor, type GateCalls } from './access-gate.ts';
import { AHEAD_CHECK_KEPT_MS, forgetAccessCheck, startAccessCheckAhead, takeAccessCheck } from './check-ahead.ts';

const PROFILE: ProfileResponse = {
  id: 'profile-1',
  userId: 'user-1',
  role: 'parent',
  displayName: 'Sam',
  onboardingCompleted: true,
  accountType: 'parent',
};
const SAM = { userId: 'user-1', role: 'parent' };
const ALEX = { userId: 'user-2', role: 'parent' };
const CHECKED = { kind: 'checked', onboardingCompleted: true, hasActiveSubscription: true, isFamilyMember: false };

function fakeCalls(getProfile: GateCalls['getProfile'] = () => Promise.resolve(PROFILE)) {
  return {
    getProfile: vi.fn<GateCalls['getProfile']>(getProfile),
    getOnboarding: vi.fn<GateCalls['getOnboarding']>(),
    checkAccess: vi.fn<GateCalls['checkAccess']>(() => Promise.resolve({ has_access: true })),
    checkSubscription: vi.fn<GateCalls['checkSubscription']>(),
    refreshSession: vi.fn<GateCalls['refreshSession']>(() => Promise.resolve()),
  };
}

/** A profile request that answers when the test says, failing as a server error would. */
function heldFailure() {
  let fail: () => void = () => undefined;
  const answer = new Promise<ProfileResponse | null>((_, reject) => {
    fail = () => reject(Object.assign(new Error('Service unavailable'), { status: 503 }));
  });
  return { answer, fail };
}

const log = vi.fn();
beforeEach(() => {
  log.mockReset();
  forgetAccessCheck(SAM.userId);
  window.sessionStorage.clear();
});

describe('the access check started by the guard’s route loader', () => {
  it('is the one the guard uses: the profile and the subscription are asked for once', async () => {
    const calls = fakeCalls();
    startAccessCheckAhead(SAM, calls, log);
    expect(calls.getProfile).toHaveBeenCalledTimes(1);
    await expect(takeAccessCheck(SAM, calls, log)).resolves.toEqual(CHECKED);
    expect(calls.getProfile).toHaveBeenCalledTimes(1);
    expect(calls.checkAccess).toHaveBeenCalledTimes(1);
  });

  it('is shared while under way, and once it has answered the guard checks afresh when it asks again', async () => {
    const held = heldFailure();
    const calls = fakeCalls(() => held.answer);
    startAccessCheckAhead(SAM, calls, log);
    // The guard's effect runs twice (development's strict mode) before the answer comes.
    const first = takeAccessCheck(SAM, calls, log);
    const second = takeAccessCheck(SAM, calls, log);
    held.fail();
    await expect(first).resolves.toMatchObject({ kind: 'failed' });
    await expect(second).resolves.toMatchObject({ kind: 'failed' });
    expect(calls.getProfile).toHaveBeenCalledTimes(1);

    // "Try again" after the failure asks the server again rather than repeating the old answer.
    calls.getProfile.mockImplementation(() => Promise.resolve(PROFILE));
    await expect(takeAccessCheck(SAM, calls, log)).resolves.toEqual(CHECKED);
    expect(calls.getProfile).toHaveBeenCalledTimes(2);
  });

  it('is given once after it has answered, to the guard that came later', async () => {
    const calls = fakeCalls(() => Promise.reject(Object.assign(new Error('Service unavailable'), { status: 503 })));
    startAccessCheckAhead(SAM, calls, log);
    // It has answered: the failure is reported.
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    await expect(takeAccessCheck(SAM, calls, log)).resolves.toMatchObject({ kind: 'failed' });
    expect(calls.getProfile).toHaveBeenCalledTimes(1);
    await takeAccessCheck(SAM, calls, log);
    expect(calls.getProfile).toHaveBeenCalledTimes(2);
  });

  it('is never given to someone else signed in on the same browser', async () => {
    const samsCalls = fakeCalls();
    startAccessCheckAhead(SAM, samsCalls, log);
    const alexsCalls = fakeCalls(() => Promise.resolve(null));
    await expect(takeAccessCheck(ALEX, alexsCalls, log)).resolves.toEqual({ kind: 'profile-missing' });
    expect(alexsCalls.getProfile).toHaveBeenCalledTimes(1);
  });

  it('is not used once it is older than ten seconds and nobody took it', async () => {
    const calls = fakeCalls(() => Promise.reject(Object.assign(new Error('Service unavailable'), { status: 503 })));
    startAccessCheckAhead(SAM, calls, log, 1_000);
    await takeAccessCheck(SAM, calls, log, 1_000 + AHEAD_CHECK_KEPT_MS);
    expect(calls.getProfile).toHaveBeenCalledTimes(2);
  });

  it('is forgotten with the cached answer, so a parent who has just paid is not sent to the plans again', async () => {
    const calls = fakeCalls();
    calls.checkAccess.mockImplementation(() => Promise.resolve({ has_access: false }));
    startAccessCheckAhead(SAM, calls, log);
    await vi.waitFor(() => expect(window.sessionStorage.getItem(cacheKeyFor(SAM.userId))).not.toBeNull());
    // Paid: the subscription is active now, and the gate's answers are forgotten.
    calls.checkAccess.mockImplementation(() => Promise.resolve({ has_access: true }));
    forgetAccessCheck(SAM.userId);
    startAccessCheckAhead(SAM, calls, log);
    await expect(takeAccessCheck(SAM, calls, log)).resolves.toEqual(CHECKED);
  });
});
