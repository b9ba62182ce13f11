import { startIntervalJob } from '../../platform/jobs.ts';
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
import { BoardUsageRepository } from './usage-repository.ts';
import { registerBoardUsageRoutes } from './usage-routes.ts';
import { BoardUsageService } from './usage-service.ts';

/** How often counts past the days the usage log keeps are forgotten. */
const USAGE_CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The communication board: a child's boards, core words and voice under /api/v1/children/:childId/board, its photos
 * and Open Board Format imports under /storage/v1, the shipped symbols at /api/v1/board-symbols, and the board's
 * usage log with the daily job that forgets counts older than it keeps.
 */
export const communicationBoardCapability: Capability = {
  name: 'communication-board',
  endpoints: BOARD_ENDPOINTS,
  async register({ app, config, database, access, storage, clock, audit }, services) {
    const children = serviceOf(services, 'children', 'communication-board');
    const repository = new BoardRepository(database.db);
    const usage = new BoardUsageService({
      repository: new BoardUsageRepository(database.db),
      boards: repository,
      access,
      audit,
      clock,
    });
    const service = new BoardService(repository, access, children, storage, clock, audit, new BoardSymbols(), usage);
    await registerBoardRoutes(app, {
      service,
      importer: new BoardImporter(service),
      exporter: new BoardExporter(service),
      printer: new BoardPrinter(service),
    });
    registerBoardUsageRoutes(app, usage);
    // Tests forget old counts themselves, at the time their clock says.
    if (config.env !== 'test') {
      const job = startIntervalJob('board usage cleanup', USAGE_CLEANUP_INTERVAL_MS, () => usage.forgetOld(), app.log);
      // Once at start too, so a server restarted more often than daily still forgets on time.
      app.addHook('onReady', async () => {
        void usage.forgetOld().catch((error: unknown) => app.log.error({ err: error }, 'board usage cleanup failed'));
      });
      app.addHook('onClose', async () => job.stop());
    }
    // A family's export holds its children's boards, so a family leaving Tedi takes the child's voice with them.
    children.addExportContributor({
      name: 'communicationBoard',
      recordsOf: (rights, childIds) => service.recordsOf(rights, childIds),
    });
    return { board: service };
  },
};
