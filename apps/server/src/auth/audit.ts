import type { Database } from '@tedi/db';
import type { RequestContext } from './context.ts';
import * as repository from './repository.ts';

/** Records what happened to an account, and who asked from where; inside the caller's transaction when given one. */
export async function audit(
  db: Database,
  ctx: RequestContext,
  userId: string | null,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await repository.insertAuditEntry(db, { userId, action, ip: ctx.ip, userAgent: ctx.userAgent, details });
}
