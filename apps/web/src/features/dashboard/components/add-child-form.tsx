import { CHILD_LIMITS } from '@tedi/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { localToday } from '../../../lib/children/child-dates.ts';
import { childAddedState, useCurrentChild } from '../../../lib/children/current-child.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useFormErrors } from '../../../lib/forms/use-form-errors.ts';
import { useCreateChild } from '../../children/api/children.ts';
import { childProfilePath } from '../model/dashboard-paths.ts';

const FIELDS = ['name', 'preferredName', 'dateOfBirth', 'pronouns'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Adds a child with only what a parent knows off the top of their head; the profile page takes the rest. On
 * success the new child becomes the one the dashboard shows (they were added to be worked on) and their profile
 * opens, saying so on screen and to screen readers.
 */
export function AddChildForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    preferredName: '',
    dateOfBirth: '',
    pronouns: '',
  });
  const { errors, setErrors, summary, idOf } = useFormErrors('add-child', FIELDS);
  const create = useCreateChild();
  const { chooseChild } = useCurrentChild(undefined);
  const navigate = useNavigate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (values.name.trim() === '') {
      setErrors({ fields: { name: 'Please enter your child’s name' } });
      return;
    }
    setErrors({ fields: {} });
    create.mutate(values, {
      onSuccess: (child) => {
        chooseChild(child.id);
        void navigate(childProfilePath(child.id), { state: childAddedState(child.id) });
      },
      onError: (error) => {
        const refused = apiFieldErrors(error);
        const fields: Partial<Record<Field, string>> = {};
        for (const field of FIELDS) if (refused.fields[field]) fields[field] = refused.fields[field];
        setErrors({ fields, form: refused.form });
      },
    });
  };

  return (
    <section id="add-child" aria-labelledby="add-child-heading" className="flex flex-col gap-4">
      <Heading id="add-child-heading" className={headingLevel === 2 ? 'text-h2 font-bold' : 'text-h3 font-bold'}>
        Add a child
      </Heading>
      <p className="text-ink-muted">
        Only their name is needed now. You can add everything else on their profile, a little at a time.
      </p>
      <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-5">
        <ErrorSummary items={summary} />
        <TextField
          id={idOf('name')}
          label="Your child’s name"
          autoComplete="off"
          maxLength={CHILD_LIMITS.nameMax}
          value={values.name}
          onChange={change('name')}
          error={errors.fields.name}
        />
        <TextField
          id={idOf('preferredName')}
          label="What they like to be called (optional)"
          autoComplete="off"
          maxLength={CHILD_LIMITS.nameMax}
          value={values.preferredName}
          onChange={change('preferredName')}
          error={errors.fields.preferredName}
        />
        <TextField
          id={idOf('dateOfBirth')}
          label="Date of birth (optional)"
          type="date"
          max={localToday()}
          value={values.dateOfBirth}
          onChange={change('dateOfBirth')}
          error={errors.fields.dateOfBirth}
        />
        <TextField
          id={idOf('pronouns')}
          label="Pronouns (optional)"
          hint="For example she/her, he/him or they/them."
          autoComplete="off"
          maxLength={CHILD_LIMITS.shortTextMax}
          value={values.pronouns}
          onChange={change('pronouns')}
          error={errors.fields.pronouns}
        />
        <div>
          <button type="submit" disabled={create.isPending} className={BUTTON_CLASSES.primary}>
            {create.isPending ? 'Adding…' : 'Add child'}
          </button>
        </div>
      </form>
    </section>
  );
}
