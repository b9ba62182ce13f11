import { type EndpointTable, childArea } from '../endpoint-table.ts';
import { SHARE_LINK_PATH, SHARE_LINKS_PATH } from './routes.ts';

/**
 * Every route of share links and who may call them: parents only, as sharing is theirs alone. The pages links
 * open are the sharing capabilities' own (`registerSharedPage`), declared in their tables as `sharedLink(kind)`.
 */
export const SHARE_LINKS_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: SHARE_LINKS_PATH, access: childArea('health', 'manage') },
  {
    method: 'POST',
    path: SHARE_LINKS_PATH,
    body: { kind: 'health-passport', label: 'A stranger', expiresInHours: 24 },
    access: childArea('health', 'manage'),
  },
  { method: 'DELETE', path: SHARE_LINK_PATH, access: childArea('health', 'manage') },
];
