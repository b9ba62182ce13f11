import { LoadingScreen } from '../../../app/screens/loading-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChildArea, useChildMe } from '../api/child-side.ts';
import { Symbol } from '../components/symbol.tsx';
import { useSayAloud } from '../say-aloud.ts';
import { ChildFace } from './child-home-page.tsx';

/** /child/profile, "Me": the child's picture and name, and their favourite things, each said aloud when tapped. */
export function ChildMePage() {
  useDocumentTitle('Me – Tedi');
  const area = useChildArea();
  const me = useChildMe();
  const say = useSayAloud({
    enabled: area.data?.choices.sounds ?? true,
    voiceName: area.data?.choices.voiceName ?? null,
  });
  if (!area.data || !me.data) return <LoadingScreen message="Getting ready..." />;
  const intro = `I am ${me.data.name}.`;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">Me</h1>
      <button
        type="button"
        onClick={() => say(intro)}
        className="flex flex-col items-center gap-3 self-center rounded-3xl border-4 border-line bg-surface p-6 text-3xl font-bold"
      >
        <ChildFace area={area.data} className="size-40 text-6xl" />
        {intro}
      </button>
      <section aria-labelledby="favourites-heading" className="flex flex-col gap-3">
        <h2 id="favourites-heading" className="flex items-center gap-2 text-h2 font-bold">
          <Symbol name="red-heart" className="size-10" />I like
        </h2>
        {me.data.likes.length === 0 ? (
          <p>A grown-up can add your favourite things.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {me.data.likes.map((like) => (
              <li key={like.text}>
                <button
                  type="button"
                  onClick={() => say(`I like ${like.text}`)}
                  className="flex w-full flex-col items-center gap-2 rounded-2xl border-4 border-line bg-surface p-4 text-xl font-bold"
                >
                  <Symbol name={like.symbol ?? 'sparkles'} className="size-16" />
                  {like.text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
