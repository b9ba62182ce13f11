import { CONFIGURATION_ERROR_MESSAGE } from '../../lib/auth/client-config.ts';

/**
 * Spec section 8: when the app's sign-in configuration cannot be loaded or used, a calm full page with the
 * catalogue's words and a way to try again, instead of a broken form.
 */
export function ConfigurationErrorScreen() {
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 px-4 py-12">
      <div role="alert" className="flex flex-col gap-3">
        <h1 className="text-h2 font-bold">Signing in isn't available right now</h1>
        <p className="text-lg">{CONFIGURATION_ERROR_MESSAGE}</p>
        <p>Nothing you have saved in Tedi is affected. You can try again in a few minutes.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg border-2 border-brand bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-strong"
        >
          Try again
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand bg-surface px-5 py-2 font-semibold text-brand no-underline hover:bg-brand-soft"
        >
          Go to the home page
        </a>
      </div>
    </main>
  );
}
