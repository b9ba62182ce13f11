import { type EndpointTable, childArea } from '../endpoint-table.ts';
import { APPOINTMENT_CALENDAR_PATH, HEALTH_DOCUMENT_UPLOAD_PATH, HEALTH_ENTRY_PATHS, HEALTH_PREFIX } from './routes.ts';

/** A body an allowed caller could send for each kind of entry, so a refusal is never a validation error. */
const ENTRY_BODIES = {
  allergies: { substance: 'Invented', severity: 'mild' },
  professionals: { role: 'GP', name: 'Dr Nobody' },
  medications: {
    name: 'Invented',
    doseAmount: 1,
    doseUnit: 'mg',
    form: 'whole',
    route: 'oral',
    schedule: { kind: 'regular', times: ['08:00'], days: ['mon'] },
  },
  appointments: { withWhom: 'Dr Nobody', startsAt: '2030-01-01T09:00:00Z' },
  growth: { measuredOn: '2020-01-01', heightCm: 100 },
  events: { kind: 'symptom', occurredAt: '2020-01-01T09:00:00Z' },
  immunisations: { vaccine: 'Invented', givenOn: '2020-01-01' },
} as const;

/** Every route of the health capability and who may call it. */
export const HEALTH_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: HEALTH_PREFIX, access: childArea('health', 'view') },
  ...Object.entries(HEALTH_ENTRY_PATHS).flatMap(([kind, { path, id }]) => {
    const body = ENTRY_BODIES[kind as keyof typeof ENTRY_BODIES];
    return [
      { method: 'POST', path: `${HEALTH_PREFIX}/${path}`, body, access: childArea('health', 'edit') },
      { method: 'PATCH', path: `${HEALTH_PREFIX}/${path}/:${id}`, body, access: childArea('health', 'edit') },
      { method: 'DELETE', path: `${HEALTH_PREFIX}/${path}/:${id}`, access: childArea('health', 'edit') },
    ] as const;
  }),
  {
    method: 'POST',
    path: `${HEALTH_PREFIX}/medications/:medicationId/doses`,
    body: { status: 'given' },
    access: childArea('health', 'edit'),
  },
  { method: 'DELETE', path: `${HEALTH_PREFIX}/doses/:doseId`, access: childArea('health', 'edit') },
  { method: 'GET', path: `${HEALTH_PREFIX}/timeline`, access: childArea('health', 'view') },
  {
    method: 'GET',
    path: `${HEALTH_PREFIX}/timeline`,
    query: 'kinds=dose,seizure&limit=5',
    access: childArea('health', 'view'),
  },
  {
    method: 'GET',
    path: `${HEALTH_PREFIX}/changes`,
    query: 'professionalId=:professionalId',
    access: childArea('health', 'view'),
  },
  {
    method: 'GET',
    path: `${HEALTH_PREFIX}/documents`,
    query: 'q=letter&tag=clinic',
    access: childArea('health', 'view'),
  },
  {
    method: 'PATCH',
    path: `${HEALTH_PREFIX}/documents/:documentId`,
    body: { title: 'Changed' },
    access: childArea('health', 'edit'),
  },
  { method: 'DELETE', path: `${HEALTH_PREFIX}/documents/:documentId`, access: childArea('health', 'manage') },
  { method: 'POST', path: HEALTH_DOCUMENT_UPLOAD_PATH, upload: 'photo', access: childArea('health', 'manage') },
  { method: 'GET', path: APPOINTMENT_CALENDAR_PATH, access: childArea('health', 'view') },
];
