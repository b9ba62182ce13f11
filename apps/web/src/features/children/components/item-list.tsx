import { useEffect, useRef, useState, type ReactNode } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { FieldList, FieldsForm, FieldValue, SectionStatus } from './editable-section.tsx';
import type { FieldSpec } from './profile-fields.tsx';

export interface ListItem {
  readonly id: string;
}

type Mode = { kind: 'view' } | { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'remove'; id: string };

/** Where focus goes when a form or question closes: the add button, or one item's edit or remove button. */
type FocusTarget = { kind: 'add' } | { kind: 'item'; id: string } | null;

/**
 * A list of things a child has several of (conditions, key contacts): each shown with its details and its own
 * Edit and Remove buttons, and one button to add another. Removing asks first, on the page.
 */
export function ItemList<Item extends ListItem>({
  prefix,
  items,
  canEdit,
  noun,
  addLabel,
  emptyText,
  headingLevel,
  fields,
  titleOf,
  detailsOf,
  valuesOf,
  add,
  update,
  remove,
}: {
  prefix: string;
  items: readonly Item[];
  canEdit: boolean;
  /** What one item is called, e.g. "condition". */
  noun: string;
  addLabel: string;
  emptyText: ReactNode;
  headingLevel: 3 | 4;
  fields: readonly FieldSpec[];
  titleOf: (item: Item) => string;
  detailsOf: (item: Item) => { label: string; value: string | null }[];
  valuesOf: (item: Item | null) => Record<string, string>;
  add: (values: Record<string, string>) => Promise<unknown>;
  update: (id: string, values: Record<string, string>) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [status, setStatus] = useState('');
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusTarget = useRef<FocusTarget>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  useEffect(() => {
    const target = focusTarget.current;
    if (mode.kind !== 'view' || target === null) return;
    focusTarget.current = null;
    const button = target.kind === 'item' ? editButtons.current.get(target.id) : undefined;
    (button ?? addButton.current)?.focus();
  }, [mode, items]);

  const close = (target: FocusTarget, message = '') => {
    focusTarget.current = target;
    setStatus(message);
    setRemoveProblem(null);
    setMode({ kind: 'view' });
  };

  const confirmRemove = async (item: Item) => {
    setRemoving(true);
    setRemoveProblem(null);
    try {
      await remove(item.id);
      setRemoving(false);
      close({ kind: 'add' }, `Removed ${titleOf(item)}`);
    } catch (error) {
      setRemoving(false);
      setRemoveProblem(apiFieldErrors(error).form ?? 'We couldn’t remove that just now. Please try again.');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && mode.kind !== 'add' ? <p className="text-ink-muted italic">{emptyText}</p> : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {items.map((item) => {
            const title = titleOf(item);
            const editing = mode.kind === 'edit' && mode.id === item.id;
            const confirming = mode.kind === 'remove' && mode.id === item.id;
            return (
              <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-line p-4">
                {editing ? (
                  <>
                    <Heading className="text-lg font-bold">Change {title}</Heading>
                    <FieldsForm
                      prefix={`${prefix}-${item.id}`}
                      fields={fields}
                      initial={valuesOf(item)}
                      save={(values) => update(item.id, values)}
                      onDone={(saved) => close({ kind: 'item', id: item.id }, saved ? 'Saved' : '')}
                    />
                  </>
                ) : (
                  <>
                    <Heading className="text-lg font-bold">{title}</Heading>
                    <FieldList
                      items={detailsOf(item).map((detail) => ({
                        label: detail.label,
                        value: <FieldValue value={detail.value} />,
                      }))}
                    />
                    {confirming ? (
                      <div
                        role="group"
                        aria-label={`Remove ${title}?`}
                        className="flex flex-col gap-3 rounded-lg bg-danger-soft p-4"
                      >
                        <p className="font-semibold">
                          Remove {title}? This takes it off the profile for good. You can add it again later.
                        </p>
                        {removeProblem ? <Notice tone="warning">{removeProblem}</Notice> : null}
                        <div className="flex flex-wrap gap-3">
                          <button
                            type="button"
                            disabled={removing}
                            onClick={() => void confirmRemove(item)}
                            className={BUTTON_CLASSES.danger}
                            autoFocus
                          >
                            {removing ? 'Removing...' : `Yes, remove ${title}`}
                          </button>
                          <button
                            type="button"
                            disabled={removing}
                            onClick={() => close({ kind: 'item', id: item.id })}
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
                            setRemoveProblem(null);
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
          <FieldsForm
            prefix={`${prefix}-new`}
            fields={fields}
            initial={valuesOf(null)}
            save={add}
            saveLabel={`Add ${noun}`}
            onDone={(saved) => close({ kind: 'add' }, saved ? `Added` : '')}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {canEdit && mode.kind !== 'add' ? (
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
