/**
 * The board's usage log: plain values and types (no zod), so the child's Talk page stays small. Schemas for what
 * the server accepts are in `board-usage.ts`.
 *
 * For a speech and language therapist and a parent, the words a child uses most over a period show how their
 * language grows. The log is off until a parent turns it on, counts only what the child says on their own board,
 * and keeps a count per word per day, nothing finer.
 */

/** Off (nothing is counted; the default), on, or paused (nothing is counted for now; what was counted stays). */
export const BOARD_USAGE_STATES = ['off', 'on', 'paused'] as const;
export type BoardUsageState = (typeof BOARD_USAGE_STATES)[number];
export const DEFAULT_BOARD_USAGE_STATE: BoardUsageState = 'off';

/** The periods a parent can look back over, in days. */
export const BOARD_USAGE_PERIODS = [7, 30, 90] as const;
export type BoardUsagePeriod = (typeof BOARD_USAGE_PERIODS)[number];
export const DEFAULT_BOARD_USAGE_PERIOD: BoardUsagePeriod = 30;

export const BOARD_USAGE_LIMITS = {
  /** Words the child's device sends at once. */
  wordsPerPostMax: 50,
  /** A button's spoken text is at most this long. */
  wordMax: 300,
  /** Words shown, most used first. */
  topWords: 30,
  /** Days of counts kept; older ones are forgotten. */
  keptDays: 400,
} as const;

export interface BoardUsageWord {
  readonly word: string;
  readonly count: number;
}

/** The log as a parent (or a family member shared the board) reads it. */
export interface BoardUsageResponse {
  readonly state: BoardUsageState;
  /** The first day of the period, `yyyy-mm-dd` in London. */
  readonly since: string;
  /** The most used words in the period, most used first. */
  readonly words: readonly BoardUsageWord[];
  /** Every word said in the period, counted each time. */
  readonly totalWords: number;
  /** Whether the reader may turn the log on, off or pause it, and clear it: the family's parents only. */
  readonly permissions: { readonly manage: boolean };
}

export interface BoardUsageStateInput {
  readonly state: BoardUsageState;
}

/** What the child's device sends: the words said since it last sent. */
export interface BoardUsageRecordInput {
  readonly words: readonly { readonly word: string }[];
}

/** The parent's side; the child's device sends its words to `CHILD_AREA_API.boardUsage`. */
export const BOARD_USAGE_API = {
  log: (childId: string) => `/api/v1/children/${childId}/board/usage`,
  period: (childId: string, days: BoardUsagePeriod) => `/api/v1/children/${childId}/board/usage?days=${days}`,
} as const;
