import { ONBOARDING_API } from '@tedi/contracts';
import { type EndpointTable, OWN } from '../endpoint-table.ts';

/** Every route of the onboarding capability and who may call it. */
export const ONBOARDING_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: ONBOARDING_API.profile, access: OWN },
  { method: 'PUT', path: ONBOARDING_API.profile, body: { displayName: 'Somebody' }, access: OWN },
  { method: 'GET', path: ONBOARDING_API.onboarding, access: OWN },
  { method: 'PUT', path: ONBOARDING_API.onboarding, body: { completedStep: 1 }, access: OWN },
];
