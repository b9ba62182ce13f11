import { LOADING_SCREEN } from '@tedi/contracts';

import { estimateLoadingProgress } from '../../../app/screens/loading-progress.ts';
import { LoadingState } from '../../../app/screens/loading-screen.tsx';
import { PageHead } from '../../../lib/page-head.tsx';

const PATH = '/loader-demo';
const seconds = (ms: number) => ms / 1000;

/** The moments worth showing, each as the screen looks then. */
const MOMENTS = [
  {
    title: 'At once',
    atMs: 0,
    progress: false,
    text: 'A spinner and a few words saying what is happening, read out to screen readers without moving their focus.',
  },
  {
    title: 'With an estimate',
    atMs: 1500,
    progress: true,
    text: `Where a page can take a while, a bar gives an estimate. It rises quickly and then slows, and never passes ${LOADING_SCREEN.progressCapPercent} percent, because Tedi cannot know how much is left.`,
  },
  {
    title: `After ${seconds(LOADING_SCREEN.locationTipAfterMs)} seconds`,
    atMs: LOADING_SCREEN.locationTipAfterMs,
    progress: true,
    text: 'A tip appears under the spinner: a short note about something Tedi can do, such as making the text larger.',
  },
  {
    title: `After ${seconds(LOADING_SCREEN.defaultTimeoutMs)} seconds`,
    atMs: LOADING_SCREEN.defaultTimeoutMs,
    progress: true,
    text: 'The spinner stops and the screen says plainly that the page is slow, with a button to load it again.',
  },
] as const;

/** /loader-demo: what someone sees while a page of Tedi loads, moment by moment. */
export function LoaderDemoPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:py-14">
      <PageHead
        title="What you see while Tedi loads – Tedi"
        description="Tedi’s loading screen, moment by moment: a calm spinner, an honest estimate, a tip, and a clear message when a page is slow."
        canonicalPath={PATH}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-h1 font-bold">What you see while Tedi loads</h1>
        <p className="text-xl">
          Most pages of Tedi open at once. When one takes longer, often on a weak phone signal, this is what you see,
          from the first moment to the point where Tedi says the page is slow.
        </p>
      </header>
      <p className="text-lg">
        The spinner turns gently, and stands still if you have asked your device, or Tedi’s reading settings, for
        reduced motion. The screens below are still pictures of each moment; the Reload Page button on the last one
        loads this page again.
      </p>
      <ol className="grid gap-6 sm:grid-cols-2">
        {MOMENTS.map((moment) => (
          <li key={moment.title} className="flex flex-col gap-3">
            <h2 className="text-h3 font-bold">{moment.title}</h2>
            <p>{moment.text}</p>
            <div className="flex min-h-64 flex-col items-center justify-center gap-6 rounded-lg border border-line bg-surface p-6 text-center">
              <LoadingState
                message="Loading..."
                progress={moment.progress ? estimateLoadingProgress(moment.atMs) : null}
                showTip={moment.atMs >= LOADING_SCREEN.locationTipAfterMs}
                timedOut={moment.atMs >= LOADING_SCREEN.defaultTimeoutMs}
                headingLevel={3}
                reloadHref={PATH}
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
