import { startIntervalJob } from '../../platform/jobs.ts';
import type { Capability } from '../capability.ts';
import { CHILD_AUDIT_ENDPOINTS } from './endpoints.ts';
import { registerChildAuditRoutes } from './routes.ts';

/** How often entries past their two years are forgotten. */
const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The audit of child data as parents read it, at /api/v1/children/:childId/audit, and the daily job that forgets
 * entries older than two years. Capabilities record into it through `context.audit`.
 */
export const childAuditCapability: Capability = {
  name: 'child-audit',
  endpoints: CHILD_AUDIT_ENDPOINTS,
  register({ app, audit, config }) {
    registerChildAuditRoutes(app, audit);
    // Tests forget old entries themselves, at the time their clock says.
    if (config.env !== 'test') {
      const job = startIntervalJob('child audit cleanup', CLEANUP_INTERVAL_MS, () => audit.forgetOld(), app.log);
      app.addHook('onClose', async () => job.stop());
    }
    return Promise.resolve();
  },
};
