import type { BoardAccessMethod } from '@tedi/contracts';
import { type KeyboardEvent, useEffect, useState } from 'react';

/**
 * Switch scanning, row then button, for a child who presses one or two switches (keys) rather than the screen.
 * One switch: the highlight steps through the rows on its own; the switch picks the row, then the highlight steps
 * through its buttons and the switch presses one. Two switches: Space moves the highlight on, Enter picks. Either
 * way Escape goes back to the rows, and after a press scanning starts again at the first row.
 */

/** A row of things to press, named as a screen reader says it. */
export interface ScanRow {
  readonly key: string;
  /** Said before the row's buttons when the row is highlighted ("Row 2"). */
  readonly name: string;
  readonly cells: readonly ScanCell[];
}

export interface ScanCell {
  readonly key: string;
  readonly name: string;
}

/** Where the highlight is, by key, so it survives a re-render; `cell` is null until a row is picked. */
interface ScanPlace {
  /** What is being scanned (the board open): when it changes, scanning starts again at the first row. */
  readonly scope: string;
  readonly row: string | null;
  readonly cell: string | null;
  /** Steps taken through the picked row's buttons, to give up after two full passes. */
  readonly steps: number;
}

/** With one switch, a row picked by mistake is left after this many passes through its buttons with no press. */
const PASSES_BEFORE_THE_ROWS = 2;

const start = (scope: string): ScanPlace => ({ scope, row: null, cell: null, steps: 0 });

/** The place on these rows: the first row when the scope has changed or the row is gone. */
function locate(place: ScanPlace, scope: string, rows: readonly ScanRow[]) {
  if (rows.length === 0) return null;
  const fresh = place.scope !== scope;
  const rowIndex = fresh
    ? 0
    : Math.max(
        0,
        rows.findIndex((row) => row.key === place.row),
      );
  const row = rows[rowIndex]!;
  const cellIndex = fresh || place.cell === null ? -1 : row.cells.findIndex((cell) => cell.key === place.cell);
  return { rowIndex, row, cell: row.cells[cellIndex] ?? null, cellIndex, steps: fresh ? 0 : place.steps };
}

/** One step on: the next row, or the picked row's next button (back to the rows after two passes, if asked). */
function stepped(place: ScanPlace, scope: string, rows: readonly ScanRow[], giveUp: boolean): ScanPlace {
  const at = locate(place, scope, rows);
  if (!at) return place;
  if (!at.cell) return { scope, row: rows[(at.rowIndex + 1) % rows.length]!.key, cell: null, steps: 0 };
  const steps = at.steps + 1;
  if (giveUp && steps >= PASSES_BEFORE_THE_ROWS * at.row.cells.length) {
    return { scope, row: at.row.key, cell: null, steps: 0 };
  }
  return { scope, row: at.row.key, cell: at.row.cells[(at.cellIndex + 1) % at.row.cells.length]!.key, steps };
}

export interface SwitchScan {
  /** The highlighted row (or the row picked), and the highlighted button once a row is picked; null when off. */
  readonly row: string | null;
  readonly cell: string | null;
  /** What a screen reader is told: the row and its buttons, or the button. */
  readonly announcement: string;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly onKeyUp: (event: KeyboardEvent) => void;
  /** Back to the first row, as after any press. */
  readonly restart: () => void;
}

const isSwitch = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

export function useSwitchScan({
  method,
  scanMs,
  scope,
  rows,
  press,
}: {
  readonly method: BoardAccessMethod;
  readonly scanMs: number;
  readonly scope: string;
  /** The rows, kept the same between renders while nothing in them changes, so the steady step isn't reset. */
  readonly rows: readonly ScanRow[];
  /** Presses the button with this key, as a tap would. */
  readonly press: (key: string) => void;
}): SwitchScan {
  const scanning = method === 'one-switch' || method === 'two-switch';
  const [place, setPlace] = useState<ScanPlace>(() => start(scope));
  const at = scanning ? locate(place, scope, rows) : null;

  useEffect(() => {
    if (method !== 'one-switch' || rows.length === 0) return;
    const timer = window.setTimeout(() => setPlace((before) => stepped(before, scope, rows, true)), scanMs);
    return () => window.clearTimeout(timer);
  }, [method, scanMs, scope, rows, place]);

  const pick = () => {
    if (!at) return;
    if (at.cell) {
      setPlace(start(scope));
      press(at.cell.key);
    } else {
      setPlace({ scope, row: at.row.key, cell: at.row.cells[0]!.key, steps: 0 });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!scanning || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isSwitch(event)) {
      // The switch is ours alone: a button that has the focus is not pressed as well.
      event.preventDefault();
      // A switch held down is one press, however long it is held.
      if (event.repeat) return;
      if (method === 'two-switch' && event.key === ' ') setPlace((before) => stepped(before, scope, rows, false));
      else pick();
    } else if (event.key === 'Escape' && at?.cell) {
      event.preventDefault();
      setPlace({ scope, row: at.row.key, cell: null, steps: 0 });
    }
  };

  const onKeyUp = (event: KeyboardEvent) => {
    // A focused button is pressed by Space when the key comes up: that press was the switch's.
    if (scanning && isSwitch(event)) event.preventDefault();
  };

  return {
    row: at?.row.key ?? null,
    cell: at?.cell?.key ?? null,
    announcement: !at
      ? ''
      : at.cell
        ? at.cell.name
        : `${at.row.name}: ${at.row.cells.map((cell) => cell.name).join(', ')}`,
    onKeyDown,
    onKeyUp,
    restart: () => setPlace(start(scope)),
  };
}
