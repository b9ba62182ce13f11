import { type AdminAsker, mayAdminister } from './admin.ts';

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

/** Who is asking: a signed-in person's role (from the database) and session level, or nobody (`null`, a visitor). */
export type ContentAsker = AdminAsker | null;

/** Who may do what: everything but reading what is published is an administrator's action. Deny by default. */
const ALLOWED: Readonly<Record<ContentAction, (asker: ContentAsker) => boolean>> = {
  'content.read-public': () => true,
  'content.read-unpublished': mayAdminister,
  'content.create': mayAdminister,
  'content.update': mayAdminister,
  'content.publish': mayAdminister,
  'contact-messages.read': mayAdminister,
};

export function mayContent(asker: ContentAsker, action: ContentAction): boolean {
  const rule = ALLOWED[action] as ((asker: ContentAsker) => boolean) | undefined;
  return rule ? rule(asker) : false;
}
