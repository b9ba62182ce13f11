import { useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadFamilyExport, type FamilyExportFormat } from '../../children/api/family-export.ts';

type Format = FamilyExportFormat;

const EXPORTS: Readonly<Record<Format, { label: string; fallbackName: string }>> = {
  json: { label: 'Download your family’s data', fallbackName: 'tedi-family-export.json' },
  zip: { label: 'Download with photos and files', fallbackName: 'tedi-family-export.zip' },
};

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'preparing'; format: Format }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

const DOWNLOAD_FAILED = 'We couldn’t prepare your download just now. Please check your connection and try again.';

/**
 * "Your family's data": everything Tedi keeps about the family, as one JSON file, or as a ZIP with every photo and
 * file too. Downloaded as the signed-in user, then saved by the browser.
 */
export function FamilyDataDownload() {
  const api = useSignedInApi();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const busy = state.kind === 'preparing';

  const download = async (format: Format) => {
    if (busy) return;
    setState({ kind: 'preparing', format });
    try {
      const { blob, fileName } = await downloadFamilyExport(api, format);
      const name = fileName ?? EXPORTS[format].fallbackName;
      saveFile(blob, name);
      setState({ kind: 'done', fileName: name });
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.isClientError && error.code !== 'unexpected_response'
          ? error.message
          : DOWNLOAD_FAILED;
      setState({ kind: 'failed', message });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p>
        You can download a copy of everything Tedi keeps about your family at any time: your children’s profiles, their
        conditions and the people who support them, and a list of your family’s photos and files.
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>
          <strong>Your family’s data</strong> is one file (JSON) that other apps and services can read. It is small and
          quick to download.
        </li>
        <li>
          <strong>With photos and files</strong> is a ZIP folder holding that same file and every photo and document
          your family has added. It can be large, so it may take a while on a slow connection.
        </li>
      </ul>
      <p className="text-ink-muted">
        The download holds private information about your children. Please keep it somewhere safe.
      </p>
      <div className="flex flex-wrap gap-3">
        {(['json', 'zip'] as const).map((format) => (
          <button
            key={format}
            type="button"
            disabled={busy}
            onClick={() => void download(format)}
            className={format === 'json' ? BUTTON_CLASSES.primary : BUTTON_CLASSES.secondary}
          >
            {EXPORTS[format].label}
          </button>
        ))}
      </div>
      <div role="status">
        {state.kind === 'preparing' ? (
          <p className="font-semibold">
            Preparing your download…
            {state.format === 'zip' ? ' With photos and files this can take a minute or two.' : ''}
          </p>
        ) : null}
        {state.kind === 'done' ? (
          <p>
            Your download has started: <span className="font-semibold break-all">{state.fileName}</span>. Your browser
            saves it where it usually keeps downloads.
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <Notice tone="warning" title="Your download didn’t work">
          {state.message}
        </Notice>
      ) : null}
    </div>
  );
}
