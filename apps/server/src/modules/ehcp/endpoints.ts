import { type EndpointTable, childArea } from '../endpoint-table.ts';
import { EHCP_PREFIX } from './routes.ts';

/** Every route of the EHCP capability and who may call it (area `education`). */
export const EHCP_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: EHCP_PREFIX, access: childArea('education', 'view') },
  {
    method: 'PUT',
    path: EHCP_PREFIX,
    body: { stage: 'requested', dates: { requestDate: '2026-01-05' } },
    access: childArea('education', 'edit'),
  },
  { method: 'GET', path: `${EHCP_PREFIX}/contacts`, access: childArea('education', 'view') },
  {
    method: 'POST',
    path: `${EHCP_PREFIX}/contacts`,
    body: { happenedOn: '2026-01-05', who: 'Case officer', method: 'phone' },
    access: childArea('education', 'edit'),
  },
  {
    method: 'PATCH',
    path: `${EHCP_PREFIX}/contacts/:contactId`,
    body: { summary: 'Changed' },
    access: childArea('education', 'edit'),
  },
  { method: 'DELETE', path: `${EHCP_PREFIX}/contacts/:contactId`, access: childArea('education', 'edit') },
  { method: 'GET', path: `${EHCP_PREFIX}/sections`, access: childArea('education', 'view') },
  {
    method: 'PUT',
    path: `${EHCP_PREFIX}/sections/:section`,
    body: { parent: 'Speech and language therapy, 45 minutes a week' },
    access: childArea('education', 'edit'),
  },
];
