import { OFFLINE_PAGES } from '../../lib/offline/offline-pages.ts';
import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';

/**
 * Shown instead of a parent page when the access gate could not reach Tedi: with no connection, nothing about the
 * account is known, so the parent is neither sent to onboarding nor to the plans, but told plainly, with what still
 * works on this device. It checks again by itself when the connection returns.
 */
export function GateUnreachableScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 px-4 py-12">
      <div role="alert" className="flex flex-col gap-3">
        <h1 className="text-h2 font-bold">You’re offline</h1>
        <p className="text-lg">Tedi can’t open this page without a connection.</p>
        <p>Nothing you have saved is affected. This page opens by itself when the connection is back.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onRetry} className={BUTTON_CLASSES.primary}>
          Try again
        </button>
        {/* A full visit, so that the copy saved on this device opens (decision 24). */}
        <a href={OFFLINE_PAGES[0]} className={BUTTON_CLASSES.secondary}>
          Open the health passport saved on this device
        </a>
      </div>
    </main>
  );
}
