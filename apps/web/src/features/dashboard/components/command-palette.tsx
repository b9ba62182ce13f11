import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { filterCommands, type DashboardCommand } from '../model/commands.ts';

/** True when a key press was aimed at a field, where "/" is just a character. */
function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * A command box for keyboard users: Ctrl+K (⌘K on a Mac) or "/" opens it, typing narrows the list, the arrow keys
 * move through it, Enter runs the highlighted command and Escape closes it, putting focus back where it was. It is
 * a modal dialog with a combobox, so screen readers announce the highlighted command as it moves.
 */
export function CommandPalette({ commands }: { commands: readonly DashboardCommand[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ids = useId();
  const matches = filterCommands(commands, query);
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));

  const triggerRef = useRef<HTMLButtonElement>(null);
  // While the box is open: what had focus before it opened, so closing it can put focus back there.
  const returnFocus = useRef<{ to: HTMLElement | null } | null>(null);

  const open = () => {
    const focused = document.activeElement;
    returnFocus.current = { to: focused instanceof HTMLElement && focused !== document.body ? focused : null };
    setQuery('');
    setActive(0);
    dialogRef.current?.showModal();
    inputRef.current?.focus();
  };
  const close = () => dialogRef.current?.close();

  /** Focus goes back to where it was, or to the button that opens the box when it was nowhere (or that is gone). */
  const restoreFocus = () => {
    const pending = returnFocus.current;
    if (!pending) return;
    returnFocus.current = null;
    (pending.to?.isConnected ? pending.to : triggerRef.current)?.focus();
  };

  // The dialog closes on Escape by itself, and on the Close button; either way focus goes back.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.addEventListener('close', restoreFocus);
    return () => dialog.removeEventListener('close', restoreFocus);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingInField(event.target);
      if ((shortcut || slash) && !dialogRef.current?.open) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const run = (command: DashboardCommand | undefined) => {
    if (!command) return;
    close();
    // Back where it was first, so a command that opens another page moves focus on from there as any link does.
    restoreFocus();
    command.run();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((activeIndex + 1) % Math.max(matches.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex - 1 + matches.length) % Math.max(matches.length, 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(Math.max(matches.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(matches[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={open}
        aria-keyshortcuts="Control+K /"
        className={BUTTON_CLASSES.secondary}
      >
        Find a command
        <kbd className="ml-2 rounded border border-line px-1.5 text-sm font-normal">Ctrl K</kbd>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${ids}-title`}
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl border-2 border-brand bg-surface p-0 text-ink backdrop:bg-ink/40"
      >
        <div className="flex flex-col gap-3 p-4">
          <div className="flex items-center justify-between gap-4">
            <h2 id={`${ids}-title`} className="text-h3 font-bold">
              Find a command
            </h2>
            <button type="button" onClick={close} className={BUTTON_CLASSES.link}>
              Close
            </button>
          </div>
          <label htmlFor={`${ids}-input`} className="font-semibold">
            What would you like to do?
          </label>
          <input
            ref={inputRef}
            id={`${ids}-input`}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
            className="min-h-11 w-full rounded-lg border-2 border-ink-muted bg-surface px-3 py-2"
          />
          <ul id={listId} role="listbox" aria-label="Commands" className="flex max-h-80 flex-col overflow-y-auto">
            {matches.map((command, index) => (
              // The list is worked from the box with the arrow keys; a click works too.
              <li
                key={command.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => run(command)}
                onMouseMove={() => setActive(index)}
                className={`cursor-pointer rounded-md px-3 py-2 ${index === activeIndex ? 'bg-brand text-white' : ''}`}
              >
                {command.label}
              </li>
            ))}
          </ul>
          <p role="status" className="text-ink-muted">
            {matches.length === 0
              ? 'No command matches. Try fewer words.'
              : `${matches.length} ${matches.length === 1 ? 'command' : 'commands'}. Use the up and down arrows, then Enter.`}
          </p>
        </div>
      </dialog>
    </>
  );
}
