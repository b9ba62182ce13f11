import { CHILD_THEMES, type ChildChoices } from '@tedi/contracts';
import { useMemo } from 'react';

import { LoadingScreen } from '../../../app/screens/loading-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { speechEngine, useVoices } from '../../../lib/board/speech.ts';
import { useChildArea, useUpdateChoices } from '../api/child-side.ts';
import { Symbol } from '../components/symbol.tsx';
import { useSayAloud } from '../say-aloud.ts';

const CHOICE =
  'flex min-h-24 min-w-24 flex-col items-center justify-center gap-1 rounded-2xl border-4 p-3 text-lg font-bold text-ink';
const chosenClass = (on: boolean) => (on ? 'border-brand bg-surface' : 'border-line bg-surface/60');

/** What the parent keeps for themselves, shown with a lock and said in words (ICO Children's Code). */
function GrownUpLock({ what }: { what: string }) {
  return (
    <p className="flex items-center gap-2 text-base">
      <Symbol name="locked" className="size-8" />
      Your grown-up chooses the {what}.
    </p>
  );
}

/**
 * /child/settings: sounds, colours and voice, as big picture choices that save at once; what the parent has not
 * let the child change is shown locked, with a picture, so the child knows a grown-up looks after it.
 */
export function ChildSettingsPage() {
  useDocumentTitle('Settings – Tedi');
  const area = useChildArea();
  const update = useUpdateChoices();
  const engine = useMemo(() => speechEngine(), []);
  const voices = useVoices(engine);
  const choices = area.data?.choices;
  const say = useSayAloud({ enabled: choices?.sounds ?? true, voiceName: choices?.voiceName ?? null });
  if (!area.data || !choices) return <LoadingScreen message="Getting ready..." />;
  const { allowances } = area.data;
  const choose = (change: Partial<ChildChoices>, spoken: string) => {
    update.mutate({ ...choices, ...change });
    if (change.sounds !== false) say(spoken);
  };
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith('en')).slice(0, 8);

  return (
    <div className="flex flex-col gap-8">
      <h1 className="flex items-center gap-3 text-h1 font-bold">
        <Symbol name="gear" className="size-12" />
        Settings
      </h1>

      <section aria-labelledby="sounds-heading" className="flex flex-col gap-3">
        <h2 id="sounds-heading" className="text-h2 font-bold">
          Sounds
        </h2>
        {allowances.sounds ? (
          <div role="group" aria-labelledby="sounds-heading" className="flex flex-wrap gap-3">
            <button
              type="button"
              aria-pressed={choices.sounds}
              onClick={() => choose({ sounds: true }, 'Sounds on')}
              className={`${CHOICE} ${chosenClass(choices.sounds)}`}
            >
              <Symbol name="speaker-high-volume" className="size-12" />
              On
            </button>
            <button
              type="button"
              aria-pressed={!choices.sounds}
              onClick={() => choose({ sounds: false }, 'Sounds off')}
              className={`${CHOICE} ${chosenClass(!choices.sounds)}`}
            >
              <Symbol name="muted-speaker" className="size-12" />
              Off
            </button>
          </div>
        ) : (
          <GrownUpLock what="sounds" />
        )}
      </section>

      <section aria-labelledby="colours-heading" className="flex flex-col gap-3">
        <h2 id="colours-heading" className="text-h2 font-bold">
          Colours
        </h2>
        {allowances.theme ? (
          <div role="group" aria-labelledby="colours-heading" className="flex flex-wrap gap-3">
            {CHILD_THEMES.map((theme) => (
              <button
                key={theme.id}
                type="button"
                aria-pressed={choices.theme === theme.id}
                onClick={() => choose({ theme: theme.id }, theme.label)}
                className={`${CHOICE} ${chosenClass(choices.theme === theme.id)}`}
              >
                <Symbol name={theme.symbol} className="size-12" />
                {theme.label}
              </button>
            ))}
          </div>
        ) : (
          <GrownUpLock what="colours" />
        )}
      </section>

      <section aria-labelledby="voice-heading" className="flex flex-col gap-3">
        <h2 id="voice-heading" className="text-h2 font-bold">
          Voice
        </h2>
        {!allowances.voice ? (
          <GrownUpLock what="voice" />
        ) : english.length === 0 ? (
          <p>This device has no voices to choose from.</p>
        ) : (
          <div role="group" aria-labelledby="voice-heading" className="flex flex-wrap gap-3">
            {english.map((voice) => (
              <button
                key={voice.name}
                type="button"
                aria-pressed={choices.voiceName === voice.name}
                onClick={() => choose({ voiceName: voice.name }, `Hello, I can talk for you.`)}
                className={`${CHOICE} ${chosenClass(choices.voiceName === voice.name)}`}
              >
                <Symbol name="speaking-head" className="size-10" />
                {voice.name}
              </button>
            ))}
          </div>
        )}
      </section>
      {update.isError ? (
        <p role="alert" className="rounded-lg border-l-4 border-danger bg-danger-soft p-3">
          That didn’t save. Please try again.
        </p>
      ) : null}
    </div>
  );
}
