import { SHARE_LINK_KINDS } from '@tedi/contracts';
import { type EndpointTable, childArea, sharedLink } from '../endpoint-table.ts';
import {
  FHIR_EXPORT_PATH,
  HEALTH_SUMMARY_PATH,
  PASSPORT_CARD_PATH,
  PASSPORT_PATH,
  PASSPORT_PDF_PATH,
} from './routes.ts';

/** Every route of the health passport and who may call it. */
export const PASSPORT_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: PASSPORT_PATH, access: childArea('health', 'view') },
  {
    method: 'PATCH',
    path: PASSPORT_PATH,
    body: { whenAnxious: 'Speak slowly and show pictures' },
    access: childArea('health', 'edit'),
  },
  { method: 'POST', path: `${PASSPORT_PATH}/review`, access: childArea('health', 'edit') },
  { method: 'GET', path: PASSPORT_PDF_PATH, query: 'font=opendyslexic', access: childArea('health', 'view') },
  { method: 'GET', path: PASSPORT_CARD_PATH, access: childArea('health', 'view') },
  {
    method: 'GET',
    path: HEALTH_SUMMARY_PATH,
    query: 'font=atkinson-hyperlegible',
    access: childArea('health', 'view'),
  },
  { method: 'GET', path: FHIR_EXPORT_PATH, access: childArea('health', 'manage') },
  {
    method: 'GET',
    path: `${SHARE_LINK_KINDS['health-passport'].path}/:token`,
    access: sharedLink('health-passport'),
  },
];
