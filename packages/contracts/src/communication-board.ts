import { z as zod } from 'zod';
import { BOARD_ACCESS_METHODS, BOARD_LIMITS, type BoardButton, cellKey } from './board-values.ts';

/** What the board's API accepts. Plain values and types are in `board-values.ts`. */

const colour = zod
  .string({ error: 'A colour must be written like #ffcc00' })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'A colour must be written like #ffcc00' });

/** Symbol names of the shipped set are lower-case words joined by hyphens. */
export const boardSymbolNameSchema = zod
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'This isn’t the name of a symbol' })
  .max(100);

const imageSchema = zod.discriminatedUnion('kind', [
  zod.strictObject({ kind: zod.literal('symbol'), name: boardSymbolNameSchema }),
  zod.strictObject({
    kind: zod.literal('photo'),
    fileId: zod.uuid({ error: 'A photo must be one uploaded to the board' }),
  }),
]);

const position = (label: string, max: number) =>
  zod
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} can’t be negative` })
    .max(max - 1, { error: `${label} must be less than ${max}` });

export const boardButtonSchema = zod.strictObject({
  id: zod.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'A button id is 1 to 64 letters, digits, - or _' }),
  row: position('The row', BOARD_LIMITS.rowsMax),
  column: position('The column', BOARD_LIMITS.columnsMax),
  label: zod
    .string({ error: 'Please give the button a label' })
    .trim()
    .min(1, { error: 'Please give the button a label' })
    .max(BOARD_LIMITS.labelMax, { error: `A label can be at most ${BOARD_LIMITS.labelMax} characters` }),
  spokenText: zod
    .string()
    .trim()
    .max(BOARD_LIMITS.spokenMax, { error: `What it says can be at most ${BOARD_LIMITS.spokenMax} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  background: colour.default('#ffffff'),
  border: colour.default('#5f6368'),
  image: imageSchema.nullable().default(null),
  linkBoardId: zod.uuid({ error: 'A folder must open one of this child’s boards' }).nullable().default(null),
  hidden: zod.boolean().default(false),
});

const gridSize = (label: 'Rows' | 'Columns', max: number) => {
  const one = label === 'Rows' ? 'row' : 'column';
  return zod
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `A board needs at least one ${one}` })
    .max(max, { error: `A board can have at most ${max} ${one}s` });
};

const boardName = zod
  .string({ error: 'Please give the board a name' })
  .trim()
  .min(1, { error: 'Please give the board a name' })
  .max(BOARD_LIMITS.nameMax, { error: `A board’s name can be at most ${BOARD_LIMITS.nameMax} characters` });

/** Buttons fit their grid, one to a cell, each id once. */
export function buttonLayoutIssues(
  buttons: readonly Pick<BoardButton, 'id' | 'row' | 'column' | 'label'>[],
  rows: number,
  columns: number,
): string[] {
  const issues: string[] = [];
  const cells = new Map<string, string>();
  const ids = new Set<string>();
  for (const button of buttons) {
    if (ids.has(button.id)) issues.push(`Two buttons have the id ${button.id}`);
    ids.add(button.id);
    if (button.row >= rows || button.column >= columns) {
      issues.push(
        `“${button.label}” is at row ${button.row + 1}, column ${button.column + 1}, outside the ${rows} × ${columns} grid`,
      );
      continue;
    }
    const key = cellKey(button.row, button.column);
    const there = cells.get(key);
    if (there !== undefined) {
      issues.push(`“${button.label}” and “${there}” are both at row ${button.row + 1}, column ${button.column + 1}`);
    }
    cells.set(key, button.label);
  }
  return issues;
}

const boardContentShape = {
  name: boardName,
  rows: gridSize('Rows', BOARD_LIMITS.rowsMax),
  columns: gridSize('Columns', BOARD_LIMITS.columnsMax),
  buttons: zod
    .array(boardButtonSchema)
    .max(BOARD_LIMITS.rowsMax * BOARD_LIMITS.columnsMax)
    .default([]),
  coreWords: zod.boolean().default(true),
};

