/**
 * Where writes made with no connection wait on this device until they reach the server (decision 38): one store
 * per signed-in person and child, so nobody else signing in here ever sends them. A sign-out the person asks for
 * removes theirs, once they have been told what would be lost.
 */
const OUTBOX_PREFIX = 'tedi.board-outbox.';

export const outboxKey = (userId: string | null, childId: string) => `${OUTBOX_PREFIX}${userId}.${childId}`;

function keysOf(userId: string): string[] {
  const keys: string[] = [];
  try {
    const storage = window.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(`${OUTBOX_PREFIX}${userId}.`)) keys.push(key);
    }
  } catch {
    // Storage blocked: nothing was kept there either.
  }
  return keys;
}

/** How many changes of this person have not reached the server: waiting to be sent, or refused and not yet seen. */
export function unsentChangesOf(userId: string): number {
  let count = 0;
  for (const key of keysOf(userId)) {
    try {
      const kept = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { writes?: unknown[]; refusals?: unknown[] };
      count += (kept.writes?.length ?? 0) + (kept.refusals?.length ?? 0);
    } catch {
      // Not ours to read.
    }
  }
  return count;
}

/** Removes this person's waiting changes from the device. */
export function forgetOutboxesOf(userId: string): void {
  for (const key of keysOf(userId)) window.localStorage.removeItem(key);
}
