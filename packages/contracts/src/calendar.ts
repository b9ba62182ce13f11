/** A person's private calendar feed: the address their calendar app subscribes to. */
export const CALENDAR_FEED_API = {
  /** The signed-in person's own feed: GET its state, POST a new address (the old one stops), DELETE to stop it. */
  feed: '/api/v1/calendar-feed',
  /** The feed itself, read by calendar apps without an account: `/calendar/v1/<token>.ics`. */
  publicFeed: '/calendar/v1/:feed',
} as const;

/**
 * The state of one's feed. The address is shown only when it is made: only a hash of it is kept, so a lost address
 * is replaced by a new one rather than shown again.
 */
export interface CalendarFeedResponse {
  readonly active: boolean;
  /** When the address in use was made; null without one. */
  readonly createdAt: string | null;
  /** The address to give a calendar app; present only in the answer that made it. */
  readonly url?: string;
  /** The same address as `webcal://`, which opens the calendar app on most devices. */
  readonly webcalUrl?: string;
}
