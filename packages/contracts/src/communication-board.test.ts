import { describe, expect, it } from 'vitest';

import { BOARD_LIMITS, DEFAULT_BOARD_ACCESS } from './board-values.ts';
import { boardSettingsUpdateSchema } from './communication-board.ts';

const messagesOf = (input: unknown) =>
  boardSettingsUpdateSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('how a child selects on the board', () => {
  it('takes the default, and leaves access out when a change does not name it', () => {
    expect(messagesOf({ revision: 1, access: DEFAULT_BOARD_ACCESS })).toEqual([]);
    expect(boardSettingsUpdateSchema.parse({ revision: 1 }).access).toBeUndefined();
  });

  it('keeps dwell and scan times within their limits, saying so in seconds', () => {
    expect(BOARD_LIMITS).toMatchObject({ dwellMsMin: 500, dwellMsMax: 4000, scanMsMin: 500, scanMsMax: 5000 });
    expect(messagesOf({ revision: 1, access: { method: 'dwell', dwellMs: 400, scanMs: 5001 } })).toEqual([
      'The dwell time must be at least 0.5 seconds',
      'The scan speed can be at most 5 seconds',
    ]);
    expect(messagesOf({ revision: 1, access: { ...DEFAULT_BOARD_ACCESS, method: 'joystick' } })).toEqual([
      'Please choose how the child selects: touch, dwell (look and hold), one switch or two switches',
    ]);
  });
});
