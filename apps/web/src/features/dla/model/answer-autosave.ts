import type { DlaAnswerConflictDetails, DlaAnswerResponse, DlaOverviewResponse } from '@tedi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveDlaAnswer } from '../api/dla.ts';

/** How long typing pauses before the answer is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** Where one answer's save stands, as the parent is told. */
export type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'unsaved' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'conflict'; readonly current: DlaAnswerResponse; readonly message: string };

export interface AnswerDraft {
  readonly text: string;
  /** The revision this text was started from (0: never saved). */
  readonly revision: number;
  readonly save: SaveState;
}

const SAVE_FAILED = 'Not saved: we couldn’t reach Tedi. Your text is kept here, and we’ll try again when you type.';

function fromServer(answer: DlaAnswerResponse | undefined): AnswerDraft {
  return { text: answer?.text ?? '', revision: answer?.revision ?? 0, save: { kind: 'idle' } };
}

/**
 * The answers of a claim as the parent types them: each is saved a moment after typing stops (or when the parent
 * leaves the question), from the revision it started from. A save that fails keeps the text and says so; a save
 * another device got in before is shown side by side, for the parent to choose, never silently overwritten.
 */
export function useAnswerAutosave(overview: DlaOverviewResponse) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  const { childId } = overview;
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  // The drafts as they are this instant (state catches up at the next render), so a save reads what was just typed.
  const draftsRef = useRef(drafts);
  const answersRef = useRef(overview.answers);
  answersRef.current = overview.answers;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(new Set<string>());

  // A new child, or answers saved elsewhere: questions not being edited here take the server's text.
  useEffect(() => {
    const next: Record<string, AnswerDraft> = {};
    for (const [key, draft] of Object.entries(draftsRef.current)) {
      const server = overview.answers[key];
      const busy = draft.save.kind === 'unsaved' || draft.save.kind === 'saving' || draft.save.kind === 'failed';
      const conflicted = draft.save.kind === 'conflict';
      if (busy || conflicted || (server && server.revision <= draft.revision)) next[key] = draft;
    }
    draftsRef.current = next;
    setDrafts(next);
  }, [overview.answers]);

  // Another child: nothing typed for the last one carries over.
  useEffect(() => {
    draftsRef.current = {};
    setDrafts({});
  }, [childId]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [childId]);

  // Leaving the page while an answer is not saved yet: the browser asks first, so nothing typed is lost unawares.
  const unsaved = Object.values(drafts).some((draft) => draft.save.kind !== 'idle' && draft.save.kind !== 'saved');
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const draftOf = useCallback(
    (key: string): AnswerDraft => drafts[key] ?? fromServer(overview.answers[key]),
    [drafts, overview.answers],
  );

  const update = (key: string, change: (draft: AnswerDraft) => AnswerDraft) => {
    const current = draftsRef.current;
    const next = { ...current, [key]: change(current[key] ?? fromServer(answersRef.current[key])) };
    draftsRef.current = next;
    setDrafts(next);
  };

  const send = async (key: string): Promise<void> => {
    const timer = timers.current.get(key);
    if (timer) clearTimeout(timer);
    timers.current.delete(key);
    if (inFlight.current.has(key)) return;
    const draft = draftsRef.current[key];
    if (!draft || (draft.save.kind !== 'unsaved' && draft.save.kind !== 'failed')) return;
    inFlight.current.add(key);
    const sentText = draft.text;
    update(key, (current) => ({ ...current, save: { kind: 'saving' } }));
    try {
      const saved = await saveDlaAnswer(api, childId, key, sentText, draft.revision);
      queryClient.setQueryData<DlaOverviewResponse>(queryKeys.children.dla(api.userId, childId), (cached) =>
        cached ? { ...cached, answers: { ...cached.answers, [key]: saved } } : cached,
      );
      update(key, (current) =>
        current.text === sentText
          ? { text: sentText, revision: saved.revision, save: { kind: 'saved', at: saved.updatedAt } }
          : // Typed on while it saved: the newer text goes next, from the new revision.
            { ...current, revision: saved.revision, save: { kind: 'unsaved' } },
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'conflict') {
        const { current } = error.details as DlaAnswerConflictDetails;
        update(key, (draft) => ({ ...draft, save: { kind: 'conflict', current, message: error.message } }));
      } else {
        const message =
          error instanceof ApiRequestError && error.isClientError && error.code !== 'unexpected_response'
            ? `Not saved: ${error.message} Your text is kept here.`
            : SAVE_FAILED;
        update(key, (draft) => ({ ...draft, save: { kind: 'failed', message } }));
      }
    } finally {
      inFlight.current.delete(key);
    }
    if (draftsRef.current[key]?.save.kind === 'unsaved') await send(key);
  };

  const setText = (key: string, text: string) => {
    update(key, (draft) => ({
      ...draft,
      text,
      save: draft.save.kind === 'conflict' ? draft.save : { kind: 'unsaved' },
    }));
    if (draftsRef.current[key]?.save.kind === 'conflict') return;
    const timer = timers.current.get(key);
    if (timer) clearTimeout(timer);
    timers.current.set(
      key,
      setTimeout(() => void send(key), AUTOSAVE_DELAY_MS),
    );
  };

  /** Saves now (leaving the question, pressing Next). */
  const flush = (key: string) => send(key);

  /** After a clash: take the other device's text. */
  const useTheirs = (key: string) => {
    const draft = draftsRef.current[key];
    if (draft?.save.kind !== 'conflict') return;
    const { current } = draft.save;
    update(key, () => ({
      text: current.text,
      revision: current.revision,
      save: { kind: 'saved', at: current.updatedAt },
    }));
  };

  /** After a clash: keep this text, saved over the other from the revision now stored. */
  const keepMine = async (key: string) => {
    const draft = draftsRef.current[key];
    if (draft?.save.kind !== 'conflict') return;
    const { current } = draft.save;
    update(key, (value) => ({ ...value, revision: current.revision, save: { kind: 'unsaved' } }));
    await send(key);
  };

  return { draftOf, setText, flush, useTheirs, keepMine };
}
