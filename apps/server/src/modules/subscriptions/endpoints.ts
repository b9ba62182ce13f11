import { SPONSOR_PATHS, SUBSCRIPTIONS_API } from '@tedi/contracts';
import { ADMIN, type EndpointTable, OWN, PUBLIC } from '../endpoint-table.ts';

/** Every route of the subscriptions capability and who may call it. */
export const SUBSCRIPTIONS_ENDPOINTS: EndpointTable = [
  // The access checks, the status and billing answer for the caller's own family only.
  { method: 'POST', path: SUBSCRIPTIONS_API.accessRpc, access: OWN },
  { method: 'POST', path: SUBSCRIPTIONS_API.checkFunction, access: OWN },
  { method: 'GET', path: SUBSCRIPTIONS_API.status, access: OWN },
  { method: 'POST', path: SUBSCRIPTIONS_API.redeem, body: { code: 'TEDI-GUES-SCOD-E123' }, access: OWN },
  { method: 'POST', path: SUBSCRIPTIONS_API.checkout, body: { plan: 'monthly' }, access: OWN },
  { method: 'POST', path: SUBSCRIPTIONS_API.checkoutConfirm, body: { sessionId: 'cs_guess' }, access: OWN },
  { method: 'POST', path: SUBSCRIPTIONS_API.portal, access: OWN },
  { method: 'POST', path: SUBSCRIPTIONS_API.stripeWebhook, access: { kind: 'signed-by-provider' } },
  { method: 'GET', path: SUBSCRIPTIONS_API.sponsors, access: PUBLIC },
  { method: 'GET', path: SPONSOR_PATHS.list, access: PUBLIC },
  {
    method: 'POST',
    path: SUBSCRIPTIONS_API.licenceBatches,
    body: { sponsorName: 'Intruders Ltd', sponsorKind: 'charity', seats: 5, codes: 1, expiresOn: '2099-01-01' },
    access: ADMIN,
  },
  { method: 'GET', path: SUBSCRIPTIONS_API.licenceBatches, access: ADMIN },
  { method: 'GET', path: `${SUBSCRIPTIONS_API.licenceBatches}/:id`, access: ADMIN },
  { method: 'POST', path: `${SUBSCRIPTIONS_API.licenceBatches}/:id/revoke`, access: ADMIN },
  { method: 'POST', path: `${SUBSCRIPTIONS_API.licenceCodes}/:id/revoke`, access: ADMIN },
  {
    method: 'POST',
    path: SUBSCRIPTIONS_API.accessGrants,
    body: { email: 'someone@example.com', endsOn: '2099-01-01', reason: 'Intrusion' },
    access: ADMIN,
  },
  { method: 'GET', path: SUBSCRIPTIONS_API.accessGrants, access: ADMIN },
  { method: 'POST', path: `${SUBSCRIPTIONS_API.accessGrants}/:id/revoke`, access: ADMIN },
];
