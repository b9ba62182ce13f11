import { type EndpointTable, childArea } from '../endpoint-table.ts';
import {
  DOCUMENT_FILE_PATH,
  DOCUMENT_PATH,
  DOCUMENT_UPLOAD_PATH,
  DOCUMENT_VERSION_UPLOAD_PATH,
  DOCUMENTS_PREFIX,
} from './routes.ts';

/** Every route of the document library and who may call it: view to list and download, edit for the rest. */
export const DOCUMENTS_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: DOCUMENTS_PREFIX, access: childArea('documents', 'view') },
  { method: 'GET', path: DOCUMENTS_PREFIX, query: 'q=report&tag=school', access: childArea('documents', 'view') },
  { method: 'GET', path: DOCUMENT_PATH, access: childArea('documents', 'view') },
  { method: 'PATCH', path: DOCUMENT_PATH, body: { title: 'Changed' }, access: childArea('documents', 'edit') },
  { method: 'DELETE', path: DOCUMENT_PATH, access: childArea('documents', 'edit') },
  { method: 'POST', path: `${DOCUMENT_PATH}/restore`, access: childArea('documents', 'edit') },
  { method: 'GET', path: DOCUMENT_FILE_PATH, access: childArea('documents', 'view') },
  { method: 'POST', path: DOCUMENT_UPLOAD_PATH, upload: 'photo', access: childArea('documents', 'edit') },
  { method: 'POST', path: DOCUMENT_VERSION_UPLOAD_PATH, upload: 'photo', access: childArea('documents', 'edit') },
];
