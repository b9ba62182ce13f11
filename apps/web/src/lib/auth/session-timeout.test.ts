import { SESSION } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import {
  adoptExtension,
  checkActivity,
  durationText,
  extendSessionClock,
  minutesLeft,
  noteActivity,
  phaseAt,
  SessionTimeout,
  startSessionClock,
  type Scheduler,
  type SessionPhase,
  type SharedExtension,
} from './session-timeout.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('the session clock (pure rules of spec section 4)', () => {
  it('ends 240 minutes after it starts and warns from 15 minutes before', () => {
    const clock = startSessionClock(T0);
    expect(phaseAt(clock, T0)).toEqual({ kind: 'active', msLeft: 240 * MINUTE });
    expect(phaseAt(clock, T0 + 225 * MINUTE - 1).kind).toBe('active');
    expect(phaseAt(clock, T0 + 225 * MINUTE)).toEqual({ kind: 'warning', msLeft: 15 * MINUTE });
    expect(phaseAt(clock, T0 + 239 * MINUTE)).toEqual({ kind: 'warning', msLeft: MINUTE });
    expect(phaseAt(clock, T0 + 240 * MINUTE)).toEqual({ kind: 'expired' });
  });

  it('extends on activity only when the last extension is more than 5 minutes old', () => {
    const clock = startSessionClock(T0);
    const early = checkActivity(noteActivity(clock, T0 + 5 * MINUTE), T0 + 5 * MINUTE);
    expect(early.expiresAt).toBe(clock.expiresAt);
    expect(early.lastActivityAt).toBeNull();

    const later = checkActivity(noteActivity(clock, T0 + 5 * MINUTE + 1), T0 + 6 * MINUTE);
    expect(later.lastExtendedAt).toBe(T0 + 5 * MINUTE + 1);
    expect(later.expiresAt).toBe(T0 + 5 * MINUTE + 1 + 240 * MINUTE);
  });

  it('does not extend without activity, however old the last extension', () => {
    const clock = startSessionClock(T0);
    expect(checkActivity(clock, T0 + 200 * MINUTE)).toBe(clock);
  });

  it('cannot bring an expired session back', () => {
    const clock = noteActivity(startSessionClock(T0), T0 + 241 * MINUTE);
    expect(checkActivity(clock, T0 + 241 * MINUTE).expiresAt).toBe(clock.expiresAt);
    expect(extendSessionClock(clock, T0 + 241 * MINUTE)).toBe(clock);
  });

  it('counts activity from when it happened, not from when it is checked (a laptop waking from sleep)', () => {
    const clock = noteActivity(startSessionClock(T0), T0 + 10 * MINUTE);
    const checkedLate = checkActivity(clock, T0 + 300 * MINUTE);
    expect(checkedLate.expiresAt).toBe(T0 + 250 * MINUTE);
    expect(phaseAt(checkedLate, T0 + 300 * MINUTE).kind).toBe('expired');
  });

  it('Stay signed in extends at once, even within 5 minutes of the last extension', () => {
    const clock = startSessionClock(T0);
    expect(extendSessionClock(clock, T0 + MINUTE).expiresAt).toBe(T0 + 241 * MINUTE);
  });

  it('follows a later extension made in another tab, and ignores an older one', () => {
    const clock = startSessionClock(T0);
    expect(adoptExtension(clock, T0 + 30 * MINUTE).expiresAt).toBe(T0 + 270 * MINUTE);
    expect(adoptExtension(clock, T0 - MINUTE)).toBe(clock);
    expect(adoptExtension(clock, null)).toBe(clock);
  });

  it('counts minutes left upwards and says durations as people do', () => {
    expect(minutesLeft(15 * MINUTE)).toBe(15);
    expect(minutesLeft(14 * MINUTE + 1)).toBe(15);
    expect(minutesLeft(1)).toBe(1);
    expect(durationText(SESSION.inactivityLimitMs)).toBe('4 hours');
    expect(durationText(60 * MINUTE)).toBe('1 hour');
    expect(durationText(90 * MINUTE)).toBe('90 minutes');
  });
});

/** A clock and timers under the test's control. */
function fakeScheduler(start = T0) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void; every?: number }>();
  const scheduler: Scheduler = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    setInterval: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback, every: ms });
      return id;
    },
    clearInterval: (id) => void timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      now = timer.at;
      if (timer.every) timer.at += timer.every;
      else timers.delete(id);
      timer.callback();
    }
    now = until;
  };
  return { scheduler, advance, pending: () => timers.size };
}

