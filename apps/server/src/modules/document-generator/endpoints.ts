import { type EndpointTable, childArea } from '../endpoint-table.ts';
import { GENERATOR_DRAFT_PATH, GENERATOR_PATH, GENERATOR_SENDER_PATH, generatorMakePath } from './routes.ts';

const DRAFT = { values: { needs: 'Finds busy rooms very hard' } };

/** Every route of the document generator and who may call it: drafts are the child's documents. */
export const GENERATOR_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: GENERATOR_PATH, access: childArea('documents', 'view') },
  { method: 'GET', path: GENERATOR_DRAFT_PATH, access: childArea('documents', 'view') },
  { method: 'PUT', path: GENERATOR_DRAFT_PATH, body: DRAFT, access: childArea('documents', 'edit') },
  { method: 'DELETE', path: GENERATOR_DRAFT_PATH, access: childArea('documents', 'edit') },
  {
    method: 'PUT',
    path: GENERATOR_SENDER_PATH,
    body: { name: 'Sam Parent', addressLines: ['1 High Street', 'Leeds'] },
    access: childArea('documents', 'edit'),
  },
  { method: 'POST', path: generatorMakePath('pdf'), body: DRAFT, access: childArea('documents', 'edit') },
  { method: 'POST', path: generatorMakePath('docx'), body: DRAFT, access: childArea('documents', 'edit') },
];
