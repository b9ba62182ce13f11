import { z as zod } from 'zod';
import type { ChildArea } from './child-areas.ts';

/**
 * Share links: one kind of expiring, revocable link to one thing a parent chooses to share (the health passport
 * first). Whoever holds the link reads that thing without an account until it expires or is withdrawn; every
 * opening is logged for the parents.
 */

/** What can be shared by link: the area of the child's record it belongs to, and where its page lives. */
export const SHARE_LINK_KINDS = {
  'health-passport': { area: 'health', path: '/share/passport', label: 'Health passport' },
} as const satisfies Readonly<Record<string, { area: ChildArea; path: string; label: string }>>;
export type ShareLinkKind = keyof typeof SHARE_LINK_KINDS;
export const SHARE_LINK_KIND_NAMES = Object.keys(SHARE_LINK_KINDS) as [ShareLinkKind, ...ShareLinkKind[]];

export const SHARE_LINK_LIMITS = {
  /** The shortest and longest a link may stay open: an hour for an appointment, four weeks for a respite stay. */
  minHours: 1,
  maxHours: 24 * 7 * 4,
  labelMax: 120,
} as const;

export const SHARE_LINKS_API = {
  ofChild: (childId: string) => `/api/v1/children/${childId}/share-links`,
  link: (childId: string, linkId: string) => `/api/v1/children/${childId}/share-links/${linkId}`,
} as const;

export const shareLinkCreateSchema = zod.object({
  kind: zod.enum(SHARE_LINK_KIND_NAMES, { error: 'Please choose what to share' }),
  /** Who the link is for, so the parent knows which link to withdraw ("Ward 4 nurses"). */
  label: zod
    .string({ error: 'The name of the link must be text' })
    .trim()
    .min(1, { error: 'Please say who the link is for, e.g. “Ward 4 nurses”' })
    .max(SHARE_LINK_LIMITS.labelMax, {
      error: `The name of the link can be at most ${SHARE_LINK_LIMITS.labelMax} characters`,
    }),
  expiresInHours: zod
    .number({ error: 'Please choose how long the link stays open' })
    .int({ error: 'Please choose a whole number of hours' })
    .min(SHARE_LINK_LIMITS.minHours, { error: 'A link must stay open for at least an hour' })
    .max(SHARE_LINK_LIMITS.maxHours, { error: 'A link can stay open for at most four weeks' }),
});
export type ShareLinkCreateInput = zod.input<typeof shareLinkCreateSchema>;

export interface ShareLinkOpeningResponse {
  readonly openedAt: string;
  /** A coarse description of the device, e.g. "Safari on iPhone"; never an address. */
  readonly device: string;
}

export type ShareLinkStatus = 'open' | 'expired' | 'withdrawn';

export interface ShareLinkResponse {
  readonly id: string;
  readonly childId: string;
  readonly kind: ShareLinkKind;
  readonly label: string;
  readonly createdAt: string;
  readonly createdByName: string | null;
  readonly expiresAt: string;
  readonly revokedAt: string | null;
  readonly status: ShareLinkStatus;
  /** Newest first. */
  readonly openings: readonly ShareLinkOpeningResponse[];
}

export interface ShareLinkListResponse {
  readonly links: readonly ShareLinkResponse[];
}

/** The answer to making a link: the only time its address is shown, with a QR code of it. */
export interface ShareLinkCreatedResponse {
  readonly link: ShareLinkResponse;
  readonly url: string;
  readonly qrCode: { readonly svg: string; readonly pngDataUrl: string };
}
