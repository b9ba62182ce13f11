import type { ChildConditionResponse, ChildContactResponse, ChildResponse } from '@tedi/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import {
  CHILD_SIGN_IN_SECTION_ID,
  ChildSignInSection,
} from '../../../lib/child-sign-in-settings/child-sign-in-section.tsx';
import { ChildPhoto, childDisplayName } from '../../../lib/children/child-photo.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useAddChildCondition, useRemoveChildCondition, useUpdateChildCondition } from '../api/child-conditions.ts';
import {
  useAddChildContact,
  useImportChildContacts,
  useRemoveChildContact,
  useUpdateChildContact,
} from '../api/child-contacts.ts';
import { useRemoveChildPhoto, useUploadChildPhoto } from '../api/child-photo.ts';
import { useArchiveChild, useRestoreChild, useUpdateChild } from '../api/child.ts';
import { ageOn, formatDate } from '../../../lib/dates.ts';
import { nestedBody, valueAt } from '../profile-format.ts';
import {
  ABOUT_FIELDS,
  COMMUNICATION_FIELDS,
  CONDITION_FIELDS,
  CONTACT_FIELDS,
  conditionValues,
  contactValues,
  EMERGENCY_FIELDS,
  LIKES_FIELDS,
  NEEDS_FIELDS,
  SENSORY_FIELDS,
  valuesOf,
} from '../profile-sections.ts';
import { ContactsImport } from './contacts-import.tsx';
import { EditableSection, FieldList, FieldsForm, FieldValue, SectionStatus } from './editable-section.tsx';
import { ItemList } from './item-list.tsx';
import { PhotoControl } from './photo-control.tsx';
import type { FieldSpec } from './profile-fields.tsx';
import { SchoolForm } from './school-form.tsx';

/** The sections, in the page's order; some are only for the parents who manage the child. */
const CONTENTS: readonly { id: string; label: (name: string) => string; managersOnly?: boolean }[] = [
  { id: 'about', label: () => 'About' },
  { id: 'conditions', label: () => 'Conditions and diagnoses' },
  { id: 'needs', label: () => 'Needs and strengths' },
  { id: 'communication', label: () => 'Communication' },
  { id: 'sensory', label: () => 'Sensory profile' },
  { id: 'likes', label: () => 'Likes and dislikes' },
  { id: 'school', label: () => 'School and key contacts' },
  { id: 'emergency', label: () => 'Emergency information' },
  { id: CHILD_SIGN_IN_SECTION_ID, label: (name) => `${name}'s own sign-in`, managersOnly: true },
];

function dateOfBirthText(dateOfBirth: string | null): string | null {
  if (!dateOfBirth) return null;
  const age = ageOn(dateOfBirth);
  return age ? `${formatDate(dateOfBirth)} (${age})` : formatDate(dateOfBirth);
}

