import { type EndpointTable, childArea } from '../endpoint-table.ts';
import { CHILD_AUDIT_PATH } from './routes.ts';

/** The audit's one route: parents only. */
export const CHILD_AUDIT_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: CHILD_AUDIT_PATH, access: childArea('profile', 'manage') },
  { method: 'GET', path: CHILD_AUDIT_PATH, query: 'limit=5', access: childArea('profile', 'manage') },
];
