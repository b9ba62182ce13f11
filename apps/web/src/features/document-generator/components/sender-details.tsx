import type { LetterSender } from '@tedi/contracts';
import { type FormEvent, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { useSaveSender } from '../api/generator.ts';

/**
 * The family's name and address that letters are sent from: asked for once, the first time a letter needs them,
 * and changed here whenever the family moves.
 */
export function SenderDetails({
  childId,
  sender,
  canChange,
}: {
  childId: string;
  sender: LetterSender | null;
  canChange: boolean;
}) {
  const [editing, setEditing] = useState(sender === null);
  const save = useSaveSender(childId);
  const [form, setForm] = useState({
    name: sender?.name ?? '',
    address: sender?.addressLines.join('\n') ?? '',
    phone: sender?.phone ?? '',
    email: sender?.email ?? '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        name: form.name,
        addressLines: form.address.split('\n'),
        phone: form.phone,
        email: form.email,
      },
      { onSuccess: () => setEditing(false) },
    );
  };

  if (!editing && sender) {
    return (
      <div className="flex flex-col gap-2">
        <p className="font-semibold">Letters are sent from</p>
        <p>
          {[sender.name, ...sender.addressLines, sender.phone, sender.email]
            .filter((line): line is string => Boolean(line))
            .map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
        </p>
        {canChange ? (
          <p>
            <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setEditing(true)}>
              Change your details
            </button>
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="font-semibold text-brand">
            <span aria-hidden="true">✓ </span>Your details are saved for every letter.
          </p>
        ) : null}
      </div>
    );
  }
  if (!canChange) {
    return <p>A parent of the family adds the name and address letters are sent from.</p>;
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p>
        Letters start with your name and address. We keep them for your family’s letters, so you only type them once.
      </p>
      <TextField
        id="sender-name"
        label="Your name"
        hint="As you sign your letters."
        autoComplete="name"
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.target.value })}
      />
      <TextAreaField
        id="sender-address"
        label="Your address"
        hint="One line each, with the postcode."
        autoComplete="street-address"
        rows={4}
        value={form.address}
        onChange={(event) => setForm({ ...form, address: event.target.value })}
      />
      <TextField
        id="sender-phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(event) => setForm({ ...form, phone: event.target.value })}
      />
      <TextField
        id="sender-email"
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      {save.isError ? (
        <p role="alert" className="font-semibold text-danger">
          Your details weren’t saved: {save.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON_CLASSES.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save your details'}
        </button>
        {sender ? (
          <button type="button" className={BUTTON_CLASSES.secondary} onClick={() => setEditing(false)}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
