import { isConnectionFailure } from '../api-client.ts';
import { OFFLINE_COPIES_CACHE } from './offline-pages.ts';

/**
 * What the live app keeps on the device to work with no connection (the child's board, their area and the photos
 * on their buttons), in the same cache as the offline copies, so it goes with them when someone signs out. Each
 * entry names its owner, and is only ever read back for that person: nobody else signed in here sees it.
 */

const OWNER_HEADER = 'X-Tedi-Owner';
const keyOf = (key: string) => `/offline-data/${encodeURIComponent(key)}`;

function hasCaches(): boolean {
  return typeof caches !== 'undefined';
}

async function put(ownerId: string, key: string, body: BodyInit, contentType: string): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(OFFLINE_COPIES_CACHE);
  await cache.put(
    keyOf(key),
    new Response(body, {
      headers: { 'Content-Type': contentType, [OWNER_HEADER]: ownerId, 'Cache-Control': 'no-store' },
    }),
  );
}

async function read(ownerId: string, key: string): Promise<Response | null> {
  if (!hasCaches()) return null;
  const cache = await caches.open(OFFLINE_COPIES_CACHE);
  const kept = await cache.match(keyOf(key));
  return kept && kept.headers.get(OWNER_HEADER) === ownerId ? kept : null;
}

/**
 * Loads something from the server and keeps it on the device; with no connection, answers what was kept last
 * for the same person instead. A refusal from the server is never covered up.
 */
export async function withOfflineData<T>(ownerId: string | null, key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
    if (ownerId) void put(ownerId, key, JSON.stringify(value), 'application/json').catch(() => undefined);
    return value;
  } catch (error) {
    if (!ownerId || !isConnectionFailure(error)) throw error;
    const kept = await read(ownerId, key);
    if (!kept) throw error;
    return (await kept.json()) as T;
  }
}

/** The same for a file (a photo on the board), as a Blob. */
export async function withOfflineFile(ownerId: string | null, key: string, load: () => Promise<Blob>): Promise<Blob> {
  try {
    const blob = await load();
    if (ownerId) void put(ownerId, key, blob, blob.type || 'application/octet-stream').catch(() => undefined);
    return blob;
  } catch (error) {
    if (!ownerId || !isConnectionFailure(error)) throw error;
    const kept = await read(ownerId, key);
    if (!kept) throw error;
    return kept.blob();
  }
}
