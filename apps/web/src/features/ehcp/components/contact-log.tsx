import {
  EHCP_CONTACT_METHOD_LABELS,
  EHCP_CONTACT_METHODS,
  type EhcpContactMethod,
  type EhcpContactResponse,
} from '@tedi/contracts';
import { type FormEvent, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useAddEhcpContact, useEhcpContacts, useRemoveEhcpContact, useUpdateEhcpContact } from '../api/ehcp.ts';
import { formatLongDate } from './ehcp-format.ts';

const EMPTY = { happenedOn: '', who: '', method: '', summary: '', promise: '', promisedBy: '' };
const fieldId = (name: string) => `contact-${name}`;

/**
 * The log of contact with the council and the school: who, when, how, what was said, and what was promised by when.
 * A promise whose date has passed without being kept shows as broken; the complaint letters quote the log.
 */
export function ContactLog({ childId, canEdit, today }: { childId: string; canEdit: boolean; today: string }) {
  const contacts = useEhcpContacts(childId);
  const add = useAddEhcpContact(childId);
  const update = useUpdateEhcpContact(childId);
  const remove = useRemoveEhcpContact(childId);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | undefined }>({
    fields: {},
    form: undefined,
  });
  const [saved, setSaved] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {}, form: undefined });
    setSaved(false);
    add.mutate(
      {
        happenedOn: values.happenedOn,
        who: values.who,
        method: values.method as EhcpContactMethod,
        summary: values.summary,
        promise: values.promise,
        promisedBy: values.promisedBy,
      },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSaved(true);
        },
        onError: (error) => setErrors(apiFieldErrors(error)),
      },
    );
  };

  const list = contacts.data?.contacts ?? [];
  return (
    <section aria-labelledby="ehcp-contacts-heading" className="flex flex-col gap-4">
      <h2 id="ehcp-contacts-heading" className="text-h2 font-bold">
        Contact log
      </h2>
      <p>
        Write down every call, e-mail, meeting and letter: who, when, what was said and what was promised. If the
        council misses a deadline, your complaint letter can quote it.
      </p>
      {contacts.isPending ? <p role="status">Loading the contact log…</p> : null}
      {contacts.isError ? <p>We couldn’t load the contact log just now.</p> : null}
      {list.length === 0 && contacts.isSuccess ? <p>Nothing written down yet.</p> : null}
      {list.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {[...list].reverse().map((contact) => (
            <ContactEntry
              key={contact.id}
              contact={contact}
              canEdit={canEdit}
              onKept={() => update.mutate({ id: contact.id, input: { promiseKeptOn: today } })}
              onRemove={() => remove.mutate(contact.id)}
            />
          ))}
        </ol>
      ) : null}
      {canEdit ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-line p-4">
          <h3 className="text-h3 font-bold">Add to the log</h3>
          <ErrorSummary
            items={[
              ...Object.entries(errors.fields).map(([field, message]) => ({ fieldId: fieldId(field), message })),
              ...(errors.form ? [{ message: errors.form }] : []),
            ]}
          />
          <TextField
            id={fieldId('happenedOn')}
            type="date"
            label="When"
            value={values.happenedOn}
            onChange={set('happenedOn')}
            error={errors.fields['happenedOn']}
          />
          <TextField
            id={fieldId('who')}
            label="Who"
            hint="Their name and role, for example: Sam Patel, case officer."
            value={values.who}
            onChange={set('who')}
            error={errors.fields['who']}
            autoComplete="off"
          />
          <SelectField
            id={fieldId('method')}
            label="How"
            prompt="Choose"
            options={EHCP_CONTACT_METHODS.map((method) => ({
              value: method,
              label: EHCP_CONTACT_METHOD_LABELS[method],
            }))}
            value={values.method}
            onChange={set('method')}
            error={errors.fields['method']}
          />
          <TextAreaField
            id={fieldId('summary')}
            label="What was said"
            value={values.summary}
            onChange={set('summary')}
            error={errors.fields['summary']}
          />
          <TextAreaField
            id={fieldId('promise')}
            label="What was promised (if anything)"
            rows={2}
            value={values.promise}
            onChange={set('promise')}
            error={errors.fields['promise']}
          />
          <TextField
            id={fieldId('promisedBy')}
            type="date"
            label="Promised by"
            value={values.promisedBy}
            onChange={set('promisedBy')}
            error={errors.fields['promisedBy']}
          />
          <div>
            <button type="submit" className={BUTTON_CLASSES.primary} disabled={add.isPending}>
              Add to the log
            </button>
          </div>
          <p role="status">{saved ? 'Added to the log.' : ''}</p>
        </form>
      ) : null}
    </section>
  );
}

function ContactEntry({
  contact,
  canEdit,
  onKept,
  onRemove,
}: {
  contact: EhcpContactResponse;
  canEdit: boolean;
  onKept: () => void;
  onRemove: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4">
      <p className="font-semibold">
        {formatLongDate(contact.happenedOn)} · {EHCP_CONTACT_METHOD_LABELS[contact.method]} · {contact.who}
      </p>
      {contact.summary ? <p className="whitespace-pre-line">{contact.summary}</p> : null}
      {contact.promise ? (
        <p>
          <strong>Promised:</strong> {contact.promise}
          {contact.promisedBy ? ` by ${formatLongDate(contact.promisedBy)}` : ''}{' '}
          {contact.promiseStatus === 'broken' ? (
            <span className="rounded-full border-2 border-danger bg-danger-soft px-2 font-semibold text-danger">
              Broken promise
            </span>
          ) : contact.promiseStatus === 'kept' ? (
            <span className="rounded-full border-2 border-passport-green bg-passport-green-soft px-2 font-semibold">
              Kept {contact.promiseKeptOn ? formatLongDate(contact.promiseKeptOn) : ''}
            </span>
          ) : (
            <span className="rounded-full border-2 border-line bg-sand px-2 font-semibold">Waiting</span>
          )}
        </p>
      ) : null}
      {canEdit && contact.promise && contact.promiseStatus !== 'kept' ? (
        <p>
          <button type="button" className={BUTTON_CLASSES.link} onClick={onKept}>
            Mark the promise as kept today
          </button>
        </p>
      ) : null}
      {canEdit ? (
        confirming ? (
          <div role="group" aria-label="Remove this entry?" className="flex flex-wrap items-center gap-3">
            <p className="font-semibold">Remove this entry from the log? It can’t be brought back.</p>
            <button type="button" className={BUTTON_CLASSES.danger} onClick={onRemove}>
              Yes, remove it
            </button>
            <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <p>
            <button type="button" className={BUTTON_CLASSES.link} onClick={() => setConfirming(true)}>
              Remove this entry
            </button>
          </p>
        )
      ) : null}
    </li>
  );
}
