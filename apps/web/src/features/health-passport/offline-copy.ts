import type { PassportResponse } from '@tedi/contracts';
import { useEffect } from 'react';

import { useAuth } from '../../lib/auth/auth-context.tsx';
import { frameFromDocument, saveOfflineSection, standaloneHtml } from '../../lib/offline/offline-copies.ts';
import { passportArticleId } from './components/passport-view.tsx';

/** How long after the passport appears its copy is taken, so the child's photo has arrived. */
const SETTLE_MS = 1_000;

const FRAME_WORDS = {
  title: 'Health passports saved on this device – Tedi',
  heading: 'You’re offline: these are the passports saved on this device',
  explanation:
    'Each passport is the last one opened here, with the time it was saved. When you are back online, open Tedi again to see the latest.',
};

/**
 * Keeps the passport on screen as this device's offline copy, so it opens in a hospital corridor with no signal,
 * even once the sign-in has run out. It is taken again whenever the passport changes.
 */
export function useOfflinePassportCopy(passport: PassportResponse | undefined, showing: boolean): void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!passport || !showing || userId === null) return;
    const timer = window.setTimeout(() => {
      const article = document.getElementById(passportArticleId(passport.childId));
      if (!article) return;
      void standaloneHtml(article)
        .then((html) =>
          saveOfflineSection('/parent/health-passport', userId, frameFromDocument(FRAME_WORDS), {
            id: passport.childId,
            html,
            savedAt: new Date().toISOString(),
          }),
        )
        .catch(() => {
          // Storage full or blocked: the passport still works online; there is just no offline copy.
        });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [passport, showing, userId]);
}
