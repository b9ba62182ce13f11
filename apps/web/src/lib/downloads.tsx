import { useState } from 'react';

import { Notice } from '../components/ui/notice.tsx';
import { ApiRequestError } from './api-client.ts';
import { saveFile } from './save-file.ts';

/** Where a download stands: nothing yet, being made, saved under a name, or refused with a message. */
export type DownloadState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'done'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly message: string };

const DOWNLOAD_FAILED = 'That download didn’t work just now. Please check your connection and try again.';

/**
 * Fetches a file as the signed-in person and hands it to the browser to save, under the name the server gave it
 * (or `fallbackName`); one at a time. A refusal the person can act on is said in the server's words.
 */
export function useDownload() {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const start = async (fetchFile: () => Promise<{ blob: Blob; fileName: string | null }>, fallbackName: string) => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await fetchFile();
      const name = fileName ?? fallbackName;
      saveFile(blob, name);
      setState({ kind: 'done', fileName: name });
    } catch (error) {
      setState({
        kind: 'failed',
        message:
          error instanceof ApiRequestError && error.isClientError && error.code !== 'unexpected_response'
            ? error.message
            : DOWNLOAD_FAILED,
      });
    }
  };
  return { state, busy: state.kind === 'busy', start };
}

/** What a download came to, said politely beside its buttons, and a warning when it failed. */
export function DownloadStatus({
  state,
  busyText = 'Preparing the file…',
}: {
  state: DownloadState;
  busyText?: string;
}) {
  return (
    <>
      <p role="status" className="basis-full">
        {state.kind === 'busy' ? busyText : null}
        {state.kind === 'done' ? (
          <>
            Downloaded: <span className="font-semibold break-all">{state.fileName}</span>
          </>
        ) : null}
      </p>
      {state.kind === 'failed' ? (
        <div className="basis-full">
          <Notice tone="warning" title="The download didn’t work">
            {state.message}
          </Notice>
        </div>
      ) : null}
    </>
  );
}
