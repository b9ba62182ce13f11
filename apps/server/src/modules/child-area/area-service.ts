import {
  type BoardUsageRecordInput,
  type ChildAreaResponse,
  type ChildBoardResponse,
  type ChildChoices,
  type ChildFavourite,
  type ChildMeResponse,
  type ChildTheme,
  DEFAULT_CHILD_ALLOWANCES,
  DEFAULT_CHILD_CHOICES,
} from '@tedi/contracts';
import type { ChildAccounts } from '../../auth/user/child-accounts.ts';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { ChildAccessService, ReadPass } from '../../policies/child-access.ts';
import type { ChildrenService } from '../children/service.ts';
import type { BoardService } from '../communication-board/service.ts';
import type { ChildAreaRepository, ChildSignInRow } from './repository.ts';

/** A child signed in: who they are, and which session is theirs (it ends when their parent chose). */
export interface ChildActor {
  readonly userId: string;
  readonly sessionId: string;
}

const FAVOURITES_MAX = 12;
/** Words that say nothing about what a favourite thing looks like. */
const COMMON_WORDS = new Set(['the', 'with', 'and', 'for', 'her', 'his', 'their', 'our', 'my', 'dad', 'mum']);

/** The favourite things a parent wrote on the profile ("trains, bubbles and the park"), one by one. */
export function favouritesFrom(likes: string | null): string[] {
  if (!likes) return [];
  return likes
    .split(/[,;\n•]+|\band\b/i)
    .map((part) => part.trim().replace(/[.!]+$/, ''))
    .filter((part) => part.length > 0 && part.length <= 60)
    .slice(0, FAVOURITES_MAX);
}

/**
 * The child's own area, for a child signed in with the child role: their name, photo, favourite things and board,
 * and the choices they may make. Every method asks the access check for the child's own pass, so a parent's token
 * (or anyone else's) is refused and a child reaches nothing but their own. A child using their own board is not
 * written to the audit of who read the child's record: it is theirs.
 */
export class ChildAreaService {
  readonly #repository: ChildAreaRepository;
  readonly #access: ChildAccessService;
  readonly #children: ChildrenService;
  readonly #board: BoardService;
  readonly #accounts: ChildAccounts;
  readonly #audit: ChildAuditService;

  constructor(parts: {
    repository: ChildAreaRepository;
    access: ChildAccessService;
    children: ChildrenService;
    board: BoardService;
    accounts: ChildAccounts;
    audit: ChildAuditService;
  }) {
    this.#repository = parts.repository;
    this.#access = parts.access;
    this.#children = parts.children;
    this.#board = parts.board;
    this.#accounts = parts.accounts;
    this.#audit = parts.audit;
  }

  async #own(actor: ChildActor): Promise<{ pass: ReadPass<'profile'>; childId: string; row: ChildSignInRow }> {
    const pass = await this.#access.requireOwnChild(actor, 'profile');
    const childId = pass.childIds[0]!;
    const row = await this.#repository.signIn(pass, childId);
    if (!row) throw new AppError('forbidden', 'Your sign-in has been turned off. Please ask a grown-up.');
    return { pass, childId, row };
  }

  async area(actor: ChildActor): Promise<ChildAreaResponse> {
    const { pass, childId, row } = await this.#own(actor);
    const [{ profile }, endsAt] = await Promise.all([
      this.#children.profileForLink(pass, childId),
      this.#accounts.sessionEndsAt(actor.sessionId),
    ]);
    return {
      childId,
      name: profile.preferredName ?? profile.name,
      hasPhoto: profile.photo !== null,
      choices: { ...DEFAULT_CHILD_CHOICES, ...row.choices },
      allowances: { ...DEFAULT_CHILD_ALLOWANCES, ...row.allowances },
      sessionEndsAt: endsAt?.toISOString() ?? null,
    };
  }

  async photo(actor: ChildActor): Promise<{ bytes: Buffer; contentType: string }> {
    const { pass, childId } = await this.#own(actor);
    const { profile } = await this.#children.profileForLink(pass, childId);
    const file = profile.photo ? await this.#children.fileFor(pass, childId, profile.photo.fileId) : null;
    if (!file) throw new AppError('not_found', 'There is no photo yet.');
    return file;
  }

  async me(actor: ChildActor): Promise<ChildMeResponse> {
    const { pass, childId } = await this.#own(actor);
    const { profile } = await this.#children.profileForLink(pass, childId);
    const likes: ChildFavourite[] = favouritesFrom(profile.likes).map((text) => ({
      text,
      symbol: this.#pictureOf(text),
    }));
    return { name: profile.preferredName ?? profile.name, hasPhoto: profile.photo !== null, likes };
  }

  /**
   * A picture for a favourite thing: the whole phrase if the symbol set has it, else its words one by one, longest
   * first and without a plural s ("Trains" is a train, "swimming with Dad" is swimming).
   */
  #pictureOf(text: string): string | null {
    const symbols = this.#board.symbols;
    const whole = symbols.search(text, 1)[0];
    if (whole) return whole.name;
    const words = text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 2 && !COMMON_WORDS.has(word))
      .sort((a, b) => b.length - a.length);
    for (const word of words) {
      for (const form of [word, word.replace(/es$/, ''), word.replace(/s$/, '')]) {
        const found = symbols.search(form, 1)[0];
        if (found) return found.name;
      }
    }
    return null;
  }

  /** The child's choices; what the parent has not allowed stays as it was. */
  async updateChoices(actor: ChildActor, wanted: { sounds: boolean; theme: string; voiceName: string | null }) {
    const { pass, childId, row } = await this.#own(actor);
    const allowances = { ...DEFAULT_CHILD_ALLOWANCES, ...row.allowances };
    const current = { ...DEFAULT_CHILD_CHOICES, ...row.choices };
    const next: ChildChoices = {
      sounds: allowances.sounds ? wanted.sounds : current.sounds,
      theme: allowances.theme ? (wanted.theme as ChildTheme) : current.theme,
      voiceName: allowances.voice ? wanted.voiceName : current.voiceName,
    };
    await this.#repository.updateChoices(pass, childId, next);
    await this.#audit.changed(pass, 'changed their own settings');
    return this.area(actor);
  }

  async board(actor: ChildActor): Promise<ChildBoardResponse> {
    const pass = await this.#access.requireOwnChild(actor, 'board');
    const childId = pass.childIds[0]!;
    const [set, usageLog] = await Promise.all([
      this.#board.setWithPass(pass, childId),
      this.#board.usage.stateWithPass(pass, childId),
    ]);
    return { ...set, usageLog };
  }

  /**
   * The words the child said on their board, counted only while a parent has the usage log on. The child's
   * device is answered the same either way, so it never shows anything about the log but the notice on Talk.
   */
  async recordWords(actor: ChildActor, input: BoardUsageRecordInput): Promise<void> {
    const pass = await this.#access.requireOwnChild(actor, 'board');
    await this.#board.usage.recordChildWords(pass, input);
  }

  async boardPhoto(actor: ChildActor, fileId: string): Promise<{ bytes: Buffer; contentType: string }> {
    const pass = await this.#access.requireOwnChild(actor, 'board');
    const file = await this.#children.fileFor(pass, pass.childIds[0]!, fileId);
    if (!file) throw new AppError('not_found', 'There is no picture with this id on your board.');
    return file;
  }
}
