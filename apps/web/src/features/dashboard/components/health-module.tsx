import { HEALTH_TIME_ZONE, type ChildSummaryResponse, type HealthHubResponse } from '@tedi/contracts';

import { useHealthHubs } from '../../health/api/health-hub.ts';
import { isLivePath } from '../model/shortcuts.ts';
import { PerChildModule } from './per-child-module.tsx';

export const HEALTH_HUB_PATH = '/parent/health-hub';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: HEALTH_TIME_ZONE });
const when = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: HEALTH_TIME_ZONE,
});

/** Today's doses not logged yet, as "19:00 Melatonin", earliest first. */
export function dosesStillToGive(hub: HealthHubResponse): string[] {
  const names = new Map(hub.medications.map((medication) => [medication.id, medication.name]));
  return hub.dueToday
    .filter((dose) => dose.log === null && names.has(dose.medicationId))
    .sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor))
    .map((dose) => `${time.format(new Date(dose.scheduledFor))} ${names.get(dose.medicationId)}`);
}

/** The next appointment that is not cancelled, or null. */
export function nextAppointment(hub: HealthHubResponse): HealthHubResponse['upcomingAppointments'][number] | null {
  return (
    [...hub.upcomingAppointments]
      .filter((appointment) => !appointment.cancelled)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0] ?? null
  );
}

/**
 * The dashboard's health module: for each child, today's doses still to give and the next appointment, with a way
 * into the health hub for that child.
 */
export function HealthModule({
  children,
  onChoose,
  headingClassName = 'text-h2 font-bold',
}: {
  children: readonly ChildSummaryResponse[];
  onChoose: (childId: string) => void;
  headingClassName?: string;
}) {
  const hubs = useHealthHubs(children.map((child) => child.id));
  if (children.length === 0 || !isLivePath(HEALTH_HUB_PATH)) return null;
  return (
    <PerChildModule
      id="health-module"
      heading="Health today"
      path={HEALTH_HUB_PATH}
      children={children}
      onChoose={onChoose}
      headingClassName={headingClassName}
      cardOf={(_child, index, name) => {
        const hub = hubs[index];
        const doses = hub?.data ? dosesStillToGive(hub.data) : [];
        const appointment = hub?.data ? nextAppointment(hub.data) : null;
        return {
          body: hub?.isPending ? (
            <p>Loading…</p>
          ) : hub?.isError || !hub?.data ? (
            <p>We couldn’t load {name}’s health just now.</p>
          ) : (
            <>
              <p>
                {doses.length === 0 ? (
                  'No doses left to give today.'
                ) : (
                  <>
                    <strong>
                      {doses.length} {doses.length === 1 ? 'dose' : 'doses'} still to give today:
                    </strong>{' '}
                    {doses.join(', ')}
                  </>
                )}
              </p>
              <p>
                {appointment
                  ? `Next appointment: ${appointment.withWhom}, ${when.format(new Date(appointment.startsAt))}`
                  : 'No appointments coming up.'}
              </p>
            </>
          ),
          linkLabel: `Open ${name}’s health hub`,
        };
      }}
    />
  );
}
