import type { ChildArea } from '@tedi/contracts';
import type { ReadPass } from '../../policies/child-access.ts';
import type { CalendarEvent } from './ics.ts';

/** The stretch of time a feed shows. */
export interface CalendarWindow {
  readonly from: Date;
  readonly to: Date;
}

/**
 * What a capability gives the calendar feed (decision record 0026): the events of one area of the children's
 * records (appointments are `health`). The feed asks the child access layer first and hands the source a read pass
 * for its area covering only the children the person may read there, so a family member with a health grant on one
 * child sees that child's appointments and no other's. The source reads through its own repository with the pass.
 */
export interface CalendarSource<Area extends ChildArea = ChildArea> {
  /** Names the source in errors and logs (e.g. `health-appointments`). */
  readonly name: string;
  readonly area: Area;
  eventsFor(pass: ReadPass<Area>, window: CalendarWindow): Promise<readonly CalendarEvent[]>;
}
