import { CHILD_THEMES, type ChildChoices } from '@tedi/contracts';
import { useMemo } from 'react';

import { LoadingScreen } from '../../../app/screens/loading-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { speechEngine, useVoices } from '../../../lib/board/speech.ts';
import { useChildArea, useUpdateChoices } from '../api/child-side.ts';
import { Symbol } from '../components/symbol.tsx';
import { useSayAloud } from '../say-aloud.ts';

/** One big picture choice, pressed when it is the one chosen. */
function Choice(props: { chosen: boolean; symbol: string; label: string; onChoose: () => void }) {
  const { chosen, symbol, label, onChoose } = props;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onChoose}
      className={`flex min-h-24 min-w-24 flex-col items-center justify-center gap-1 rounded-2xl border-4 p-3 text-lg font-bold text-ink ${
        chosen ? 'border-brand bg-surface' : 'border-line bg-surface/60'
      }`}
    >
      <Symbol name={symbol} className="size-12" />
      {label}
    </button>
  );
}

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
            <Choice
              chosen={choices.sounds}
              symbol="speaker-high-volume"
              label="On"
              onChoose={() => choose({ sounds: true }, 'Sounds on')}
            />
            <Choice
              chosen={!choices.sounds}
              symbol="muted-speaker"
              label="Off"
              onChoose={() => choose({ sounds: false }, 'Sounds off')}
            />
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
              <Choice
                key={theme.id}
                chosen={choices.theme === theme.id}
                symbol={theme.symbol}
                label={theme.label}
                onChoose={() => choose({ theme: theme.id }, theme.label)}
              />
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
              <Choice
                key={voice.name}
                chosen={choices.voiceName === voice.name}
                symbol="speaking-head"
                label={voice.name}
                onChoose={() => choose({ voiceName: voice.name }, 'Hello, I can talk for you.')}
              />
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
