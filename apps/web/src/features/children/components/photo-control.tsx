import { CHILD_LIMITS, CHILD_PHOTO_CONTENT_TYPES, type ChildResponse } from '@tedi/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { errorIdOf } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { SectionStatus } from './editable-section.tsx';

const LIMIT_MB = Math.round(CHILD_LIMITS.photoMaxBytes / (1024 * 1024));
export const PHOTO_TOO_LARGE = `This photo is too large. Please choose one of ${LIMIT_MB} MB or less.`;
const NO_FILE = 'Please choose a photo first.';

/**
 * Adding, replacing and removing a child's photo. Problems (too large, not a photo) are shown beside the file
 * box; the photo already there stays until a new one has been accepted.
 */
export function PhotoControl({
  child,
  upload,
  remove,
}: {
  child: ChildResponse;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const hasPhoto = child.photo !== null;

  const check = (file: File | undefined): string | null => {
    if (!file) return NO_FILE;
    if (file.size > CHILD_LIMITS.photoMaxBytes) return PHOTO_TOO_LARGE;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0];
    setStatus('');
    const problem = check(file);
    if (problem || !file) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await upload(file);
      if (input.current) input.current.value = '';
      setStatus(hasPhoto ? 'New photo saved' : 'Photo saved');
    } catch (refusal) {
      const { fields, form } = apiFieldErrors(refusal);
      setError(form ?? Object.values(fields)[0] ?? NO_FILE);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove();
      setConfirmingRemove(false);
      setStatus('Photo removed');
      input.current?.focus();
    } catch (refusal) {
      setError(apiFieldErrors(refusal).form ?? 'We couldn’t remove the photo just now. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [hintId, error ? errorIdOf(inputId) : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="flex flex-col gap-3">
        <label htmlFor={inputId} className="font-semibold">
          {hasPhoto ? 'Choose a new photo' : 'Choose a photo'}
        </label>
        <p id={hintId} className="text-ink-muted">
          A JPG, PNG or WebP picture of {LIMIT_MB} MB or less. Only you and the people you share the profile with can
          see it.
        </p>
        {error ? (
          <p id={errorIdOf(inputId)} className="font-semibold text-danger">
            <span className="sr-only">Error: </span>
            {error}
            {hasPhoto ? ' Your current photo has been kept.' : null}
          </p>
        ) : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={CHILD_PHOTO_CONTENT_TYPES.join(',')}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setStatus('');
            setError(event.target.files?.[0] ? check(event.target.files[0]) : null);
          }}
          className={`w-full max-w-md rounded-lg border-2 bg-surface p-2 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-brand-strong ${error ? 'border-danger' : 'border-ink-muted'}`}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
            {busy && !confirmingRemove ? 'Uploading...' : hasPhoto ? 'Replace photo' : 'Upload photo'}
          </button>
          {hasPhoto && !confirmingRemove ? (
            <button
              ref={removeButton}
              type="button"
              disabled={busy}
              onClick={() => {
                setStatus('');
                setConfirmingRemove(true);
              }}
              className={BUTTON_CLASSES.danger}
            >
              Remove photo
            </button>
          ) : null}
          <SectionStatus message={status} />
        </div>
      </form>
      {hasPhoto && confirmingRemove ? (
        <div role="group" aria-label="Remove the photo?" className="flex flex-col gap-3 rounded-lg bg-danger-soft p-4">
          <p className="font-semibold">Remove this photo? You can add a new one at any time.</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirmRemove()}
              className={BUTTON_CLASSES.danger}
              autoFocus
            >
              {busy ? 'Removing...' : 'Yes, remove the photo'}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setConfirmingRemove(false);
                window.setTimeout(() => removeButton.current?.focus());
              }}
              className={BUTTON_CLASSES.secondary}
            >
              No, keep it
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
