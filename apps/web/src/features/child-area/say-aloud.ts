import { useCallback, useMemo } from 'react';

import { speak, speechEngine } from '../../lib/board/speech.ts';

/** How the child area speaks its own labels: the device's voice, or the one the child chose, at an easy pace. */
export function useSayAloud(options: { readonly enabled: boolean; readonly voiceName?: string | null }) {
  const engine = useMemo(() => speechEngine(), []);
  const { enabled, voiceName = null } = options;
  return useCallback(
    (text: string) => {
      // Only from a tap or key press, as iOS requires; and never when the child turned sounds off.
      if (!enabled || !engine) return;
      speak(engine, text, { voiceName, voiceLang: 'en-GB', rate: 0.95, pitch: 1 });
    },
    [enabled, engine, voiceName],
  );
}
