import type { AccessGrantResponse, LicenceBatchResponse, LicenceCodeSummary, SPONSOR_KINDS } from '@tedi/contracts';
import { licenceCodeHint } from './codes.ts';
import type { BatchWithUse, CodeSummaryRow, GrantWithEmail } from './repository.ts';

export function presentBatch(batch: BatchWithUse): LicenceBatchResponse {
  return {
    id: batch.id,
    sponsorName: batch.sponsorName,
    sponsorKind: batch.sponsorKind as (typeof SPONSOR_KINDS)[number],
    seats: batch.seats,
    seatsUsed: batch.seatsUsed,
    expiresOn: batch.expiresOn,
    publiclyListed: batch.publiclyListed,
    revokedAt: batch.revokedAt?.toISOString() ?? null,
    createdAt: batch.createdAt.toISOString(),
  };
}

/** A code after it was made: its id and a hint, never the whole code. */
export function presentCodeSummary(code: CodeSummaryRow): LicenceCodeSummary {
  return {
    id: code.id,
    hint: licenceCodeHint(code.code),
    revokedAt: code.revokedAt?.toISOString() ?? null,
    redemptions: Number(code.redemptions),
  };
}

export function presentGrant(grant: GrantWithEmail): AccessGrantResponse {
  return {
    id: grant.id,
    userId: grant.userId,
    email: grant.email,
    endsOn: grant.endsOn,
    reason: grant.reason,
    grantedBy: grant.grantedBy,
    revokedAt: grant.revokedAt?.toISOString() ?? null,
    createdAt: grant.createdAt.toISOString(),
  };
}
