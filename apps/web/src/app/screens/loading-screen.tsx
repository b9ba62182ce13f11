import { LOADING_SCREEN } from '@tedi/contracts';
import { useEffect, useState } from 'react';

import { estimateLoadingProgress } from './loading-progress.ts';
import { LOADING_TIPS, pickLoadingTip } from './loading-tips.ts';

const PROGRESS_TICK_MS = 250;

export interface LoadingScreenProps {
  /** What is happening, read out politely to screen readers. */
  message?: string;
  /** Shows an estimated progress bar under the spinner. */
  showProgress?: boolean;
  /** After this long the screen says the page is taking a while and offers a reload. */
  timeoutMs?: number;
}

/** Whether `delayMs` has passed since the component mounted. */
function useHasElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}

function useEstimatedProgress(active: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const timer = window.setInterval(
      () => setProgress(estimateLoadingProgress(Date.now() - startedAt)),
      PROGRESS_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [active]);
  return progress;
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-12 animate-spin rounded-full border-4 border-brand-soft border-t-brand"
    />
  );
}

function EstimatedProgressBar({ percent }: { percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Loading progress (estimate)"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`About ${percent} percent`}
      className="h-3 w-64 max-w-full overflow-hidden rounded-full border border-brand bg-surface"
    >
      {/* An SVG attribute sets the fill's width: the content security policy refuses style attributes in HTML
          rendered ahead of time, and this works the same there and in the running app. */}
      <svg aria-hidden="true" className="block size-full" preserveAspectRatio="none">
        <rect width={`${percent}%`} height="100%" className="fill-brand" />
      </svg>
    </div>
  );
}

export interface LoadingStateProps {
  readonly message: string;
  /** The estimated progress to show, or null for none. */
  readonly progress: number | null;
  readonly showTip: boolean;
  /** The tip shown when it is time; the first of Tedi's tips unless the screen chose another. */
  readonly tip?: string;
  readonly timedOut: boolean;
  /** The level of the state's heading: 1 on the screen itself, lower where it is shown inside a page. */
  readonly headingLevel?: 1 | 3;
  /** Where Reload Page goes: by default it reloads the page in the browser. */
  readonly reloadHref?: string;
}

const RELOAD_CLASSES =
  'inline-flex min-h-11 items-center rounded-lg bg-brand px-6 py-2 font-semibold text-white no-underline hover:bg-brand-strong';

/** What the loading screen shows at one moment; the screen below moves it on with time. */
export function LoadingState({
  message,
  progress,
  showTip,
  tip = LOADING_TIPS[0],
  timedOut,
  headingLevel = 1,
  reloadHref,
}: LoadingStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        {timedOut ? (
          <>
            <Heading className="text-h2 font-bold">Taking longer than expected</Heading>
            <p className="text-lg">The page is taking a while to load. Please check your connection.</p>
          </>
        ) : (
          <>
            <Spinner />
            <Heading className="text-lg font-semibold">{message}</Heading>
          </>
        )}
      </div>
      {progress !== null && !timedOut ? <EstimatedProgressBar percent={progress} /> : null}
      {timedOut ? (
        reloadHref ? (
          <a href={reloadHref} className={RELOAD_CLASSES}>
            Reload Page
          </a>
        ) : (
          <button type="button" onClick={() => window.location.reload()} className={RELOAD_CLASSES}>
            Reload Page
          </button>
        )
      ) : null}
      {showTip && !timedOut ? <p className="max-w-md text-ink-muted">{tip}</p> : null}
    </>
  );
}

/**
 * The spec's loading screen: a spinner with text, an optional estimated progress bar, a tip after 3 seconds (one of
 * Tedi's own, chosen when the screen appears), and after the timeout a calm message with a Reload Page button.
 */
export function LoadingScreen({
  message = 'Loading...',
  showProgress = false,
  timeoutMs = LOADING_SCREEN.defaultTimeoutMs,
}: LoadingScreenProps) {
  const showTip = useHasElapsed(LOADING_SCREEN.locationTipAfterMs);
  const [tip] = useState(() => pickLoadingTip());
  const timedOut = useHasElapsed(timeoutMs);
  const progress = useEstimatedProgress(showProgress && !timedOut);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 py-12 text-center"
    >
      <LoadingState
        message={message}
        progress={showProgress ? progress : null}
        showTip={showTip}
        tip={tip}
        timedOut={timedOut}
      />
    </main>
  );
}
