import { createHash, randomBytes } from 'node:crypto';
import {
  type ChildArea,
  SHARE_LINK_KINDS,
  type ShareLinkCreateInput,
  type ShareLinkCreatedResponse,
  type ShareLinkKind,
  type ShareLinkListResponse,
  type ShareLinkResponse,
  shareLinkCreateSchema,
} from '@tedi/contracts';
import type { Database } from '@tedi/db';
import { describeDevice } from '../../platform/device-description.ts';
import { countFailure, lockKey, lockedUntil } from '../../platform/throttles.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, parseInput } from '../../platform/errors.ts';
import { personNameOf } from '../../platform/person-names.ts';
import type { AccessActor, ChildAccessService, ReadPass } from '../../policies/child-access.ts';
import type { ShareLinkOpeningRow, ShareLinkRow, ShareLinksRepository } from './repository.ts';

/** 32 random bytes: 256 bits, far past guessing, written in 43 URL-safe characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const HOUR_MS = 60 * 60 * 1000;

export const NO_SUCH_LINK = 'This child has no such share link.';

/**
 * Guessing is pointless against 256 bits, but an address that keeps trying tokens that open nothing is stopped
 * for a while all the same, before any lookup.
 */
const GUESSES_BEFORE_PAUSE = 20;
const GUESSING_PAUSE_MS = 15 * 60 * 1000;
const FORGET_GUESSES_AFTER_MS = 60 * 60 * 1000;

/** What opening a link comes to: the shared thing, nothing (unknown, expired or withdrawn), or a pause. */
export type ShareLinkOpening<Area extends ChildArea> =
  | { readonly outcome: 'open'; readonly link: OpenedShareLink<Area> }
  | { readonly outcome: 'closed' }
  | { readonly outcome: 'paused' };

/** Only the hash of a token is stored or looked up; the token itself exists in the link alone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An open link, as the page of the shared thing receives it: what was shared, and a pass to read just that. */
export interface OpenedShareLink<Area extends ChildArea = ChildArea> {
  readonly id: string;
  readonly kind: ShareLinkKind;
  readonly childId: string;
  readonly subjectId: string | null;
  readonly expiresAt: Date;
  readonly pass: ReadPass<Area>;
}

function statusOf(row: ShareLinkRow, now: Date): ShareLinkResponse['status'] {
  if (row.revokedAt !== null) return 'withdrawn';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

function present(row: ShareLinkRow, openings: readonly ShareLinkOpeningRow[], now: Date): ShareLinkResponse {
  return {
    id: row.id,
    childId: row.childId,
    kind: row.kind,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, now),
    openings: openings
      .filter((opening) => opening.linkId === row.id)
      .map((opening) => ({ openedAt: opening.openedAt.toISOString(), device: opening.device })),
  };
}

/**
 * Share links (decision record 0022): a parent shares one thing about a child (the health passport first) by a
 * link that expires when they chose and can be withdrawn at once. Making, listing and withdrawing need a parent of
 * the family (a manage pass of the shared thing's area); opening needs only the token, and is logged.
 */
export class ShareLinksService {
  readonly #repository: ShareLinksRepository;
  readonly #access: ChildAccessService;
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #publicUrl: URL;

  constructor(
    repository: ShareLinksRepository,
    access: ChildAccessService,
    db: Database,
    clock: Clock,
    publicUrl: URL,
  ) {
    this.#repository = repository;
    this.#access = access;
    this.#db = db;
    this.#clock = clock;
    this.#publicUrl = publicUrl;
  }