/** A section of text fields: shown as a list of answers, edited as a form that sends only these fields. */
function TextSection({
  child,
  id,
  title,
  editLabel,
  fields,
  save,
}: {
  child: ChildResponse;
  id: string;
  title: string;
  editLabel: string;
  fields: readonly FieldSpec[];
  save: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  return (
    <EditableSection
      id={id}
      title={title}
      editLabel={editLabel}
      canEdit={child.permissions.canEdit}
      view={
        <FieldList
          items={fields.map((field) => ({
            label: field.label,
            value: <FieldValue value={valueAt(child, field.path)} />,
          }))}
        />
      }
      form={(finish) => (
        <FieldsForm
          prefix={id}
          fields={fields}
          initial={valuesOf(fields, (path) => valueAt(child, path))}
          save={(values) => save(nestedBody(values))}
          onDone={finish}
        />
      )}
    />
  );
}

/** Archiving hides a profile from the dashboard; nothing is deleted. Asks first, on the page. */
function ArchiveSection({ child, archive }: { child: ChildResponse; archive: () => Promise<unknown> }) {
  const name = childDisplayName(child);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const archiveButton = useRef<HTMLButtonElement>(null);
  return (
    <section
      id="archive"
      aria-labelledby="archive-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 sm:p-6 print:hidden"
    >
      <h2 id="archive-heading" className="text-h2 font-bold">
        Archive this profile
      </h2>
      <p>
        If {name} no longer needs a profile in Tedi, you can archive it. It will no longer show on your dashboard.
        Nothing is deleted, and you can restore it whenever you like.
      </p>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      {confirming ? (
        <div role="group" aria-label="Archive this profile?" className="flex flex-col gap-3 rounded-lg bg-sand p-4">
          <p className="font-semibold">Archive {name}'s profile? You can restore it at any time from this page.</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              autoFocus
              onClick={() => {
                setBusy(true);
                setProblem(null);
                archive().catch((error: unknown) => {
                  setBusy(false);
                  setProblem(apiFieldErrors(error).form ?? 'We couldn’t archive the profile just now.');
                });
              }}
              className={BUTTON_CLASSES.primary}
            >
              {busy ? 'Archiving...' : 'Yes, archive it'}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                window.setTimeout(() => archiveButton.current?.focus());
              }}
              className={BUTTON_CLASSES.secondary}
            >
              No, keep it as it is
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button
            ref={archiveButton}
            type="button"
            onClick={() => setConfirming(true)}
            className={BUTTON_CLASSES.secondary}
          >
            Archive {name}'s profile
          </button>
        </div>
      )}
    </section>
  );
}

