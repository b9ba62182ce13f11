import {
  DLA_FORM_QUESTIONS,
  DLA_FORM_SECTION_INFO,
  DLA_FORM_SECTIONS,
  DLA_GENERAL_ADVICE,
  type DlaOverviewResponse,
  dlaQuestionsIn,
} from '@tedi/contracts';
import { useEffect, useId, useRef, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { type SaveState, useAnswerAutosave } from '../model/answer-autosave.ts';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'unsaved'
        ? 'Not saved yet'
        : state.kind === 'saved'
          ? `Saved at ${TIME.format(new Date(state.at))}`
          : state.kind === 'failed'
            ? state.message
            : state.kind === 'conflict'
              ? 'Not saved: changed on another device'
              : '';
  return (
    <p
      role="status"
      className={`min-h-6 ${state.kind === 'failed' || state.kind === 'conflict' ? 'font-semibold text-danger' : 'text-ink-muted'}`}
    >
      {text}
    </p>
  );
}

/**
 * The claim form's questions one at a time, in the form's parts, with what each wants to know and how to answer
 * it well. Answers save themselves as the parent types; the status under the box says whether they are saved.
 */
export function ClaimHelper({ overview }: { overview: DlaOverviewResponse }) {
  const autosave = useAnswerAutosave(overview);
  const [index, setIndex] = useState(0);
  const question = DLA_FORM_QUESTIONS[index]!;
  const draft = autosave.draftOf(question.key);
  const suggestion = overview.suggestions[question.key];
  const boxId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const answered = (key: string) => autosave.draftOf(key).text.trim() !== '';
  const answeredCount = DLA_FORM_QUESTIONS.filter((entry) => answered(entry.key)).length;
  const canEdit = overview.permissions.canEdit;

  useEffect(() => {
    // Moving to another question takes focus to its title, so a screen reader starts there.
    if (moved.current) heading.current?.focus();
  }, [index]);

  const go = (next: number) => {
    void autosave.flush(question.key);
    moved.current = true;
    setIndex(next);
  };

  return (
    <section aria-labelledby="claim-helper-heading" className="flex flex-col gap-4">
      <h2 id="claim-helper-heading" className="text-h2 font-bold">
        The claim form, question by question
      </h2>
      <details className="rounded-lg border border-line bg-surface p-4">
        <summary className="cursor-pointer font-semibold">Before you start: what makes a strong answer</summary>
        <ul className="mt-2 list-disc pl-6">
          {DLA_GENERAL_ADVICE.map((advice) => (
            <li key={advice}>{advice}</li>
          ))}
        </ul>
      </details>
      <p>
        <strong>
          {answeredCount} of {DLA_FORM_QUESTIONS.length}
        </strong>{' '}
        questions answered.
      </p>
      <progress className="h-3 w-full accent-brand" max={DLA_FORM_QUESTIONS.length} value={answeredCount}>
        {answeredCount} of {DLA_FORM_QUESTIONS.length}
      </progress>

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
          <p className="text-ink-muted">
            {DLA_FORM_SECTION_INFO[question.section].title} · {question.formQuestions} · question {index + 1} of{' '}
            {DLA_FORM_QUESTIONS.length}
          </p>
          <h3 ref={heading} tabIndex={-1} className="text-h3 font-bold">
            {question.title}
          </h3>
          <p>{question.help}</p>
          <div className="rounded-lg bg-brand-soft p-3">
            <p className="font-semibold">Tips</p>
            <ul className="list-disc pl-6">
              {question.advice.map((advice) => (
                <li key={advice}>{advice}</li>
              ))}
            </ul>
          </div>

          {suggestion && canEdit && draft.text.trim() === '' ? (
            <div className="flex flex-col gap-2 rounded-lg border-2 border-dashed border-brand p-3">
              <p className="font-semibold">From what you’ve already told Tedi:</p>
              <p className="whitespace-pre-line">{suggestion}</p>
              <p>
                <button
                  type="button"
                  className={BUTTON_CLASSES.secondary}
                  onClick={() => autosave.setText(question.key, suggestion)}
                >
                  Use this as a start
                </button>
              </p>
            </div>
          ) : null}

          <div className="flex flex-col gap-1.5">
            <label htmlFor={boxId} className="font-semibold">
              Your answer
            </label>
            <textarea
              id={boxId}
              rows={10}
              value={draft.text}
              readOnly={!canEdit}
              placeholder={question.placeholder}
              aria-describedby={`${boxId}-status`}
              onChange={(event) => autosave.setText(question.key, event.target.value)}
              onBlur={() => void autosave.flush(question.key)}
              className="min-h-48 w-full rounded-lg border-2 border-ink-muted bg-surface px-3 py-2 text-ink"
            />
            <div id={`${boxId}-status`}>
              {canEdit ? (
                <SaveStatus state={draft.save} />
              ) : (
                <p>You can read these answers; a parent can change them.</p>
              )}
            </div>
            {draft.save.kind === 'failed' ? (
              <p>
                <button
                  type="button"
                  className={BUTTON_CLASSES.secondary}
                  onClick={() => void autosave.flush(question.key)}
                >
                  Try saving again
                </button>
              </p>
            ) : null}
          </div>

          {draft.save.kind === 'conflict' ? (
            <div role="alert" className="flex flex-col gap-2 rounded-lg border-l-4 border-danger bg-danger-soft p-4">
              <p className="font-semibold">{draft.save.message}</p>
              <p className="font-semibold">The answer saved from the other device:</p>
              <p className="whitespace-pre-line rounded-md bg-surface p-2">{draft.save.current.text || '(empty)'}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={BUTTON_CLASSES.primary}
                  onClick={() => void autosave.keepMine(question.key)}
                >
                  Keep my text
                </button>
                <button
                  type="button"
                  className={BUTTON_CLASSES.secondary}
                  onClick={() => autosave.useTheirs(question.key)}
                >
                  Use the other device’s text
                </button>
              </div>
            </div>
          ) : null}

          <div className="flex flex-wrap justify-between gap-2">
            <button
              type="button"
              className={BUTTON_CLASSES.secondary}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              Previous question
            </button>
            <button
              type="button"
              className={BUTTON_CLASSES.primary}
              disabled={index === DLA_FORM_QUESTIONS.length - 1}
              onClick={() => go(index + 1)}
            >
              Next question
            </button>
          </div>
        </div>
        <nav aria-label="Questions of the claim form" className="flex flex-col gap-3">
          {DLA_FORM_SECTIONS.map((section) => {
            const questions = dlaQuestionsIn(section);
            const done = questions.filter((entry) => answered(entry.key)).length;
            return (
              <div key={section} className="flex flex-col gap-1">
                <p className="font-semibold">
                  {DLA_FORM_SECTION_INFO[section].title}{' '}
                  <span className="font-normal text-ink-muted">
                    ({done} of {questions.length})
                  </span>
                </p>
                <ul className="flex flex-col">
                  {questions.map((entry) => {
                    const position = DLA_FORM_QUESTIONS.indexOf(entry);
                    const current = position === index;
                    return (
                      <li key={entry.key}>
                        <button
                          type="button"
                          aria-current={current ? 'step' : undefined}
                          onClick={() => go(position)}
                          className={`flex min-h-11 w-full items-center gap-2 rounded-md px-2 text-left ${
                            current ? 'bg-brand-soft font-semibold' : 'hover:bg-brand-soft'
                          }`}
                        >
                          <span aria-hidden="true">{answered(entry.key) ? '✓' : '○'}</span>
                          <span>{entry.title}</span>
                          <span className="sr-only">{answered(entry.key) ? ', answered' : ', not answered yet'}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>
      </div>
    </section>
  );
}
