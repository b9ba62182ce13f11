import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

/** Families' times are in the UK; every timed event is written in this zone, with its definition in the file. */
export const CALENDAR_TIME_ZONE = 'Europe/London';

/** One event on a calendar, as a calendar source gives it. */
export interface CalendarEvent {
  /**
   * Stable for the life of the thing it shows (e.g. `appointment-<id>`), so a calendar app updates the event when
   * it changes rather than adding a second one. Made globally unique by the writer.
   */
  readonly id: string;
  readonly title: string;
  readonly start: Date;
  /** When it ends; an hour after the start when unknown. */
  readonly end: Date | null;
  readonly location?: string | null;
  readonly description?: string | null;
  /** A cancelled event stays in the feed as cancelled, so calendar apps take it off. */
  readonly cancelled?: boolean;
  /** When it last changed: calendar apps keep the newest version. */
  readonly updatedAt: Date;
  /**
   * A whole day (a deadline), not a time: `start` is midnight UTC of the day, and the calendar shows the day itself
   * in every time zone.
   */
  readonly allDay?: boolean;
}

export interface CalendarFile {
  /** The calendar's name as a calendar app shows it ("Tedi"). */
  readonly name: string;
  /** The host that makes event ids globally unique (the site's own). */
  readonly uidDomain: string;
  readonly events: readonly CalendarEvent[];
}

const HOUR_MS = 3_600_000;

/**
 * The one iCalendar (RFC 5545) writer: a file with one event (a download) or many (a feed). Times are written in
 * Europe/London with its VTIMEZONE, so an appointment at 09:30 in summer is 09:30 in every calendar app.
 */
export function writeCalendar({ name, uidDomain, events }: CalendarFile): string {
  const calendar = ical({
    name,
    prodId: { company: 'Tedi', product: 'Tedi', language: 'EN' },
    // No calendar-wide zone, so DTSTAMP and LAST-MODIFIED are written in UTC as RFC 5545 asks; the generator adds
    // the VTIMEZONE of the zone the events use.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of events) {
    if (event.allDay) {
      const day = event.start.toISOString().slice(0, 10);
      calendar.createEvent({
        id: `${event.id}@${uidDomain}`,
        summary: event.title,
        start: DateTime.fromISO(day, { zone: 'UTC' }),
        allDay: true,
        description: event.description ?? null,
        status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        stamp: event.updatedAt,
        lastModified: event.updatedAt,
        sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000)),
      });
      continue;
    }
    calendar.createEvent({
      id: `${event.id}@${uidDomain}`,
      summary: event.title,
      start: londonTime(event.start),
      end: londonTime(event.end ?? new Date(event.start.getTime() + HOUR_MS)),
      timezone: CALENDAR_TIME_ZONE,
      location: event.location ?? null,
      description: event.description ?? null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      // Later changes win in calendar apps that compare versions: seconds since 2020 rise with every change.
      sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000)),
    });
  }
  return calendar.toString();
}

/** The moment as a wall-clock time in London (a plain Date would be written in the server's own zone). */
function londonTime(moment: Date): DateTime {
  return DateTime.fromJSDate(moment, { zone: CALENDAR_TIME_ZONE });
}
