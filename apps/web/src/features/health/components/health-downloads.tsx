import { useState } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useDashboard } from '../../../lib/settings/dashboard-context.tsx';
import { downloadHealth, type HealthDownload } from '../api/health-hub.ts';

type State =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; fileName: string } | { kind: 'failed'; message: string };

const FAILED = 'That download didn’t work just now. Please check your connection and try again.';

/** Downloads one file of the health record as the signed-in person and hands it to the browser to save. */
function useHealthDownload(childId: string) {
  const api = useSignedInApi();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const start = async (what: HealthDownload, fallbackName: string) => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await downloadHealth(api, childId, what);
      const name = fileName ?? fallbackName;
      saveFile(blob, name);
      setState({ kind: 'done', fileName: name });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiRequestError && error.isClientError ? error.message : FAILED,
      });
    }
  };
  return { state, start };
}

function DownloadStatus({ state }: { state: State }) {
  return (
    <>
      <p role="status" className="basis-full">
        {state.kind === 'busy' ? 'Preparing the file…' : null}
        {state.kind === 'done' ? (
          <>
            Downloaded: <span className="font-semibold break-all">{state.fileName}</span>
          </>
        ) : null}
      </p>
      {state.kind === 'failed' ? (
        <div className="basis-full">
          <Notice tone="warning">{state.message}</Notice>
        </div>
      ) : null}
    </>
  );
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
  const { state, start } = useHealthDownload(childId);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={BUTTON_CLASSES.secondary}
        disabled={state.kind === 'busy'}
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
  const { state, start } = useHealthDownload(childId);
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
          disabled={state.kind === 'busy'}
          onClick={() => void start({ kind: 'summary', font: settings.fontFamily }, 'health-summary.pdf')}
        >
          Health summary (PDF)
        </button>
        {canManage ? (
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            disabled={state.kind === 'busy'}
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
