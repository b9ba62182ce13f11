import { BOARD_SYMBOL_ATTRIBUTION, buttonsOnBoard } from '@tedi/contracts';
import type { SymbolGridCell } from '../../platform/documents/definition.ts';
import { renderDocument } from '../../platform/documents/render.ts';
import type { AccessActor } from '../../policies/child-access.ts';
import { fileNameOf } from './obf-export.ts';
import type { BoardService } from './service.ts';

/**
 * A board on paper, for when the device is flat, lost or broken: one landscape page, every button in the cell it
 * has on screen, with its colours, symbol or photo and words. Hidden buttons are left out, as the child does not
 * see them either.
 */
export class BoardPrinter {
  readonly #service: BoardService;

  constructor(service: BoardService) {
    this.#service = service;
  }

  async print(actor: AccessActor, childId: string, boardId: string): Promise<{ fileName: string; bytes: Buffer }> {
    const { pass, board, loaded } = await this.#service.boardWithSet(actor, childId, boardId, 'printed a board');
    const shown = buttonsOnBoard(board, loaded.set?.coreButtons ?? [])
      .map(({ button }) => button)
      .filter((button) => !button.hidden);
    const photoIds = shown.flatMap((button) => (button.image?.kind === 'photo' ? [button.image.fileId] : []));
    const photos = new Map<string, Uint8Array>();
    for (const photo of await this.#service.repository.photos(pass, childId, photoIds)) {
      const bytes = await this.#service.storage.get(photo.storageKey).catch(() => null);
      if (bytes) photos.set(photo.id, bytes);
    }
    const cells: SymbolGridCell[] = shown.map((button) => {
      let picture: SymbolGridCell['picture'] = null;
      if (button.image?.kind === 'symbol') {
        const svg = this.#service.symbols.svg(button.image.name);
        if (svg) picture = { svg };
      } else if (button.image?.kind === 'photo') {
        const bytes = photos.get(button.image.fileId);
        if (bytes) picture = { image: { bytes, description: button.label } };
      }
      return {
        row: button.row,
        column: button.column,
        label: button.label,
        background: button.background,
        border: button.border,
        picture,
        folder: button.linkBoardId !== null,
      };
    });
    const bytes = await renderDocument({
      title: `${board.name}: communication board`,
      page: 'a4-landscape',
      blocks: [
        { kind: 'heading', text: board.name, level: 2 },
        { kind: 'symbol-grid', rows: board.rows, columns: board.columns, cells },
      ],
      footer: `Symbols: ${BOARD_SYMBOL_ATTRIBUTION.name} by ${BOARD_SYMBOL_ATTRIBUTION.author}, ${BOARD_SYMBOL_ATTRIBUTION.licence} licence. Printed from Tedi.`,
    });
    return { fileName: fileNameOf(board.name, 'pdf'), bytes };
  }
}
