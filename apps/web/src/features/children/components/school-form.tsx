import type { ChildResponse, ChildUpdateInput } from '@tedi/contracts';
import { CHILD_LIMITS } from '@tedi/contracts';
import { useRef, useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { fieldIdOf } from '../profile-format.ts';
import { FormActions, useFocusFirstField } from './editable-section.tsx';
import { ProfileField, useProfileFormErrors, type FieldSpec } from './profile-fields.tsx';

interface ContactRow {
  /** Only for React's keys: rows have no id of their own. */
  readonly key: number;
  name: string;
  role: string;
  phone: string;
  email: string;
}

const CONTACT_FIELDS: readonly (Omit<FieldSpec, 'path'> & { key: 'name' | 'role' | 'phone' | 'email' })[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'role', label: 'Role', hint: 'For example class teacher or SENCo' },
  { key: 'phone', label: 'Phone number', kind: 'tel' },
  { key: 'email', label: 'E-mail address', kind: 'email' },
];

const PREFIX = 'school';

let lastRowKey = 0;
const newRowKey = () => ++lastRowKey;

/** The school's name and the people to talk to there, saved together as the profile's `school`. */
export function SchoolForm({
  child,
  save,
  onDone,
}: {
  child: ChildResponse;
  save: (input: ChildUpdateInput) => Promise<unknown>;
  onDone: (saved: boolean) => void;
}) {
  const [name, setName] = useState(child.school.name ?? '');
  const [rows, setRows] = useState<ContactRow[]>(() =>
    (child.school.contacts ?? []).map((contact) => ({
      key: newRowKey(),
      name: contact.name,
      role: contact.role ?? '',
      phone: contact.phone ?? '',
      email: contact.email ?? '',
    })),
  );
  const [busy, setBusy] = useState(false);
  const [order] = useState(() => ['school.name']);
  const { errors, summary, clear, showRefusal } = useProfileFormErrors(PREFIX, order);
  const formRef = useFocusFirstField();
  const addButton = useRef<HTMLButtonElement>(null);

  const knownPaths = [
    'school.name',
    ...rows.flatMap((_, index) => CONTACT_FIELDS.map((field) => `school.contacts.${index}.${field.key}`)),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    clear();
    try {
      await save({
        school: {
          name,
          contacts: rows.map((row) => ({ name: row.name, role: row.role, phone: row.phone, email: row.email })),
        },
      });
      onDone(true);
    } catch (error) {
      showRefusal(error, knownPaths);
      setBusy(false);
    }
  };

  const change = (key: number, field: keyof Omit<ContactRow, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <ErrorSummary items={summary} />
      <ProfileField
        prefix={PREFIX}
        field={{ path: 'school.name', label: 'School or nursery' }}
        value={name}
        error={errors.fields['school.name']}
        onChange={setName}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold">People at school</legend>
        {rows.length === 0 ? <p className="text-ink-muted">No one added yet.</p> : null}
        {rows.map((row, index) => (
          <fieldset key={row.key} className="flex flex-col gap-4 rounded-lg border border-line p-4">
            <legend className="px-1 font-semibold">School contact {index + 1}</legend>
            {CONTACT_FIELDS.map((field) => {
              const path = `school.contacts.${index}.${field.key}`;
              return (
                <ProfileField
                  key={field.key}
                  prefix={PREFIX}
                  field={{ ...field, path }}
                  value={row[field.key]}
                  error={errors.fields[path]}
                  onChange={(value) => change(row.key, field.key, value)}
                />
              );
            })}
            <div>
              <button
                type="button"
                onClick={() => {
                  setRows((current) => current.filter((candidate) => candidate.key !== row.key));
                  addButton.current?.focus();
                }}
                className={BUTTON_CLASSES.danger}
              >
                Take out school contact {index + 1}
                {row.name ? <span className="sr-only">&nbsp;({row.name})</span> : null}
              </button>
            </div>
          </fieldset>
        ))}
        {rows.length < CHILD_LIMITS.schoolContactsMax ? (
          <div>
            <button
              ref={addButton}
              type="button"
              onClick={() => {
                const key = newRowKey();
                setRows((current) => [...current, { key, name: '', role: '', phone: '', email: '' }]);
                // The new row's first field, once it is on the page.
                window.setTimeout(() =>
                  document.getElementById(fieldIdOf(PREFIX, `school.contacts.${rows.length}.name`))?.focus(),
                );
              }}
              className={BUTTON_CLASSES.secondary}
            >
              <span aria-hidden="true">+&nbsp;</span>Add a person at school
            </button>
          </div>
        ) : null}
      </fieldset>
      <p className="text-ink-muted">Changes to the people at school are kept when you save.</p>
      <FormActions busy={busy} onCancel={() => onDone(false)} />
    </form>
  );
}