  /**
   * Makes a link to share a child's `kind` (and, for kinds that share one of many, the record `subjectId`). The
   * answer holds the link's address and its QR code: the only time they exist, as only the token's hash is kept.
   */
  async create(
    actor: AccessActor,
    childId: string,
    input: ShareLinkCreateInput,
    subjectId: string | null = null,
  ): Promise<ShareLinkCreatedResponse> {
    const values = parseInput(shareLinkCreateSchema, input);
    const { area, path } = SHARE_LINK_KINDS[values.kind];
    const { pass } = await this.#access.requireChild(actor, [childId], area, 'manage');
    const now = this.#clock();
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const row = await this.#repository.insert(pass, {
      childId,
      kind: values.kind,
      subjectId,
      label: values.label,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + values.expiresInHours * HOUR_MS),
      createdByUserId: pass.member.userId,
      createdByName: await personNameOf(this.#db, pass.member.userId),
      createdAt: now,
      updatedAt: now,
    });
    const url = new URL(`${path}/${token}`, this.#publicUrl).href;
    // Loaded with the first link made, not at start: few requests draw a QR code.
    const { default: QRCode } = await import('qrcode');
    const [svg, pngDataUrl] = await Promise.all([
      QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512 }),
    ]);
    return { link: present(row, [], now), url, qrCode: { svg, pngDataUrl } };
  }

  /** A child's links, newest first, each with its state and every opening. */
  async list(actor: AccessActor, childId: string): Promise<ShareLinkListResponse> {
    const areas = [...new Set(Object.values(SHARE_LINK_KINDS).map((kind) => kind.area))];
    const now = this.#clock();
    const links: ShareLinkResponse[] = [];
    for (const area of areas) {
      const { pass } = await this.#access.requireChild(actor, [childId], area, 'manage');
      const found = await this.#repository.linksOf(pass, childId);
      links.push(...found.links.map((row) => present(row, found.openings, now)));
    }
    links.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { links };
  }

  /** Withdraws a link at once: from now on it shows what an expired link shows. Withdrawing twice changes nothing. */
  async revoke(actor: AccessActor, childId: string, linkId: string): Promise<ShareLinkResponse> {
    const areas = [...new Set(Object.values(SHARE_LINK_KINDS).map((kind) => kind.area))];
    const now = this.#clock();
    for (const area of areas) {
      const { pass } = await this.#access.requireChild(actor, [childId], area, 'manage');
      const row = await this.#repository.revoke(pass, childId, linkId, now);
      if (row) {
        const { openings } = await this.#repository.linksOf(pass, childId);
        return present(row, openings, now);
      }
    }
    throw new AppError('not_found', NO_SUCH_LINK);
  }

  /**
   * Opens a link for a visitor at `address`, counting tokens that open nothing against it; while an address is
   * paused, nothing is looked up for it.
   */
  async open<Kind extends ShareLinkKind>(
    kind: Kind,
    token: string,
    visitor: { readonly address: string; readonly userAgent: string | undefined },
  ): Promise<ShareLinkOpening<(typeof SHARE_LINK_KINDS)[Kind]['area']>> {
    const key = `share-link:address:${visitor.address}`;
    const now = this.#clock();
    if (await lockedUntil(this.#db, [key], now)) return { outcome: 'paused' };
    const link = await this.resolve(kind, token, visitor.userAgent);
    if (link) return { outcome: 'open', link };
    const { count } = await countFailure(this.#db, key, FORGET_GUESSES_AFTER_MS, now);
    if (count >= GUESSES_BEFORE_PAUSE) {
      await lockKey(this.#db, key, GUESSES_BEFORE_PAUSE, new Date(now.getTime() + GUESSING_PAUSE_MS), now);
    }
    return { outcome: 'closed' };
  }

  /**
   * Opens a link: the shared thing and a pass to read it, or null when the token is unknown, the link expired or
   * was withdrawn, or the parent who made it may no longer share it. Each opening is logged with the kind of
   * device, never its address.
   */
  async resolve<Kind extends ShareLinkKind>(
    kind: Kind,
    token: string,
    userAgent: string | undefined,
  ): Promise<OpenedShareLink<(typeof SHARE_LINK_KINDS)[Kind]['area']> | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const row = await this.#repository.unsafeFindByTokenHash(kind, hashToken(token));
    const now = this.#clock();
    if (!row || statusOf(row, now) !== 'open') return null;
    const pass = await this.#access.sharedLinkPass(row, SHARE_LINK_KINDS[kind].area);
    if (!pass) return null;
    await this.#repository.logOpening(row.id, describeDevice(userAgent), now);
    return {
      id: row.id,
      kind,
      childId: row.childId,
      subjectId: row.subjectId,
      expiresAt: row.expiresAt,
      pass,
    };
  }
}
