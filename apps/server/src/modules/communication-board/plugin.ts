import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { BOARD_ENDPOINTS } from './endpoints.ts';
import { BoardExporter } from './obf-export.ts';
import { BoardImporter } from './obf-import.ts';
import { BoardPrinter } from './pdf.ts';
import { BoardRepository } from './repository.ts';
import { registerBoardRoutes } from './routes.ts';
import { BoardService } from './service.ts';
import { BoardSymbols } from './symbols.ts';

/**
 * The communication board: a child's boards, core words and voice under /api/v1/children/:childId/board, its photos
 * and Open Board Format imports under /storage/v1, and the shipped symbols at /api/v1/board-symbols.
 */
export const communicationBoardCapability: Capability = {
  name: 'communication-board',
  endpoints: BOARD_ENDPOINTS,
  async register({ app, database, access, storage, clock, audit }, services) {
    const children = serviceOf(services, 'children', 'communication-board');
    const service = new BoardService(
      new BoardRepository(database.db),
      access,
      children,
      storage,
      clock,
      audit,
      new BoardSymbols(),
    );
    await registerBoardRoutes(app, {
      service,
      importer: new BoardImporter(service),
      exporter: new BoardExporter(service),
      printer: new BoardPrinter(service),
    });
    // A family's export holds its children's boards, so a family leaving Tedi takes the child's voice with them.
    children.addExportContributor({
      name: 'communicationBoard',
      recordsOf: (rights, childIds) => service.recordsOf(rights, childIds),
    });
    return { board: service };
  },
};
