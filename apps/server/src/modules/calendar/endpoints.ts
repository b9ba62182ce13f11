import { CALENDAR_FEED_API } from '@tedi/contracts';
import { type EndpointTable, OWN_EVERY_ROLE, PUBLIC } from '../endpoint-table.ts';

/** Every route of the calendar capability and who may call it. */
export const CALENDAR_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: CALENDAR_FEED_API.feed, access: OWN_EVERY_ROLE },
  { method: 'POST', path: CALENDAR_FEED_API.feed, access: OWN_EVERY_ROLE },
  { method: 'DELETE', path: CALENDAR_FEED_API.feed, access: OWN_EVERY_ROLE },
  // Read by calendar apps with the unguessable address as the only key; an unknown or stopped one is 404.
  { method: 'GET', path: CALENDAR_FEED_API.publicFeed, access: PUBLIC },
];
