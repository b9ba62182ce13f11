import type { BoardSpeech } from '@tedi/contracts';
import { useEffect, useState } from 'react';

/**
 * Speech for the board through the browser's Web Speech API, with the known traps handled:
 * - voices load late (Chrome fills `getVoices()` only after `voiceschanged`), so the list is read again then;
 * - Safari on iPad can leave the queue paused after the first utterance, so `resume()` comes before `speak()`;
 * - a new utterance cancels whatever is still being said, so a tap is never queued behind an old sentence;
 * - speaking is only ever started from a tap or key press (a user gesture), which iOS requires.
 */

/** The parts of `window.speechSynthesis` the board uses, so tests can stand in for it. */
export type SpeechEngine = Pick<SpeechSynthesis, 'speak' | 'cancel' | 'resume' | 'getVoices' | 'paused'> &
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function speechEngine(): SpeechEngine | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}

/** The chosen voice, or one in the same language, or the device's default (null) when neither is there. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  settings: Pick<BoardSpeech, 'voiceName' | 'voiceLang'>,
): SpeechSynthesisVoice | null {
  if (settings.voiceName) {
    const named = voices.find((voice) => voice.name === settings.voiceName);
    if (named) return named;
  }
  if (settings.voiceLang) {
    const lang = settings.voiceLang.toLowerCase();
    return (
      voices.find((voice) => voice.lang.toLowerCase() === lang) ??
      voices.find((voice) => voice.lang.toLowerCase().startsWith(lang.split('-')[0]!)) ??
      null
    );
  }
  return null;
}

/** Says `text` now, with the chosen voice, speed and pitch. Call it only from a tap or key press. */
export function speak(
  engine: SpeechEngine,
  text: string,
  settings: Pick<BoardSpeech, 'voiceName' | 'voiceLang' | 'rate' | 'pitch'>,
): void {
  const words = text.trim();
  if (words === '') return;
  const utterance = new SpeechSynthesisUtterance(words);
  const voice = pickVoice(engine.getVoices(), settings);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  } else if (settings.voiceLang) {
    utterance.lang = settings.voiceLang;
  }
  utterance.rate = settings.rate;
  utterance.pitch = settings.pitch;
  engine.cancel();
  // A queue left paused (iOS Safari after the first utterance) would swallow this one silently.
  engine.resume();
  engine.speak(utterance);
}

/** The voices the device offers, read again when they arrive late; null while there is no speech at all. */
export function useVoices(engine: SpeechEngine | null): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() => engine?.getVoices() ?? []);
  useEffect(() => {
    if (!engine) return;
    const read = () => setVoices(engine.getVoices());
    read();
    engine.addEventListener('voiceschanged', read);
    return () => engine.removeEventListener('voiceschanged', read);
  }, [engine]);
  return voices;
}
