import { CHILD_AREA_API, type ChildAreaResponse } from '@tedi/contracts';
import { Link, useSearchParams } from 'react-router';

import { LoadingScreen } from '../../../app/screens/loading-screen.tsx';
import { prefetchForSignedIn } from '../../../lib/api/prefetch-signed-in.ts';
import { CHILD_AREA_ROLES } from '../../../lib/auth/access.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { prefetchChildHome, useChildArea, useChildAreaImage } from '../api/child-side.ts';
import { ChildTalk } from '../components/child-talk.tsx';
import { Symbol } from '../components/symbol.tsx';
import { useSayAloud } from '../say-aloud.ts';

/** The child's own photo, or the first letter of their name in a circle. */
export function ChildFace({ area, className }: { area: ChildAreaResponse; className: string }) {
  const photo = useChildAreaImage(area.hasPhoto ? CHILD_AREA_API.photo : null);
  if (photo.data) return <img src={photo.data} alt="" className={`${className} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} flex items-center justify-center rounded-full bg-brand text-white`}
    >
      {area.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The child's area and board are asked for as soon as the child's session is known, not after the page's code. */
export const loader = prefetchForSignedIn(CHILD_AREA_ROLES, prefetchChildHome);

/**
 * /child and /dashboard/child: the child's home, big picture buttons that say their names, and Talk, the
 * communication board, opened from here (`?talk=1`) so it is one tap from anywhere.
 */
export function ChildHomePage() {
  const [search] = useSearchParams();
  const area = useChildArea();
  const talking = search.has('talk');
  useDocumentTitle(talking ? 'Talk – Tedi' : 'Home – Tedi');
  const say = useSayAloud({
    enabled: area.data?.choices.sounds ?? true,
    voiceName: area.data?.choices.voiceName ?? null,
  });
  if (!area.data) return <LoadingScreen message="Getting ready..." />;
  if (talking) return <ChildTalk area={area.data} />;

  const { allowances } = area.data;
  const tiles = [
    { to: '/child?talk=1', label: 'Talk', symbol: 'speech-balloon' },
    { to: '/child/profile', label: 'Me', symbol: null },
    ...(allowances.sounds || allowances.theme || allowances.voice
      ? [{ to: '/child/settings', label: 'Settings', symbol: 'gear' }]
      : []),
  ];
  const greeting = `Hello ${area.data.name}!`;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="flex items-center gap-4 text-h1 font-bold">
        <ChildFace area={area.data} className="size-16 text-3xl" />
        <button type="button" onClick={() => say(greeting)} className="rounded-lg text-left">
          {greeting}
        </button>
      </h1>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link
              to={tile.to}
              onClick={() => say(tile.label)}
              className="flex aspect-square flex-col items-center justify-center gap-3 rounded-3xl border-4 border-line bg-surface text-3xl font-bold text-ink no-underline hover:border-brand"
            >
              {tile.symbol ? (
                <Symbol name={tile.symbol} className="size-24 sm:size-32" />
              ) : (
                <ChildFace area={area.data} className="size-24 text-5xl sm:size-32" />
              )}
              {tile.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
