import { type EndpointTable, childArea } from '../endpoint-table.ts';
import { STORAGE_PREFIX } from './file-routes.ts';
import { CHILDREN_API_PREFIX, FAMILY_EXPORT_PATH } from './routes.ts';

const CHILD = `${CHILDREN_API_PREFIX}/:childId`;

/** Every route of the children capability and who may call it. */
export const CHILDREN_ENDPOINTS: EndpointTable = [
  {
    method: 'GET',
    path: CHILDREN_API_PREFIX,
    query: 'includeArchived=true',
    access: { kind: 'family', action: 'list' },
  },
  { method: 'POST', path: CHILDREN_API_PREFIX, body: { name: 'Intruder' }, access: { kind: 'family', action: 'add' } },
  { method: 'GET', path: FAMILY_EXPORT_PATH, access: { kind: 'family', action: 'export' } },
  { method: 'GET', path: FAMILY_EXPORT_PATH, query: 'format=zip', access: { kind: 'family', action: 'export' } },
  { method: 'GET', path: CHILD, access: childArea('profile', 'view') },
  { method: 'PATCH', path: CHILD, body: { name: 'X' }, access: childArea('profile', 'edit') },
  { method: 'POST', path: `${CHILD}/archive`, access: childArea('profile', 'manage') },
  { method: 'POST', path: `${CHILD}/restore`, access: childArea('profile', 'manage') },
  { method: 'POST', path: `${CHILD}/conditions`, body: { name: 'Invented' }, access: childArea('health', 'edit') },
  {
    method: 'PATCH',
    path: `${CHILD}/conditions/:conditionId`,
    body: { name: 'Changed' },
    access: childArea('health', 'edit'),
  },
  { method: 'DELETE', path: `${CHILD}/conditions/:conditionId`, access: childArea('health', 'edit') },
  {
    method: 'POST',
    path: `${CHILD}/contacts`,
    body: { role: 'Stranger', name: 'Nobody' },
    access: childArea('profile', 'edit'),
  },
  {
    method: 'PATCH',
    path: `${CHILD}/contacts/:contactId`,
    body: { name: 'Changed' },
    access: childArea('profile', 'edit'),
  },
  { method: 'DELETE', path: `${CHILD}/contacts/:contactId`, access: childArea('profile', 'edit') },
  {
    method: 'POST',
    path: `${CHILD}/contacts/import`,
    body: { csv: 'Name,Role\nNobody,Stranger\n', dryRun: true },
    access: childArea('profile', 'edit'),
  },
  {
    method: 'POST',
    path: `${CHILD}/contacts/import`,
    body: { csv: 'Name,Role\nNobody,Stranger\n', dryRun: false },
    access: childArea('profile', 'edit'),
  },
  { method: 'DELETE', path: `${CHILD}/photo`, access: childArea('profile', 'manage') },
  {
    method: 'POST',
    path: `${STORAGE_PREFIX}/children/:childId/photo`,
    upload: 'photo',
    access: childArea('profile', 'manage'),
  },
  { method: 'GET', path: `${STORAGE_PREFIX}/object/:fileId`, access: childArea('profile', 'view') },
];
