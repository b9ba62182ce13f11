import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { DownloadStatus, useDownload } from '../../../lib/downloads.tsx';
import { useDashboard } from '../../../lib/settings/dashboard-context.tsx';
import { downloadHealth, type HealthDownload } from '../api/health-hub.ts';

/** One file of the health record, downloaded as the signed-in person. */
function useHealthDownload(childId: string) {
  const api = useSignedInApi();
  const download = useDownload();
  return {
    ...download,
    start: (what: HealthDownload, fallbackName: string) =>
      download.start(() => downloadHealth(api, childId, what), fallbackName),
  };
}

/** "Add to calendar" for one appointment: a calendar file a phone or computer offers to add. */
export function AddToCalendar({
  childId,
  appointmentId,
  withWhom,
}: {
  childId: string;
  appointmentId: string;
  withWhom: string;
}) {
  const { state, busy, start } = useHealthDownload(childId);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={BUTTON_CLASSES.secondary}
        disabled={busy}
        onClick={() => void start({ kind: 'appointment', appointmentId }, 'appointment.ics')}
      >
        Add to calendar<span className="sr-only">: appointment with {withWhom}</span>
      </button>
      <DownloadStatus state={state} />
    </div>
  );
}

/**
 * The record to take along: the passport for a hospital, a summary on paper for a consultation, and (for parents)
 * the whole record in FHIR, the format clinical systems import.
 */
export function HealthDownloads({
  childId,
  childName,
  canManage,
}: {
  childId: string;
  childName: string;
  canManage: boolean;
}) {
  const { settings } = useDashboard();
  const { state, busy, start } = useHealthDownload(childId);
  return (
    <div className="flex flex-col gap-3">
      <p>
        For a new doctor, a consultation or a respite stay. In an emergency, the{' '}
        <Link to="/parent/health-passport" className="font-semibold text-brand underline">
          hospital passport
        </Link>{' '}
        puts what matters first.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={BUTTON_CLASSES.secondary}
          disabled={busy}
          onClick={() => void start({ kind: 'summary', font: settings.fontFamily }, 'health-summary.pdf')}
        >
          Health summary (PDF)
        </button>
        {canManage ? (
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            disabled={busy}
            onClick={() => void start({ kind: 'fhir' }, 'health-record.fhir.json')}
          >
            Record for clinical systems (FHIR)
          </button>
        ) : null}
        <DownloadStatus state={state} />
      </div>
      {canManage ? (
        <p className="text-ink-muted">
          The FHIR file holds {childName}’s whole record in the standard format NHS and other clinical systems import.
          It holds private information: give it only to the service that asked for it.
        </p>
      ) : null}
    </div>
  );
}
