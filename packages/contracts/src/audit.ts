import { z as zod } from 'zod';
import type { ChildArea } from './child-areas.ts';

/** The audit of a child's data: who read or changed what about the child, and when, as a parent sees it. */

export const CHILD_AUDIT_ACTIONS = ['read', 'change'] as const;
export type ChildAuditAction = (typeof CHILD_AUDIT_ACTIONS)[number];

export const CHILD_AUDIT_LIMITS = { pageSizeMax: 100, pageSizeDefault: 50 } as const;

export const CHILD_AUDIT_API = {
  ofChild: (childId: string) => `/api/v1/children/${childId}/audit`,
} as const;

export const childAuditQuerySchema = zod.object({
  /** The `next` of the page before; left out for the newest page. */
  before: zod
    .string({ error: 'must be the `next` the previous page gave' })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f-]{36}$/i, {
      error: 'must be the `next` the previous page gave',
    })
    .optional(),
  limit: zod.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(CHILD_AUDIT_LIMITS.pageSizeMax, { error: `can be at most ${CHILD_AUDIT_LIMITS.pageSizeMax}` })
    .optional(),
});
export type ChildAuditQuery = zod.input<typeof childAuditQuerySchema>;

export interface ChildAuditEntryResponse {
  readonly id: string;
  /** Who it was, with the name they had then (their account may be gone since). */
  readonly actorName: string;
  readonly area: ChildArea;
  readonly action: ChildAuditAction;
  /** What was done, in words without the data itself: "opened the health hub". */
  readonly description: string;
  /** Reads of the same thing close together are one entry: when the first and the last were, and how many. */
  readonly firstAt: string;
  readonly lastAt: string;
  readonly times: number;
}

export interface ChildAuditPageResponse {
  readonly entries: readonly ChildAuditEntryResponse[];
  /** Pass as `before` for the next, older page (the last entry's time and id); null on the last page. */
  readonly next: string | null;
}
