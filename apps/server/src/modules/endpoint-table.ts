import type { ChildArea, ShareLinkKind } from '@tedi/contracts';
import type { ChildAction, FamilyChildrenAction } from '../policies/child-access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The unauthorised-access suite tries everyone else against it: a stranger, a forged
 * token, another family's parent, family members without the grant or with a read-only one, a child of the family,
 * administrators, and a parent who owes a second factor.
 */
export type EndpointAccess =
  /** Anyone, signed in or not: public pages and reading, the contact form. */
  | { readonly kind: 'public' }
  /**
   * The signed-in caller's own account: everyone signed in reaches their own, never another's. With `everyRole`,
   * every role has one (family members and children too), so a read answers 200 to each of them.
   */
  | { readonly kind: 'own'; readonly everyRole?: boolean }
  /** A child signed in to their own area (the child role): each child their own, nobody else, not even a parent. */
  | { readonly kind: 'child-self' }
  /**
   * A trusted device's side of the child sign-in, before anyone signs in: whoever holds a device token the family
   * trusted (in the body); without one, refused whoever asks.
   */
  | { readonly kind: 'trusted-device' }
  /** One child's record (`:childId` in the path, or the file's child): the area and what is done there. */
  | { readonly kind: 'child'; readonly area: ChildArea; readonly action: ChildAction }
  /** The family's children as a whole: only parents, each of their own family. */
  | { readonly kind: 'family'; readonly action: FamilyChildrenAction }
  /** The family's members and invitations: only parents, each of their own family. */
  | { readonly kind: 'family-members' }
  /** What is shared with an invited family member: only family members, each their own. */
  | { readonly kind: 'shared-with-member' }
  /** Administrators only (the role as the database says, at aal2 where a factor is set). */
  | { readonly kind: 'admin' }
  /** A call a provider signs (a payment webhook): refused without the signature. */
  | { readonly kind: 'signed-by-provider' }
  /**
   * The page a share link opens (`registerSharedPage`, with `:token` in the path): anyone holding an open link of
   * this kind, signed in or not. A link that is unknown, expired or withdrawn shows nothing, to anyone.
   */
  | { readonly kind: 'share-link'; readonly shareKind: ShareLinkKind };

/** One route of a capability, as it is registered, and who may call it. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** The path as registered, with `:name` parameters (e.g. `/api/v1/children/:childId`). */
  readonly path: string;
  readonly access: EndpointAccess;
  /** A body an allowed caller could send, so a refusal is never just a validation error. */
  readonly body?: Readonly<Record<string, unknown>>;
  /** A query string an allowed caller could send (without `?`). */
  readonly query?: string;
  /** Sent as a multipart upload of a photo. */
  readonly upload?: 'photo';
}

export type EndpointTable = readonly Endpoint[];

/** Shorthands so tables read as a list of routes. */
export const PUBLIC: EndpointAccess = { kind: 'public' };
export const OWN: EndpointAccess = { kind: 'own' };
export const OWN_EVERY_ROLE: EndpointAccess = { kind: 'own', everyRole: true };
export const ADMIN: EndpointAccess = { kind: 'admin' };
export const CHILD_SELF: EndpointAccess = { kind: 'child-self' };
export const TRUSTED_DEVICE: EndpointAccess = { kind: 'trusted-device' };
export const sharedLink = (shareKind: ShareLinkKind): EndpointAccess => ({ kind: 'share-link', shareKind });
export const childArea = (area: ChildArea, action: ChildAction): EndpointAccess => ({ kind: 'child', area, action });
