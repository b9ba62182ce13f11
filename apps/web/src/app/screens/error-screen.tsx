import { ERROR_SCREEN } from '@tedi/contracts';
import { use, useEffect, useRef } from 'react';

import { ErrorOccurrencesContext } from './error-occurrences.ts';

export interface ErrorDescription {
  message: string;
  stack?: string;
}

/** Turns whatever was thrown (an Error, a route error response, a string) into something a person can read. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) {
    return error.stack ? { message: error.message, stack: error.stack } : { message: error.message };
  }
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return { message: `${String(status)} ${typeof statusText === 'string' ? statusText : ''}`.trim() };
  }
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

export interface ErrorScreenProps {
  error: unknown;
  /** Renders the failed part again; for a page whose code failed to download, downloads it again. */
  onRetry: () => void;
}

/** The first three errors of a visit clear themselves after 5 seconds; later ones wait for the reader. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const occurrences = use(ErrorOccurrencesContext);
  const alertRef = useRef<HTMLDivElement>(null);
  const onRetryRef = useRef(onRetry);
  const recoversByItself = occurrences.peek(error) <= ERROR_SCREEN.autoRecoverMaxErrors;
  const { message, stack } = describeError(error);

  useEffect(() => {
    onRetryRef.current = onRetry;
  }, [onRetry]);

  // Both run per error: when a retry fails, React may keep this screen mounted and only pass the new error, which
  // must still be announced, counted and given its own 5 seconds.
  useEffect(() => {
    alertRef.current?.focus();
  }, [error]);

  useEffect(() => {
    if (occurrences.record(error) > ERROR_SCREEN.autoRecoverMaxErrors) return;
    const timer = window.setTimeout(() => onRetryRef.current(), ERROR_SCREEN.autoRecoverAfterMs);
    return () => window.clearTimeout(timer);
  }, [error, occurrences]);

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 px-4 py-12">
      <div ref={alertRef} role="alert" tabIndex={-1} className="flex flex-col gap-3">
        <h1 className="text-h2 font-bold">Something went wrong</h1>
        {recoversByItself ? (
          <p className="text-lg">An error occurred in the application. Attempting to recover...</p>
        ) : (
          <p className="text-lg">An error occurred in the application. Please choose Try Again, or reload the page.</p>
        )}
      </div>
      <details className="rounded-lg border border-line bg-surface p-4">
        <summary className="cursor-pointer py-1 font-semibold">Error details</summary>
        <p className="mt-3 break-words">{message}</p>
        {stack ? (
          <pre className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-sand p-3 text-sm">
            {stack}
          </pre>
        ) : null}
      </details>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg border-2 border-brand bg-surface px-5 py-2 font-semibold text-brand hover:bg-brand-soft"
        >
          Reload Page
        </button>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-lg border-2 border-brand bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-strong"
        >
          Try Again
        </button>
      </div>
    </main>
  );
}
