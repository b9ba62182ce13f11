import { type EndpointTable, childArea } from '../endpoint-table.ts';
import {
  DLA_ANSWER_PATH,
  DLA_CLAIM_PATH,
  DLA_DIARY_ENTRY_PATH,
  DLA_DIARY_PATH,
  DLA_EVIDENCE_ITEM_PATH,
  DLA_EVIDENCE_PATH,
  DLA_PDF_PATH,
  DLA_PREFIX,
} from './routes.ts';

const DIARY_BODY = { date: '2020-01-01', period: 'night', help: 'Settling after waking', minutes: 20 } as const;
const EVIDENCE_BODY = { kind: 'school-report', title: 'Report', status: 'to-ask' } as const;

/** Every route of the DLA capability and who may call it: the child's `benefits` area. */
export const DLA_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: DLA_PREFIX, access: childArea('benefits', 'view') },
  { method: 'GET', path: DLA_PDF_PATH, access: childArea('benefits', 'view') },
  { method: 'PUT', path: DLA_CLAIM_PATH, body: { revision: 0 }, access: childArea('benefits', 'edit') },
  {
    method: 'PUT',
    path: DLA_ANSWER_PATH,
    body: { text: 'An answer', baseRevision: 0 },
    access: childArea('benefits', 'edit'),
  },
  { method: 'POST', path: DLA_DIARY_PATH, body: DIARY_BODY, access: childArea('benefits', 'edit') },
  { method: 'PATCH', path: DLA_DIARY_ENTRY_PATH, body: DIARY_BODY, access: childArea('benefits', 'edit') },
  { method: 'DELETE', path: DLA_DIARY_ENTRY_PATH, access: childArea('benefits', 'edit') },
  { method: 'POST', path: DLA_EVIDENCE_PATH, body: EVIDENCE_BODY, access: childArea('benefits', 'edit') },
  { method: 'PATCH', path: DLA_EVIDENCE_ITEM_PATH, body: EVIDENCE_BODY, access: childArea('benefits', 'edit') },
  { method: 'DELETE', path: DLA_EVIDENCE_ITEM_PATH, access: childArea('benefits', 'edit') },
];