const revision = zod
  .number({ error: 'Please say which version of the board this change was made to' })
  .int()
  .min(1, { error: 'Please say which version of the board this change was made to' });

function layoutChecked(
  board: { rows: number; columns: number; buttons: readonly BoardButton[] },
  context: zod.RefinementCtx,
): void {
  for (const message of buttonLayoutIssues(board.buttons, board.rows, board.columns)) {
    context.addIssue({ code: 'custom', path: ['buttons'], message });
  }
}

export const boardCreateSchema = zod.strictObject(boardContentShape).superRefine(layoutChecked);
export type BoardCreateInput = zod.input<typeof boardCreateSchema>;

/** A board's new content, made from the revision named: refused if the board has changed since. */
export const boardUpdateSchema = zod.strictObject({ ...boardContentShape, revision }).superRefine(layoutChecked);
export type BoardUpdateInput = zod.input<typeof boardUpdateSchema>;

export const boardDeleteQuerySchema = zod.object({ revision: zod.coerce.number().pipe(revision) });

export const boardSpeechSchema = zod.strictObject({
  voiceName: zod.string().trim().max(200).nullable(),
  voiceLang: zod.string().trim().max(35).nullable(),
  rate: zod
    .number({ error: 'The speed must be a number' })
    .min(BOARD_LIMITS.rateMin, { error: `The speed can be at least ${BOARD_LIMITS.rateMin}` })
    .max(BOARD_LIMITS.rateMax, { error: `The speed can be at most ${BOARD_LIMITS.rateMax}` }),
  pitch: zod
    .number({ error: 'The pitch must be a number' })
    .min(BOARD_LIMITS.pitchMin, { error: `The pitch can be at least ${BOARD_LIMITS.pitchMin}` })
    .max(BOARD_LIMITS.pitchMax, { error: `The pitch can be at most ${BOARD_LIMITS.pitchMax}` }),
  quietBuilding: zod.boolean(),
});

/** Milliseconds, as a parent reads them: in seconds. */
const seconds = (ms: number) => `${ms / 1000} second${ms === 1000 ? '' : 's'}`;

const timing = (what: string, min: number, max: number) =>
  zod
    .number({ error: `${what} must be a number of seconds` })
    .int({ error: `${what} must be given in whole milliseconds` })
    .min(min, { error: `${what} must be at least ${seconds(min)}` })
    .max(max, { error: `${what} can be at most ${seconds(max)}` });

export const boardAccessSchema = zod.strictObject({
  method: zod.enum(BOARD_ACCESS_METHODS, {
    error: 'Please choose how the child selects: touch, dwell (look and hold), one switch or two switches',
  }),
  dwellMs: timing('The dwell time', BOARD_LIMITS.dwellMsMin, BOARD_LIMITS.dwellMsMax),
  scanMs: timing('The scan speed', BOARD_LIMITS.scanMsMin, BOARD_LIMITS.scanMsMax),
});

/** The set's own settings, made from the revision named. Anything left out stays as it is. */
export const boardSettingsUpdateSchema = zod
  .strictObject({
    revision,
    homeBoardId: zod.uuid({ error: 'The home board must be one of this child’s boards' }).optional(),
    coreButtons: zod.array(boardButtonSchema).max(BOARD_LIMITS.coreButtonsMax).optional(),
    speech: boardSpeechSchema.optional(),
    access: boardAccessSchema.optional(),
  })
  .superRefine((settings, context) => {
    if (!settings.coreButtons) return;
    for (const message of buttonLayoutIssues(settings.coreButtons, BOARD_LIMITS.rowsMax, BOARD_LIMITS.columnsMax)) {
      context.addIssue({ code: 'custom', path: ['coreButtons'], message });
    }
  });
export type BoardSettingsUpdateInput = zod.input<typeof boardSettingsUpdateSchema>;

export const boardSymbolSearchSchema = zod.object({
  q: zod.string().trim().max(60).default(''),
});
