import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { DownloadStatus, useDownload } from '../../../lib/downloads.tsx';
import { useDashboard } from '../../../lib/settings/dashboard-context.tsx';
import { downloadPassport } from '../api/passport.ts';

const DOWNLOADS = {
  pdf: { label: 'Download as PDF', fallbackName: 'hospital-passport.pdf' },
  card: { label: 'Wallet card (PDF)', fallbackName: 'hospital-passport-card.pdf' },
} as const;

/**
 * The passport on paper: the whole passport for the hospital bag (it prints clearly in colour and in black and
 * white) and a card the size of a bank card for a wallet, both in the font the person reads best.
 */
export function PassportDownloads({ childId }: { childId: string }) {
  const api = useSignedInApi();
  const { settings } = useDashboard();
  const { state, busy, start } = useDownload();
  return (
    <>
      {(['pdf', 'card'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          disabled={busy}
          className={BUTTON_CLASSES.secondary}
          onClick={() =>
            void start(() => downloadPassport(api, childId, kind, settings.fontFamily), DOWNLOADS[kind].fallbackName)
          }
        >
          {DOWNLOADS[kind].label}
        </button>
      ))}
      <DownloadStatus state={state} busyText="Making the PDF…" />
    </>
  );
}
