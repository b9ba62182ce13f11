import { type EndpointTable, OWN } from '../endpoint-table.ts';
import { PREFERENCES_PATH } from './routes.ts';

/** Every route of the preferences capability and who may call it. */
export const PREFERENCES_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: PREFERENCES_PATH, access: OWN },
  { method: 'PUT', path: PREFERENCES_PATH, body: { dashboardLayout: 'cursor' }, access: OWN },
];
