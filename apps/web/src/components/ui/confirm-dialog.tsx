import { type ReactNode, useEffect, useId, useRef } from 'react';

import { BUTTON_CLASSES } from './buttons.ts';
import { Notice } from './notice.tsx';

/**
 * Asks before something that can't simply be taken back. A modal dialog (the page behind it can't be used), with
 * the safe choice first and focused, so Enter or a hurried tap never does the harm; Escape is the safe choice too.
 */
export function ConfirmDialog({
  title,
  children,
  problem = null,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending = false,
  onCancel,
  onConfirm,
}: {
  title: ReactNode;
  /** What will happen, in full. */
  children: ReactNode;
  /** Why the last try did not work, in the user's words. */
  problem?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  /** What the confirm button says while it works. */
  pendingLabel?: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border-4 border-danger bg-surface p-5 text-ink backdrop:bg-black/50"
    >
      <h2 id={headingId} className="text-h3 font-bold break-words">
        {title}
      </h2>
      <div id={textId} className="mt-3">
        {children}
      </div>
      {problem ? (
        <div className="mt-3">
          <Notice tone="warning">{problem}</Notice>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <button ref={cancelRef} type="button" onClick={onCancel} className={BUTTON_CLASSES.secondary}>
          {cancelLabel}
        </button>
        <button type="button" disabled={pending} onClick={onConfirm} className={BUTTON_CLASSES.danger}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
