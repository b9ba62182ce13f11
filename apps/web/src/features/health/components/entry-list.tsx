import { useEffect, useRef, useState, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { EntryForm } from './entry-form.tsx';
import type { FormValues, HealthField } from './health-fields.tsx';

type Mode = { kind: 'view' } | { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'remove'; id: string };

/** Says politely what just happened in a section ("Added"); always on the page so it is read out when it changes. */
export function SectionStatus({ message }: { message: string }) {
  return (
    <p role="status" className="font-semibold text-brand">
      {message ? (
        <>
          <span aria-hidden="true">✓ </span>
          {message}
        </>
      ) : null}
    </p>
  );
}

/** A definition list of an entry's details; empty ones are left out. */
export function Details({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  const shown = items.filter((item) => item.value !== null && item.value !== '' && item.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {shown.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-semibold">{item.label}</dt>
          <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type FormProps = {
  prefix: string;
  initial: FormValues;
  save: (body: Record<string, unknown>) => Promise<unknown>;
  onDone: (saved: boolean) => void;
  saveLabel: string;
};

/** The entry's own form when the list has one, otherwise the plain fields. */
function FormSlot({
  form,
  fields,
  ...props
}: FormProps & { form: ((props: FormProps) => ReactNode) | undefined; fields: readonly HealthField[] }) {
  return form ? form(props) : <EntryForm {...props} fields={fields} />;
}

export interface EntryListProps<Item extends { id: string }> {
  prefix: string;
  items: readonly Item[];
  canEdit: boolean;
  /** The level of each entry's heading: 4 when the list sits under a level-3 heading of its own. */
  headingLevel?: 3 | 4;
  /** Whether this list offers "Add"; as canEdit unless said (past appointments are added as upcoming ones). */
  canAdd?: boolean;
  /** What one entry is called, e.g. "allergy". */
  noun: string;
  addLabel: string;
  emptyText: string;
  fields: readonly HealthField[];
  titleOf: (item: Item) => string;
  /** Shown beside the title, e.g. a severity badge. */
  badgeOf?: (item: Item) => ReactNode;
  detailsOf: (item: Item) => { label: string; value: ReactNode }[];
  valuesOf: (item: Item | null) => FormValues;
  add: (body: Record<string, unknown>) => Promise<unknown>;
  update: (id: string, body: Record<string, unknown>) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** A form of its own instead of the plain fields (a medicine with its schedule). */
  form?: (props: FormProps) => ReactNode;
  /** More for one entry, under its details (e.g. the log of a medicine). */
  extraOf?: (item: Item) => ReactNode;
  /** Marks entries that must stand out, e.g. life-threatening allergies. */
  emphasised?: (item: Item) => boolean;
}

/**
 * A list of a child's health entries of one kind, each with its details and, for someone who may change the
 * record, its own Edit and Remove buttons, and a button to add another. Removing asks first, on the page.
 */
export function EntryList<Item extends { id: string }>(props: EntryListProps<Item>) {
  const { prefix, items, canEdit, noun, addLabel, emptyText, fields, titleOf, detailsOf, valuesOf } = props;
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [status, setStatus] = useState('');
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusTarget = useRef<{ id: string } | 'add' | null>(null);
  const Heading = props.headingLevel === 4 ? 'h4' : 'h3';

  useEffect(() => {
    const target = focusTarget.current;
    if (mode.kind !== 'view' || target === null) return;
    focusTarget.current = null;
    const button = target === 'add' ? undefined : editButtons.current.get(target.id);
    (button ?? addButton.current)?.focus();
  }, [mode, items]);

  const close = (target: { id: string } | 'add', message = '') => {
    focusTarget.current = target;
    setStatus(message);
    setRemoveProblem(null);
    setMode({ kind: 'view' });
  };

  const confirmRemove = async (item: Item) => {
    setRemoving(true);
    setRemoveProblem(null);
    try {
      await props.remove(item.id);
      setRemoving(false);
      close('add', `Removed ${titleOf(item)}`);
    } catch (error) {
      setRemoving(false);
      setRemoveProblem(apiFieldErrors(error).form ?? 'We couldn’t remove that just now. Please try again.');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && mode.kind !== 'add' ? <p className="text-ink-muted italic">{emptyText}</p> : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const title = titleOf(item);
            const editing = mode.kind === 'edit' && mode.id === item.id;
            const confirming = mode.kind === 'remove' && mode.id === item.id;
            const strong = props.emphasised?.(item) ?? false;
            return (
              <li
                key={item.id}
                className={`flex flex-col gap-3 rounded-lg p-4 ${strong ? 'border-4 border-danger bg-danger-soft' : 'border border-line'}`}
              >
                {editing ? (
                  <>
                    <Heading className="text-lg font-bold">Change {title}</Heading>
                    <FormSlot
                      form={props.form}
                      fields={fields}
                      prefix={`${prefix}-${item.id}`}
                      initial={valuesOf(item)}
                      save={(body) => props.update(item.id, body)}
                      onDone={(saved) => close({ id: item.id }, saved ? 'Saved' : '')}
                      saveLabel="Save"
                    />
                  </>
                ) : (
                  <>
                    <div className="flex flex-wrap items-center gap-2">
                      <Heading className="text-lg font-bold break-words">{title}</Heading>
                      {props.badgeOf?.(item)}
                    </div>
                    <Details items={detailsOf(item)} />
                    {props.extraOf?.(item)}
                    {confirming ? (
                      <div
                        role="group"
                        aria-label={`Remove ${title}?`}
                        className="flex flex-col gap-3 rounded-lg border-2 border-danger bg-surface p-4"
                      >
                        <p className="font-semibold">Remove {title}? This takes it off the health record for good.</p>
                        {removeProblem ? <Notice tone="warning">{removeProblem}</Notice> : null}
                        <div className="flex flex-wrap gap-3">
                          <button
                            type="button"
                            disabled={removing}
                            onClick={() => void confirmRemove(item)}
                            className={BUTTON_CLASSES.danger}
                            autoFocus
                          >
                            {removing ? 'Removing…' : `Yes, remove ${title}`}
                          </button>
                          <button
                            type="button"
                            disabled={removing}
                            onClick={() => close({ id: item.id })}
                            className={BUTTON_CLASSES.secondary}
                          >
                            No, keep it
                          </button>
                        </div>
                      </div>
                    ) : canEdit ? (
                      <div className="flex flex-wrap gap-3">
                        <button
                          ref={(element) => {
                            if (element) editButtons.current.set(item.id, element);
                            else editButtons.current.delete(item.id);
                          }}
                          type="button"
                          onClick={() => {
                            setStatus('');
                            setMode({ kind: 'edit', id: item.id });
                          }}
                          className={BUTTON_CLASSES.secondary}
                        >
                          Edit <span className="sr-only">&nbsp;{title}</span>
                        </button>
                        <button
                          type="button"
                          onClick={() => {
                            setStatus('');
                            setMode({ kind: 'remove', id: item.id });
                          }}
                          className={BUTTON_CLASSES.danger}
                        >
                          Remove <span className="sr-only">&nbsp;{title}</span>
                        </button>
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {mode.kind === 'add' ? (
        <div className="flex flex-col gap-3 rounded-lg border-2 border-brand p-4">
          <Heading className="text-lg font-bold">New {noun}</Heading>
          <FormSlot
            form={props.form}
            fields={fields}
            prefix={`${prefix}-new`}
            initial={valuesOf(null)}
            save={props.add}
            onDone={(saved) => close('add', saved ? 'Added' : '')}
            saveLabel={`Add ${noun}`}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {(props.canAdd ?? canEdit) && mode.kind !== 'add' ? (
          <button
            ref={addButton}
            type="button"
            onClick={() => {
              setStatus('');
              setMode({ kind: 'add' });
            }}
            className={BUTTON_CLASSES.secondary}
          >
            <span aria-hidden="true">+&nbsp;</span>
            {addLabel}
          </button>
        ) : null}
        <SectionStatus message={status} />
      </div>
    </div>
  );
}
