import {
  BOARD_USAGE_LIMITS,
  type BoardUsageRecordInput,
  type BoardUsageResponse,
  type BoardUsageState,
  type BoardUsageStateInput,
  boardUsageQuerySchema,
  boardUsageRecordSchema,
  boardUsageStateSchema,
  DEFAULT_BOARD_USAGE_PERIOD,
  spokenTextOf,
} from '@tedi/contracts';
import { DateTime } from 'luxon';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { parseInput } from '../../platform/errors.ts';
import type { AccessActor, ChildAccessService, ReadPass } from '../../policies/child-access.ts';
import type { BoardRepository } from './repository.ts';
import type { BoardUsageRepository, DayCount } from './usage-repository.ts';

/** Days are counted as the family lives them. */
const TIME_ZONE = 'Europe/London';

/** The London day `daysBefore` days before the one `moment` falls on, as `yyyy-mm-dd`. */
export function londonDay(moment: Date, daysBefore = 0): string {
  return DateTime.fromJSDate(moment, { zone: TIME_ZONE }).minus({ days: daysBefore }).toISODate()!;
}

const TURNED: Readonly<Record<BoardUsageState, string>> = {
  on: 'turned the board’s usage log on',
  off: 'turned the board’s usage log off',
  paused: 'paused the board’s usage log',
};

/** The usage log in the family's export: the setting and every day's counts. */
export interface BoardUsageRecords {
  readonly state: BoardUsageState;
  readonly days: readonly DayCount[];
}

/**
 * The board's usage log: which words a child says on their own board, counted per day. It is off until a parent
 * turns it on; the family's parents turn it on, pause it, turn it off and clear it (`manage`), and whoever may use
 * the board may read it. The child's device sends what the child said, and the words are counted only while the
 * log is on and only when a button of the child's board says them; the child is answered the same either way.
 */
export class BoardUsageService {
  readonly #repository: BoardUsageRepository;
  readonly #boards: BoardRepository;
  readonly #access: ChildAccessService;
  readonly #audit: ChildAuditService;
  readonly #clock: Clock;

  constructor(parts: {
    repository: BoardUsageRepository;
    boards: BoardRepository;
    access: ChildAccessService;
    audit: ChildAuditService;
    clock: Clock;
  }) {
    this.#repository = parts.repository;
    this.#boards = parts.boards;
    this.#access = parts.access;
    this.#audit = parts.audit;
    this.#clock = parts.clock;
  }

  /** The most used words over the last 7, 30 or 90 days (today included), with the setting. */
  async log(actor: AccessActor, childId: string, query: { days?: unknown }): Promise<BoardUsageResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'board', 'view');
    const { days = DEFAULT_BOARD_USAGE_PERIOD } = parseInput(boardUsageQuerySchema, query);
    const since = londonDay(this.#clock(), days - 1);
    const [state, top] = await Promise.all([
      this.#repository.state(pass, childId),
      this.#repository.top(pass, childId, since, BOARD_USAGE_LIMITS.topWords),
    ]);
    await this.#audit.read(pass, 'opened the board’s usage log');
    return {
      state,
      since,
      words: top.words,
      totalWords: top.total,
      permissions: { manage: rights.may(childId, 'board', 'manage') },
    };
  }

  async setState(actor: AccessActor, childId: string, input: BoardUsageStateInput): Promise<BoardUsageStateInput> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'board', 'manage');
    const { state } = parseInput(boardUsageStateSchema, input);
    await this.#repository.setState(pass, childId, state);
    await this.#audit.changed(pass, TURNED[state]);
    return { state };
  }

  async clear(actor: AccessActor, childId: string): Promise<void> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'board', 'manage');
    await this.#repository.clear(pass, childId);
    await this.#audit.changed(pass, 'cleared the board’s usage log');
  }

  /** The setting, for the child's own board (their Talk page tells them when a grown-up can see their words). */
  stateWithPass(pass: ReadPass<'board'>, childId: string): Promise<BoardUsageState> {
    return this.#repository.state(pass, childId);
  }

  /**
   * Counts the words a child said on their own board, with the pass of the child's own area. Nothing is counted
   * unless the log is on, and a word no button of the child's board says is left out, so the log holds only what
   * the child said with their board.
   */
  async recordChildWords(pass: ReadPass<'board'>, input: BoardUsageRecordInput): Promise<void> {
    const childId = pass.childIds[0]!;
    const { words } = parseInput(boardUsageRecordSchema, input);
    if ((await this.#repository.state(pass, childId)) !== 'on') return;
    const onBoard = await this.#wordsOnBoard(pass, childId);
    const counts = new Map<string, number>();
    for (const { word } of words) {
      if (onBoard.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const now = this.#clock();
    await this.#repository.record(
      pass,
      childId,
      londonDay(now),
      counts,
      londonDay(now, BOARD_USAGE_LIMITS.keptDays - 1),
    );
  }

  async #wordsOnBoard(pass: ReadPass<'board'>, childId: string): Promise<ReadonlySet<string>> {
    const { set, boards } = await this.#boards.set(pass, childId);
    const buttons = [...(set?.coreButtons ?? []), ...boards.flatMap((board) => board.buttons)];
    return new Set(buttons.filter((button) => button.linkBoardId === null).map(spokenTextOf));
  }

  /** The log for the family's export; null for a child whose log was never turned on and holds nothing. */
  async recordsOf(pass: ReadPass<'board'>, childId: string): Promise<BoardUsageRecords | null> {
    const [state, days, chosen] = await Promise.all([
      this.#repository.state(pass, childId),
      this.#repository.days(pass, childId),
      this.#repository.hasSetting(pass, childId),
    ]);
    return chosen || days.length > 0 ? { state, days } : null;
  }

  /** Forgets counts older than the log keeps, for every child; the number of rows forgotten. */
  forgetOld(): Promise<number> {
    return this.#repository.unsafeForgetBefore(londonDay(this.#clock(), BOARD_USAGE_LIMITS.keptDays - 1));
  }
}
