import type { CalendarFeedResponse, ChildArea } from '@tedi/contracts';
import type { Actor } from '../../auth/actor.ts';
import { randomToken, sha256 } from '../../auth/secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { ChildrenService } from '../children/service.ts';
import { type CalendarEvent, writeCalendar } from './ics.ts';
import type { CalendarFeedRepository, CalendarFeedRow } from './repository.ts';
import type { CalendarSource, CalendarWindow } from './sources.ts';

/** The person asking, or null for a caller who is not signed in. */
export type CalendarActor = Pick<Actor, 'userId'> | null;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A feed shows the last three months (what just happened) and the next two years. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 730;
/** A feed token: 32 random bytes, base64url. Anything else is not a feed, and is answered as unknown. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarDependencies {
  readonly repository: CalendarFeedRepository;
  readonly children: ChildrenService;
  readonly clock: Clock;
  /** The site's address: feed addresses are made on it and event ids are unique under its host. */
  readonly publicUrl: URL;
}

/**
 * The calendar (decision record 0026): the one .ics writer for downloads, and one private, revocable feed address
 * per person made of the events that capabilities' calendar sources give, each read through the child access layer.
 */
export class CalendarService {
  readonly #deps: CalendarDependencies;
  readonly #sources: CalendarSource[] = [];

  constructor(deps: CalendarDependencies) {
    this.#deps = deps;
  }

  /** A capability adds its source when it registers (the health hub: appointments). */
  addSource<Area extends ChildArea>(source: CalendarSource<Area>): void {
    if (this.#sources.some((known) => known.name === source.name)) {
      throw new Error(`A calendar source named ${source.name} is already registered`);
    }
    this.#sources.push(source);
  }

  /** One file of events (a single appointment's download, say), written as every feed is. */
  fileOf(name: string, events: readonly CalendarEvent[]): string {
    return writeCalendar({ name, uidDomain: this.#deps.publicUrl.hostname, events });
  }

  #userId(actor: CalendarActor): string {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    return actor.userId;
  }

  #present(row: CalendarFeedRow | undefined, token?: string): CalendarFeedResponse {
    if (!row) return { active: false, createdAt: null };
    if (token === undefined) return { active: true, createdAt: row.createdAt.toISOString() };
    const url = new URL(`/calendar/v1/${token}.ics`, this.#deps.publicUrl);
    return {
      active: true,
      createdAt: row.createdAt.toISOString(),
      url: url.href,
      webcalUrl: `webcal://${url.host}${url.pathname}`,
    };
  }

  async state(actor: CalendarActor): Promise<CalendarFeedResponse> {
    return this.#present(await this.#deps.repository.live(this.#userId(actor)));
  }

  /** A new private address; the one before it, if any, stops working at once. Shown only in this answer. */
  async create(actor: CalendarActor): Promise<CalendarFeedResponse> {
    const userId = this.#userId(actor);
    const token = randomToken(32);
    const row = await this.#deps.repository.replace(userId, sha256(token), this.#deps.clock());
    return this.#present(row, token);
  }

  /** Stops the address: calendar apps that use it get nothing more. Stopping none changes nothing. */
  async revoke(actor: CalendarActor): Promise<CalendarFeedResponse> {
    await this.#deps.repository.revoke(this.#userId(actor), this.#deps.clock());
    return { active: false, createdAt: null };
  }

  /** The feed behind a token, as iCalendar; null for a token that is malformed, unknown or revoked. */
  async feed(token: string): Promise<string | null> {
    if (!FEED_TOKEN.test(token)) return null;
    const row = await this.#deps.repository.liveByHash(sha256(token));
    if (!row) return null;
    return this.fileOf('Tedi', await this.eventsFor({ userId: row.userId }));
  }

  /** Every source's events that this person may see now, as their grants stand today. */
  async eventsFor(actor: NonNullable<CalendarActor>): Promise<CalendarEvent[]> {
    const now = this.#deps.clock().getTime();
    const window: CalendarWindow = {
      from: new Date(now - FEED_PAST_DAYS * DAY_MS),
      to: new Date(now + FEED_FUTURE_DAYS * DAY_MS),
    };
    const events: CalendarEvent[] = [];
    for (const source of this.#sources) {
      const pass = await this.#deps.children.readableInFamily(actor, source.area);
      if (pass.childIds.length === 0) continue;
      events.push(...(await source.eventsFor(pass, window)));
    }
    return events.sort((a, b) => a.start.getTime() - b.start.getTime());
  }
}