/** Says at the top that the profile is archived, with the way to bring it back when the parent may. */
function ArchivedBanner({ child, restore }: { child: ChildResponse; restore: () => Promise<unknown> }) {
  const name = childDisplayName(child);
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    // Just archived: the banner takes focus from the button that is gone.
    if (document.activeElement === document.body) ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border-l-4 border-danger bg-danger-soft p-4"
      aria-labelledby="archived-heading"
      role="region"
    >
      <h2 id="archived-heading" className="text-lg font-bold">
        {name}'s profile is archived
      </h2>
      <p>
        It is hidden from your dashboard. Nothing has been deleted
        {child.permissions.canArchive ? ': restore it to use it again.' : '.'}
      </p>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      {child.permissions.canArchive ? (
        <div className="print:hidden">
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setProblem(null);
              restore().catch((error: unknown) => {
                setBusy(false);
                setProblem(apiFieldErrors(error).form ?? 'We couldn’t restore the profile just now.');
              });
            }}
            className={BUTTON_CLASSES.primary}
          >
            {busy ? 'Restoring...' : `Restore ${name}'s profile`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Every change the profile can make to this child. */
function useChildMutations(childId: string) {
  return {
    update: useUpdateChild(childId),
    archive: useArchiveChild(childId),
    restore: useRestoreChild(childId),
    uploadPhoto: useUploadChildPhoto(childId),
    removePhoto: useRemoveChildPhoto(childId),
    addCondition: useAddChildCondition(childId),
    updateCondition: useUpdateChildCondition(childId),
    removeCondition: useRemoveChildCondition(childId),
    addContact: useAddChildContact(childId),
    updateContact: useUpdateChildContact(childId),
    removeContact: useRemoveChildContact(childId),
    importContacts: useImportChildContacts(childId),
  };
}

/** The whole profile, section by section, each editable in place when the parent may. */
export function ChildProfile({ child }: { child: ChildResponse }) {
  const mutations = useChildMutations(child.id);
  const name = childDisplayName(child);
  const heading = useRef<HTMLHeadingElement>(null);
  const [restored, setRestored] = useState(false);
  const { canEdit, canArchive, canUploadPhoto } = child.permissions;
  const update = (body: Record<string, unknown>) => mutations.update.mutateAsync(body);
  const archived = child.archivedAt !== null;
  // Only the parents who manage the child (those who may archive the profile) set up the child's own sign-in.
  const manages = canArchive && !archived;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-5">
          <ChildPhoto child={child} size="large" />
          <div className="flex flex-col gap-1">
            <h1 ref={heading} tabIndex={-1} className="text-h1 font-bold">
              {name}'s profile
            </h1>
            <p className="text-ink-muted">
              {[child.preferredName ? child.name : null, child.dateOfBirth ? ageOn(child.dateOfBirth) : null]
                .filter(Boolean)
                .join(' · ') || 'Everything about your child in one place, filled in over time.'}
            </p>
          </div>
        </div>
        {archived ? (
          <ArchivedBanner
            child={child}
            restore={async () => {
              await mutations.restore.mutateAsync();
              setRestored(true);
              heading.current?.focus();
            }}
          />
        ) : null}
        {restored && !archived ? <Notice tone="success">{name}'s profile has been restored.</Notice> : null}
        <div className="flex flex-wrap gap-3">
          <Link to="?view=summary" className={BUTTON_CLASSES.primary}>
            Summary for a new teacher
          </Link>
        </div>
        <nav aria-label="On this page" className="rounded-lg border border-line bg-surface p-4">
          <p className="font-semibold">On this page</p>
          <ul className="mt-1 grid sm:grid-cols-2">
            {CONTENTS.filter((entry) => manages || !entry.managersOnly).map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className={BUTTON_CLASSES.link}>
                  {entry.label(name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <EditableSection
        id="about"
        title={`About ${name}`}
        editLabel={`Edit about ${name}`}
        after={
          <div className="flex flex-col gap-4 border-t border-line pt-5">
            <h3 className="text-h3 font-bold">Photo</h3>
            {child.photo === null ? <p className="text-ink-muted italic">No photo yet.</p> : null}
            {canUploadPhoto ? (
              <PhotoControl
                child={child}
                upload={(file) => mutations.uploadPhoto.mutateAsync(file)}
                remove={() => mutations.removePhoto.mutateAsync()}
              />
            ) : null}
          </div>
        }
        canEdit={canEdit}
        view={
          <FieldList
            items={[
              { label: 'Full name', value: <FieldValue value={child.name} /> },
              { label: 'Preferred name', value: <FieldValue value={child.preferredName} /> },
              { label: 'Date of birth', value: <FieldValue value={dateOfBirthText(child.dateOfBirth)} /> },
              { label: 'Pronouns', value: <FieldValue value={child.pronouns} /> },
            ]}
          />
        }
        form={(finish) => (
          <FieldsForm
            prefix="about"
            fields={ABOUT_FIELDS}
            initial={valuesOf(ABOUT_FIELDS, (path) => valueAt(child, path))}
            save={(values) => update(nestedBody(values))}
            onDone={finish}
          />
        )}
      />

      {child.conditions === null ? null : (
        <section
          id="conditions"
          aria-labelledby="conditions-heading"
          className="flex scroll-mt-4 flex-col gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="conditions-heading" className="text-h2 font-bold">
            Conditions and diagnoses
          </h2>
          <ItemList<ChildConditionResponse>
            prefix="condition"
            items={child.conditions}
            canEdit={child.permissions.areas.health === 'edit'}
            noun="condition"
            addLabel="Add a condition or diagnosis"
            emptyText="Not filled in yet. Add any condition or diagnosis, even one you are still waiting to hear about."
            headingLevel={3}
            fields={CONDITION_FIELDS}
            titleOf={(condition) => condition.name}
            detailsOf={(condition) => [
              { label: 'Diagnosed on', value: condition.diagnosedOn ? formatDate(condition.diagnosedOn) : null },
              { label: 'Diagnosed by', value: condition.diagnosedBy },
              { label: 'Notes', value: condition.notes },
            ]}
            valuesOf={conditionValues}
            add={(values) => mutations.addCondition.mutateAsync({ ...values, name: values['name'] ?? '' })}
            update={(id, values) => mutations.updateCondition.mutateAsync({ id, input: values })}
            remove={(id) => mutations.removeCondition.mutateAsync(id)}
          />
        </section>
      )}

      <TextSection
        child={child}
        id="needs"
        title="Needs and strengths"
        editLabel="Edit needs and strengths"
        fields={NEEDS_FIELDS}
        save={update}
      />
      <TextSection
        child={child}
        id="communication"
        title="Communication"
        editLabel="Edit communication"
        fields={COMMUNICATION_FIELDS}
        save={update}
      />
      <TextSection
        child={child}
        id="sensory"
        title="Sensory profile"
        editLabel="Edit sensory profile"
        fields={SENSORY_FIELDS}
        save={update}
      />
      <TextSection
        child={child}
        id="likes"
        title="Likes and dislikes"
        editLabel="Edit likes and dislikes"
        fields={LIKES_FIELDS}
        save={update}
      />

      <section
        id="school"
        aria-labelledby="school-heading"
        className="flex scroll-mt-4 flex-col gap-6 rounded-xl border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="school-heading" className="text-h2 font-bold">
          School and key contacts
        </h2>
        <SchoolPart child={child} save={update} />
        <div className="flex flex-col gap-4 border-t border-line pt-6">
          <h3 className="text-h3 font-bold">Key contacts</h3>
          <p className="text-ink-muted">The people who help {name}: doctors, therapists, family and friends.</p>
          <ItemList<ChildContactResponse>
            prefix="contact"
            items={child.contacts}
            canEdit={canEdit}
            noun="contact"
            addLabel="Add a key contact"
            emptyText="Not filled in yet."
            headingLevel={4}
            fields={CONTACT_FIELDS}
            titleOf={(contact) => `${contact.name} (${contact.role})`}
            detailsOf={(contact) => [
              { label: 'Phone number', value: contact.phone },
              { label: 'E-mail address', value: contact.email },
              { label: 'Notes', value: contact.notes },
            ]}
            valuesOf={contactValues}
            add={(values) =>
              mutations.addContact.mutateAsync({ ...values, role: values['role'] ?? '', name: values['name'] ?? '' })
            }
            update={(id, values) => mutations.updateContact.mutateAsync({ id, input: values })}
            remove={(id) => mutations.removeContact.mutateAsync(id)}
          />
          {canEdit ? (
            <ContactsImport childName={name} importContacts={(input) => mutations.importContacts.mutateAsync(input)} />
          ) : null}
        </div>
      </section>

      <TextSection
        child={child}
        id="emergency"
        title="Emergency information"
        editLabel="Edit emergency information"
        fields={EMERGENCY_FIELDS}
        save={update}
      />

      {manages ? <ChildSignInSection childId={child.id} name={name} /> : null}

      {manages ? (
        <ArchiveSection
          child={child}
          archive={async () => {
            setRestored(false);
            await mutations.archive.mutateAsync();
          }}
        />
      ) : null}
    </div>
  );
}

/** The school's name and its contacts, edited together (they are saved as one part of the profile). */
function SchoolPart({
  child,
  save,
}: {
  child: ChildResponse;
  save: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const contacts = child.school.contacts ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-h3 font-bold">School</h3>
        <div className="flex flex-wrap items-center gap-3">
          <SectionStatus message={status} />
          {child.permissions.canEdit && !editing ? (
            <button
              ref={editButton}
              type="button"
              onClick={() => {
                setStatus('');
                setEditing(true);
              }}
              className={BUTTON_CLASSES.secondary}
            >
              Edit school
            </button>
          ) : null}
        </div>
      </div>
      {editing ? (
        <SchoolForm
          child={child}
          save={save}
          onDone={(saved) => {
            returnFocus.current = true;
            setStatus(saved ? 'Saved' : '');
            setEditing(false);
          }}
        />
      ) : (
        <>
          <FieldList items={[{ label: 'School or nursery', value: <FieldValue value={child.school.name} /> }]} />
          <h4 className="font-bold">People at school</h4>
          {contacts.length === 0 ? (
            <p className="text-ink-muted italic">Not filled in yet</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {contacts.map((contact, index) => (
                <li key={`${contact.name}-${index}`} className="rounded-lg border border-line p-3">
                  <p className="font-semibold">
                    {contact.name}
                    {contact.role ? <span className="font-normal text-ink-muted"> · {contact.role}</span> : null}
                  </p>
                  {contact.phone ? <p>Phone: {contact.phone}</p> : null}
                  {contact.email ? <p className="break-all">E-mail: {contact.email}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
