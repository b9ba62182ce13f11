/**
 * What the reminders read about an appointment when a reminder is due. The health hub implements it over its own
 * table (`health_appointments`) and gives it to the reminders with `reminders.useAppointments(reader)` when it
 * registers. It is read again at the reminder's time, so an appointment moved or cancelled since it was scheduled is
 * never reminded wrongly.
 */
export interface AppointmentReader {
  /** The appointment as it is now; null when it no longer exists. */
  appointmentForReminder(appointmentId: string): Promise<RemindedAppointment | null>;
}

export interface RemindedAppointment {
  readonly id: string;
  readonly childId: string;
  /** Who it is with, as the parent wrote it ("Dr Shah, paediatrician"). */
  readonly withWhom: string;
  readonly location: string | null;
  readonly startsAt: Date;
  /** Set when the appointment was cancelled: no reminder goes. */
  readonly cancelledAt: Date | null;
}

/** What the health hub passes when an appointment is saved or moved: enough to know when to remind. */
export type ScheduledAppointment = Pick<RemindedAppointment, 'id' | 'startsAt' | 'cancelledAt'>;
