import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChildAreaGrant } from '@tedi/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ChildAccessFacts } from '../policies/child-access.ts';
import type { AccessRepository, Membership } from './access-repository.ts';
import type { NotificationSubscription, Notifications } from './notifications.ts';

/** Raised by the database's triggers (migration 0028) when a person's or a child's access facts change. */
export const ACCESS_CHANGED_CHANNEL = 'tedi_access_changed';

/** The auth service's routes. */
const AUTH_PREFIX = '/auth/';

/** Requests that change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Set while a request that may change something runs: it reads access facts from the database, never from memory. */
const changingRequest = new AsyncLocalStorage<true>();

/** Even if an announcement were missed, nothing is believed for longer than this. */
export const ACCESS_FACTS_MAX_AGE_MS = 60_000;

export interface AccessCacheOptions {
  /** People and children remembered each; the least recently used are forgotten beyond this. */
  readonly maxEntries?: number;
  readonly maxAgeMs?: number;
}

interface PersonFacts {
  readonly membership: Membership;
  /** A family member's grants on every child of their family, read the first time they are needed. */
  grants?: { readonly familyId: string; readonly byChild: ReadonlyMap<string, ChildAreaGrant> };
  readonly readAt: number;
}

interface ChildFacts {
  readonly familyId: string;
  readonly readAt: number;
}

/** A map that forgets its least recently used entries beyond a size, and entries older than an age. */
class Recent<Value extends { readonly readAt: number }> {
  readonly #entries = new Map<string, Value>();
  readonly #max: number;
  readonly #maxAgeMs: number;

  constructor(max: number, maxAgeMs: number) {
    this.#max = max;
    this.#maxAgeMs = maxAgeMs;
  }

  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    if (Date.now() - value.readAt > this.#maxAgeMs) return undefined;
    // Moved to the most recently used end.
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The child access check's facts (a person's role, family, own child and grants; a child's family) held in memory,
 * so a request by someone already met asks the database nothing about access (decision record 0039). The database
 * announces every change to these facts on ACCESS_CHANGED_CHANNEL when it commits, whatever made it (a grant
 * changed, a member removed, a role changed, a child moved or deleted, a family or an account deleted), and every
 * instance forgets what it knew of that person or child. A fact read while a change was being announced is not
 * kept, a reconnection forgets everything, and nothing is kept longer than a minute. Which children do not exist
 * is never remembered, so asking about made-up ids cannot fill the memory.
 */
export class CachedAccessFacts implements ChildAccessFacts {
  readonly #repository: AccessRepository;
  readonly #notifications: Notifications;
  readonly #log: FastifyBaseLogger;
  readonly #people: Recent<PersonFacts>;
  readonly #children: Recent<ChildFacts>;
  /** Counts what has been forgotten: a fact read across a change is not kept, since it may be from before it. */
  #generation = 0;
  #subscription: NotificationSubscription | null = null;

  constructor(
    repository: AccessRepository,
    notifications: Notifications,
    log: FastifyBaseLogger,
    options: AccessCacheOptions = {},
  ) {
    this.#repository = repository;
    this.#notifications = notifications;
    this.#log = log;
    const max = options.maxEntries ?? 100_000;
    const maxAge = options.maxAgeMs ?? ACCESS_FACTS_MAX_AGE_MS;
    this.#people = new Recent(max, maxAge);
    this.#children = new Recent(max, maxAge);
  }

  /**
   * A request that may change something (any method but GET, HEAD and OPTIONS) reads access facts from the
   * database, since it may read them again after its own change, before the database's announcement arrives;
   * once it has answered, this instance forgets what it knew, for the same reason, so the asker's next request
   * sees their change.
   */
  registerRequestHooks(app: FastifyInstance): void {
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) done();
      else changingRequest.run(true, done);
    });
    app.addHook('onSend', async (request) => {
      // Not after the auth service's sign-ins and refreshes, which are frequent and change none of these facts;
      // what it does change (an administrator's role change, a deleted account) arrives by announcement.
      if (!SAFE_METHODS.has(request.method) && !request.url.startsWith(AUTH_PREFIX)) this.forgetAll();
    });
  }

  async start(): Promise<void> {
    let first = true;
    this.#subscription = await this.#notifications.subscribe(
      ACCESS_CHANGED_CHANNEL,
      (payload) => this.#forget(payload),
      () => {
        // Changes may have been missed while the connection was down.
        if (!first) this.#log.warn('access notifications reconnected: forgetting what was known of access');
        first = false;
        this.forgetAll();
      },
    );
  }

  async close(): Promise<void> {
    await this.#subscription?.close();
    this.#subscription = null;
  }

  /** Forgets everything, e.g. once this instance has changed something: its next request reads afresh. */
  forgetAll(): void {
    this.#generation += 1;
    this.#people.clear();
    this.#children.clear();
  }

  #forget(payload: string): void {
    this.#generation += 1;
    const id = payload.slice(2);
    if (payload.startsWith('u:')) this.#people.delete(id);
    else if (payload.startsWith('c:')) this.#children.delete(id);
    else this.forgetAll();
  }

  async #person(userId: string): Promise<PersonFacts> {
    if (changingRequest.getStore()) return { membership: await this.#repository.membershipOf(userId), readAt: 0 };
    const known = this.#people.get(userId);
    if (known) return known;
    const generation = this.#generation;
    const facts: PersonFacts = { membership: await this.#repository.membershipOf(userId), readAt: Date.now() };
    if (generation === this.#generation) this.#people.set(userId, facts);
    return facts;
  }

  async membershipOf(userId: string): Promise<Membership> {
    return (await this.#person(userId)).membership;
  }

  async familiesOfChildren(childIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (changingRequest.getStore()) return this.#repository.familiesOfChildren(childIds);
    const families = new Map<string, string>();
    const unknown: string[] = [];
    for (const childId of childIds) {
      const known = this.#children.get(childId);
      if (known) families.set(childId, known.familyId);
      else unknown.push(childId);
    }
    if (unknown.length === 0) return families;
    const generation = this.#generation;
    const read = await this.#repository.familiesOfChildren(unknown);
    const keep = generation === this.#generation;
    const readAt = Date.now();
    for (const [childId, familyId] of read) {
      families.set(childId, familyId);
      if (keep) this.#children.set(childId, { familyId, readAt });
    }
    return families;
  }

  async grantsOf(
    userId: string,
    familyId: string,
    childIds: readonly string[],
  ): Promise<ReadonlyMap<string, ChildAreaGrant>> {
    if (changingRequest.getStore()) return this.#repository.grantsOf(userId, familyId, childIds);
    const generation = this.#generation;
    const person = await this.#person(userId);
    let grants = person.grants?.familyId === familyId ? person.grants.byChild : undefined;
    if (grants === undefined) {
      grants = await this.#repository.allGrantsOf(userId, familyId);
      // Kept only on the person's facts as they still are, and only if nothing changed meanwhile.
      if (generation === this.#generation && this.#people.get(userId) === person) {
        person.grants = { familyId, byChild: grants };
      }
    }
    const wanted = new Map<string, ChildAreaGrant>();
    for (const childId of childIds) {
      const grant = grants.get(childId);
      if (grant !== undefined) wanted.set(childId, grant);
    }
    return wanted;
  }

  ensureFamilyOf(userId: string): Promise<string> {
    return this.#repository.ensureFamilyOf(userId);
  }

  nameUnnamedFamily(familyId: string, userId: string): Promise<void> {
    return this.#repository.nameUnnamedFamily(familyId, userId);
  }
}
