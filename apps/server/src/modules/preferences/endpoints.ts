import { type EndpointTable, OWN_EVERY_ROLE } from '../endpoint-table.ts';
import { PREFERENCES_PATH } from './routes.ts';

/** Every route of the preferences capability and who may call it. */
export const PREFERENCES_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: PREFERENCES_PATH, access: OWN_EVERY_ROLE },
  { method: 'PUT', path: PREFERENCES_PATH, body: { dashboardLayout: 'cursor' }, access: OWN_EVERY_ROLE },
];
