import { useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useDashboard } from '../../../lib/settings/dashboard-context.tsx';
import { downloadPassport } from '../api/passport.ts';

type Kind = 'pdf' | 'card';

const DOWNLOADS: Readonly<Record<Kind, { label: string; fallbackName: string }>> = {
  pdf: { label: 'Download as PDF', fallbackName: 'hospital-passport.pdf' },
  card: { label: 'Wallet card (PDF)', fallbackName: 'hospital-passport-card.pdf' },
};

type State =
  { kind: 'idle' } | { kind: 'preparing' } | { kind: 'done'; fileName: string } | { kind: 'failed'; message: string };

/**
 * The passport on paper: the whole passport for the hospital bag (it prints clearly in colour and in black and
 * white) and a card the size of a bank card for a wallet, both in the font the person reads best.
 */
export function PassportDownloads({ childId }: { childId: string }) {
  const api = useSignedInApi();
  const { settings } = useDashboard();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = state.kind === 'preparing';

  const download = async (kind: Kind) => {
    if (busy) return;
    setState({ kind: 'preparing' });
    try {
      const { blob, fileName } = await downloadPassport(api, childId, kind, settings.fontFamily);
      const name = fileName ?? DOWNLOADS[kind].fallbackName;
      saveFile(blob, name);
      setState({ kind: 'done', fileName: name });
    } catch (error) {
      setState({
        kind: 'failed',
        message:
          error instanceof ApiRequestError && error.isClientError && error.code !== 'unexpected_response'
            ? error.message
            : 'We couldn’t make the PDF just now. Please check your connection and try again.',
      });
    }
  };

  return (
    <>
      {(['pdf', 'card'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          disabled={busy}
          className={BUTTON_CLASSES.secondary}
          onClick={() => void download(kind)}
        >
          {DOWNLOADS[kind].label}
        </button>
      ))}
      <p role="status" className="basis-full">
        {state.kind === 'preparing' ? 'Making the PDF…' : null}
        {state.kind === 'done' ? (
          <>
            Downloaded: <span className="font-semibold break-all">{state.fileName}</span>
          </>
        ) : null}
      </p>
      {state.kind === 'failed' ? (
        <div className="basis-full">
          <Notice tone="warning" title="The PDF didn’t download">
            {state.message}
          </Notice>
        </div>
      ) : null}
    </>
  );
}
