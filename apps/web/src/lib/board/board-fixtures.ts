import type { BoardButton } from '@tedi/contracts';

/** A plain white button at a cell, for tests of the board and of pages that show it. */
export const boardButton = (id: string, row: number, column: number, label: string, extra: Partial<BoardButton> = {}) =>
  ({
    id,
    row,
    column,
    label,
    spokenText: null,
    background: '#ffffff',
    border: '#5f6368',
    image: null,
    linkBoardId: null,
    hidden: false,
    ...extra,
  }) satisfies BoardButton;
