import type { ProfileRole } from '@tedi/db';

/** Everything that can be done with the public site's content and the messages sent through its contact form. */
export const CONTENT_ACTIONS = [
  /** Read published items (and scheduled ones whose time has come). */
  'content.read-public',
  /** Read drafts and items scheduled for later. */
  'content.read-unpublished',
  'content.create',
  'content.update',
  'content.publish',
  'contact-messages.read',
] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** Who is asking: a signed-in role, or nobody (`null`, a visitor). */
export type ContentActorRole = ProfileRole | null;

const EDITOR_ROLES: ReadonlySet<ProfileRole> = new Set(['admin', 'super_admin']);

/** Who may do what. Anything not listed is refused (deny by default). */
const ALLOWED: Readonly<Record<ContentAction, (role: ContentActorRole) => boolean>> = {
  'content.read-public': () => true,
  'content.read-unpublished': (role) => role !== null && EDITOR_ROLES.has(role),
  'content.create': (role) => role !== null && EDITOR_ROLES.has(role),
  'content.update': (role) => role !== null && EDITOR_ROLES.has(role),
  'content.publish': (role) => role !== null && EDITOR_ROLES.has(role),
  'contact-messages.read': (role) => role !== null && EDITOR_ROLES.has(role),
};

export function mayContent(role: ContentActorRole, action: ContentAction): boolean {
  const rule = ALLOWED[action] as ((role: ContentActorRole) => boolean) | undefined;
  return rule ? rule(role) : false;
}