function memoryShared(initial: number | null = null): SharedExtension & { value: number | null } {
  const shared = {
    value: initial,
    read: () => shared.value,
    write: (at: number) => {
      shared.value = at;
    },
    clear: () => {
      shared.value = null;
    },
  };
  return shared;
}

function watch(start = T0, shared = memoryShared()) {
  const time = fakeScheduler(start);
  const phases: SessionPhase[] = [];
  let expiries = 0;
  const timeout = new SessionTimeout({
    scheduler: time.scheduler,
    shared,
    onPhase: (phase) => phases.push(phase),
    onExpire: () => {
      expiries += 1;
    },
  });
  return { timeout, time, phases, shared, expiries: () => expiries, last: () => phases.at(-1) };
}

describe('SessionTimeout (the rules on timers)', () => {
  it('after sign-in: warns at 225 minutes, counts down each minute, and expires at 240', () => {
    const { timeout, time, last, expiries } = watch();
    timeout.restart();
    expect(last()?.kind).toBe('active');

    time.advance(225 * MINUTE - 1);
    expect(last()?.kind).toBe('active');
    time.advance(1);
    expect(last()).toEqual({ kind: 'warning', msLeft: 15 * MINUTE });

    time.advance(MINUTE);
    expect(last()).toEqual({ kind: 'warning', msLeft: 14 * MINUTE });
    expect(expiries()).toBe(0);

    time.advance(14 * MINUTE);
    expect(last()).toEqual({ kind: 'expired' });
    expect(expiries()).toBe(1);
    expect(time.pending()).toBe(0);
  });

  it('activity checked every 60 s keeps the session going', () => {
    const { timeout, time, last, expiries } = watch();
    timeout.restart();
    for (let minute = 0; minute < 600; minute += 10) {
      time.advance(10 * MINUTE);
      timeout.noteActivity();
    }
    expect(expiries()).toBe(0);
    expect(last()?.kind).toBe('active');
  });

  it('activity during the warning ends the warning at the next check', () => {
    const { timeout, time, last } = watch();
    timeout.restart();
    time.advance(226 * MINUTE);
    expect(last()?.kind).toBe('warning');
    timeout.noteActivity();
    time.advance(MINUTE);
    expect(last()?.kind).toBe('active');
  });

  it('Stay signed in ends the warning at once', () => {
    const { timeout, time, last } = watch();
    timeout.restart();
    time.advance(230 * MINUTE);
    timeout.extend();
    expect(last()).toEqual({ kind: 'active', msLeft: 240 * MINUTE });
  });

  it('stop (sign-out) clears every timer and the warning never comes', () => {
    const { timeout, time, phases, expiries } = watch();
    timeout.restart();
    timeout.stop();
    const seen = phases.length;
    time.advance(300 * MINUTE);
    expect(phases.length).toBe(seen);
    expect(expiries()).toBe(0);
    expect(time.pending()).toBe(0);
  });

  it('at the deadline, follows another tab that kept the session alive instead of signing out', () => {
    const shared = memoryShared();
    const { timeout, time, last, expiries } = watch(T0, shared);
    timeout.restart();
    time.advance(200 * MINUTE);
    shared.value = T0 + 200 * MINUTE;
    time.advance(40 * MINUTE);
    expect(expiries()).toBe(0);
    expect(last()?.kind).toBe('active');
  });

  it('on opening the app, carries on from the last extension, and ends a session left longer than the limit', () => {
    const recent = watch(T0, memoryShared(T0 - 2 * MINUTE));
    recent.timeout.resume();
    expect(recent.last()).toEqual({ kind: 'active', msLeft: 238 * MINUTE });

    const stale = watch(T0, memoryShared(T0 - 241 * MINUTE));
    stale.timeout.resume();
    expect(stale.last()).toEqual({ kind: 'expired' });
    expect(stale.expiries()).toBe(1);
  });

  it('opening the app counts as activity once the last extension is over 5 minutes old', () => {
    const shared = memoryShared(T0 - 30 * MINUTE);
    const { timeout, last } = watch(T0, shared);
    timeout.resume();
    expect(last()).toEqual({ kind: 'active', msLeft: 240 * MINUTE });
    expect(shared.value).toBe(T0);
  });

  it('a token refresh (resync) re-arms the timers without extending the session', () => {
    const { timeout, time, last } = watch();
    timeout.restart();
    time.advance(100 * MINUTE);
    timeout.resync();
    expect(last()).toEqual({ kind: 'active', msLeft: 140 * MINUTE });
  });
});
