import type { ChildAreaResponse, ChildTheme } from '@tedi/contracts';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

import { SkipLink } from '../../../components/ui/skip-link.tsx';
import { useChildArea } from '../api/child-side.ts';
import { useSayAloud } from '../say-aloud.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { Symbol } from './symbol.tsx';

/** The child's colours, as the page's own colour variables: every one keeps the app's text contrast. */
const THEME_COLOURS: Readonly<Record<ChildTheme, CSSProperties>> = {
  sand: { '--color-canvas': '#fbf1e3', '--color-sand': '#f6ead9' } as CSSProperties,
  sky: { '--color-canvas': '#e9f3fb', '--color-sand': '#d9eaf7', '--color-line': '#a9c3d8' } as CSSProperties,
  mint: { '--color-canvas': '#eaf6ef', '--color-sand': '#d8efe1', '--color-line': '#a6cdb4' } as CSSProperties,
};

interface Place {
  readonly to: string;
  readonly label: string;
  readonly symbol: string;
}

function placesFor(area: ChildAreaResponse | undefined): Place[] {
  const allowances = area?.allowances;
  return [
    { to: '/child', label: 'Home', symbol: 'house' },
    { to: '/child?talk=1', label: 'Talk', symbol: 'speech-balloon' },
    { to: '/child/profile', label: 'Me', symbol: 'bust-in-silhouette' },
    ...(allowances && (allowances.sounds || allowances.theme || allowances.voice)
      ? [{ to: '/child/settings', label: 'Settings', symbol: 'gear' }]
      : []),
  ];
}

/**
 * The frame of a signed-in child's area: big picture buttons to go Home, to Talk, to Me and (when the parent lets
 * the child change anything) to Settings, each saying its name when tapped; the child's colours; and a button for
 * grown-ups that asks for the grown-up PIN or a parent's password before anyone leaves.
 */
export function ChildFrame({ children }: { readonly children?: ReactNode }) {
  const area = useChildArea();
  const say = useSayAloud({
    enabled: area.data?.choices.sounds ?? true,
    voiceName: area.data?.choices.voiceName ?? null,
  });
  const [leaving, setLeaving] = useState(false);
  const location = useLocation();
  const talking = location.pathname === '/child' && new URLSearchParams(location.search).has('talk');
  const theme = area.data?.choices.theme ?? 'sand';

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-lg" style={THEME_COLOURS[theme]}>
      <SkipLink />
      <header className="border-b-2 border-line bg-sand">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-1 px-1 py-2 sm:gap-2 sm:px-4">
          <nav aria-label="Child">
            <ul className="flex gap-0.5 sm:gap-3">
              {placesFor(area.data).map((place) => {
                // Talk lives on the home page's address, so which place is current is worked out here.
                const current =
                  place.label === 'Talk'
                    ? talking
                    : place.label === 'Home'
                      ? location.pathname === '/child' && !talking
                      : location.pathname === place.to;
                return (
                  <li key={place.label}>
                    <Link
                      to={place.to}
                      onClick={() => say(place.label)}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-16 min-w-14 flex-col items-center justify-center rounded-xl border-4 px-1 py-1 text-sm font-bold text-ink no-underline sm:min-w-20 sm:px-2 sm:text-base ${
                        current ? 'border-brand bg-surface' : 'border-transparent'
                      }`}
                    >
                      <Symbol name={place.symbol} className="size-8 sm:size-10" />
                      {place.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <button
            type="button"
            onClick={() => setLeaving(true)}
            className="flex min-h-16 shrink-0 flex-col items-center justify-center rounded-xl border-2 border-line bg-surface px-1 py-1 text-xs font-semibold text-ink sm:px-2 sm:text-sm"
          >
            <Symbol name="locked" className="size-6" />
            Grown-ups
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-2 py-4 sm:px-4 sm:py-6">
        {children ?? <Outlet />}
      </main>
      {leaving ? <LeaveDialog onClose={() => setLeaving(false)} /> : null}
    </div>
  );
}
