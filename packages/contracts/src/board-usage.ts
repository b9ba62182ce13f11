import { z as zod } from 'zod';
import { BOARD_USAGE_LIMITS, BOARD_USAGE_PERIODS, BOARD_USAGE_STATES } from './board-usage-values.ts';

/** What the usage log's API accepts. Plain values and types are in `board-usage-values.ts`. */

export const boardUsageStateSchema = zod.strictObject({
  state: zod.enum(BOARD_USAGE_STATES, { error: 'Please choose off, on or paused' }),
});

export const boardUsageQuerySchema = zod.strictObject({
  days: zod.coerce
    .number({ error: `Please choose ${BOARD_USAGE_PERIODS.join(', ')} days` })
    .refine((value) => (BOARD_USAGE_PERIODS as readonly number[]).includes(value), {
      error: `Please choose ${BOARD_USAGE_PERIODS.join(', ')} days`,
    })
    .optional(),
});

export const boardUsageRecordSchema = zod.strictObject({
  words: zod
    .array(
      zod.strictObject({
        word: zod
          .string({ error: 'A word must be text' })
          .trim()
          .min(1, { error: 'A word can’t be empty' })
          .max(BOARD_USAGE_LIMITS.wordMax, { error: `A word can be at most ${BOARD_USAGE_LIMITS.wordMax} characters` }),
      }),
    )
    .min(1, { error: 'Please send at least one word' })
    .max(BOARD_USAGE_LIMITS.wordsPerPostMax, {
      error: `Please send at most ${BOARD_USAGE_LIMITS.wordsPerPostMax} words at once`,
    }),
});
