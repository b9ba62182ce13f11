import { type EndpointTable, OWN_EVERY_ROLE } from '../endpoint-table.ts';
import { ACCOUNT_DELETION_PATH } from './routes.ts';

/** Every route of the account deletion capability and who may call it. */
export const ACCOUNT_DELETION_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: ACCOUNT_DELETION_PATH, access: OWN_EVERY_ROLE },
  { method: 'POST', path: ACCOUNT_DELETION_PATH, body: { password: 'not the password' }, access: OWN_EVERY_ROLE },
  { method: 'DELETE', path: ACCOUNT_DELETION_PATH, access: OWN_EVERY_ROLE },
];
