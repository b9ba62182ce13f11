import {
  matchAppRoute,
  CONTACTS_IMPORT_LIMITS,
  CONTACTS_TEMPLATE_PATH,
  type ContactImportRow,
  type ContactsImportRequest,
  type ContactsImportResponse,
} from '@tedi/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { errorIdOf, TextField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { readContactsFile } from '../contacts-file.ts';
import { SectionStatus } from './editable-section.tsx';

/** The public page on moving into Tedi, with the steps for saving contacts as a CSV file from other apps. */
const MIGRATION_PATH = '/migration';
const NO_FILE = 'Please choose a CSV file first.';
const NOT_CHECKED = 'We couldn’t check the file just now. Please check your connection and try again.';
const NOT_ADDED = 'We couldn’t add the contacts just now. Nothing has been added. Please try again.';

type Step =
  | { kind: 'closed' }
  | { kind: 'choosing' }
  | { kind: 'preview'; fileName: string; csv: string; defaultRole: string; preview: ContactsImportResponse };

/** What happened, said after the panel closes. */
type Outcome = { kind: 'added'; result: ContactsImportResponse } | { kind: 'cancelled' } | null;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Add 3 contacts", or "Add 1 contact". */
export const addLabel = (count: number) => `Add ${plural(count, 'contact', 'contacts')}`;

const LINK = 'font-semibold text-brand-strong underline decoration-2 underline-offset-4';
const CELL = 'border-b border-line px-3 py-2 align-top';
const HEAD_CELL = 'border-b-2 border-line px-3 py-2 text-left align-bottom';

/**
 * "Import contacts from a file" on a child's profile: the parent chooses a CSV file (read here, in the browser), sees
 * what would happen to every row, may give a role to the people the file has none for, and only then adds the new
 * contacts. Cancelling at any point adds nothing; contacts already on the profile are never changed.
 */
export function ContactsImport({
  childName,
  importContacts,
}: {
  childName: string;
  importContacts: (input: ContactsImportRequest) => Promise<ContactsImportResponse>;
}) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const focusOpenButton = useRef(false);

  useEffect(() => {
    if (step.kind !== 'closed') return;
    if (outcome?.kind === 'added') confirmation.current?.focus();
    else if (focusOpenButton.current) openButton.current?.focus();
    focusOpenButton.current = false;
  }, [step, outcome]);

  const cancel = () => {
    focusOpenButton.current = true;
    setOutcome({ kind: 'cancelled' });
    setStep({ kind: 'closed' });
  };

  return (
    <div className="flex flex-col gap-4">
      {step.kind === 'closed' ? (
        <>
          {outcome?.kind === 'added' ? (
            <div
              ref={confirmation}
              tabIndex={-1}
              role="status"
              className="flex flex-col gap-1 rounded-lg border-l-4 border-brand bg-brand-soft p-4"
            >
              <p className="font-bold">
                <span aria-hidden="true">✓ </span>
                {outcome.result.added.length === 0
                  ? `No contacts were added to ${childName}'s profile.`
                  : `Added ${plural(outcome.result.added.length, 'contact', 'contacts')} to ${childName}'s profile.`}
              </p>
              <LeftOutSummary counts={outcome.result.counts} childName={childName} />
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button
              ref={openButton}
              type="button"
              onClick={() => {
                setOutcome(null);
                setStep({ kind: 'choosing' });
              }}
              className={BUTTON_CLASSES.secondary}
            >
              Import contacts from a file
            </button>
            <SectionStatus message={outcome?.kind === 'cancelled' ? 'Import cancelled. Nothing was added.' : ''} />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-5 rounded-lg border-2 border-brand p-4">
          {step.kind === 'choosing' ? (
            <ChooseFile
              childName={childName}
              check={async (fileName, csv) => {
                const preview = await importContacts({ csv, dryRun: true });
                setStep({ kind: 'preview', fileName, csv, defaultRole: '', preview });
              }}
              onCancel={cancel}
            />
          ) : (
            <Preview
              childName={childName}
              step={step}
              chooseRole={async (defaultRole) => {
                const preview = await importContacts({
                  csv: step.csv,
                  dryRun: true,
                  ...(defaultRole ? { defaultRole } : {}),
                });
                setStep({ ...step, defaultRole, preview });
              }}
              add={async () => {
                const result = await importContacts({
                  csv: step.csv,
                  dryRun: false,
                  ...(step.defaultRole ? { defaultRole: step.defaultRole } : {}),
                });
                setOutcome({ kind: 'added', result });
                setStep({ kind: 'closed' });
              }}
              chooseAnother={() => setStep({ kind: 'choosing' })}
              onCancel={cancel}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** The rows an import left out, in a sentence; nothing when it left none out. */
function LeftOutSummary({ counts, childName }: { counts: ContactsImportResponse['counts']; childName: string }) {
  const parts = [
    counts.problem > 0 ? `${plural(counts.problem, 'row', 'rows')} with a problem` : null,
    counts.existing > 0 ? `${plural(counts.existing, 'contact', 'contacts')} already on ${childName}'s profile` : null,
    counts.repeated > 0 ? `${plural(counts.repeated, 'row', 'rows')} repeated in the file` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return <p>Left out: {list}. Nothing already on the profile was changed.</p>;
}

function ChooseFile({
  childName,
  check,
  onCancel,
}: {
  childName: string;
  check: (fileName: string, csv: string) => Promise<void>;
  onCancel: () => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => input.current?.focus(), []);

  const refuse = (message: string) => {
    setError(message);
    setBusy(false);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0];
    if (!file) return refuse(NO_FILE);
    setBusy(true);
    setError(null);
    const read = await readContactsFile(file);
    if ('error' in read) return refuse(read.error);
    try {
      await check(file.name, read.text);
    } catch (refusal) {
      refuse(apiFieldErrors(refusal).form ?? NOT_CHECKED);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="flex flex-col gap-4">
      <h4 className="text-lg font-bold">Import contacts from a file</h4>
      <p>
        Bring in the people who help {childName} from your phone’s contacts, Google Contacts, Outlook or a spreadsheet,
        saved as a CSV file. You will see every contact before anything is added.
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        <li>
          <a href={CONTACTS_TEMPLATE_PATH} download className={LINK}>
            Download Tedi’s template (CSV file)
          </a>{' '}
          to fill in with a spreadsheet.
        </li>
        {matchAppRoute(MIGRATION_PATH)?.live ? (
          <li>
            <Link to={`${MIGRATION_PATH}#from-another-app`} className={LINK}>
              How to save your contacts as a CSV file
            </Link>
          </li>
        ) : null}
      </ul>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="font-semibold">
          CSV file with your contacts
        </label>
        <p id={hintId} className="text-ink-muted">
          The first row should name the columns, for example Name, Role, Phone, Email and Notes. Up to{' '}
          {CONTACTS_IMPORT_LIMITS.maxRows} contacts.
        </p>
        {error ? (
          <p id={errorIdOf(inputId)} className="font-semibold text-danger">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={[hintId, error ? errorIdOf(inputId) : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={() => setError(null)}
          className={`w-full max-w-md rounded-lg border-2 bg-surface p-2 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-brand-strong ${error ? 'border-danger' : 'border-ink-muted'}`}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
          {busy ? 'Checking the file...' : 'Check the file'}
        </button>
        <button type="button" disabled={busy} onClick={onCancel} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const ROLE_FROM: Readonly<Record<NonNullable<ContactImportRow['roleFrom']>, string | null>> = {
  role: null,
  jobTitle: 'from the job title',
  organisation: 'from the company',
  chosen: 'the role you chose',
};

function Preview({
  childName,
  step,
  chooseRole,
  add,
  chooseAnother,
  onCancel,
}: {
  childName: string;
  step: Extract<Step, { kind: 'preview' }>;
  chooseRole: (role: string) => Promise<void>;
  add: () => Promise<void>;
  chooseAnother: () => void;
  onCancel: () => void;
}) {
  const { preview, fileName } = step;
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = (status: ContactImportRow['status'] | readonly ContactImportRow['status'][]) =>
    preview.rows.filter((row) => (typeof status === 'string' ? row.status === status : status.includes(row.status)));
  const toAdd = rows('add');
  const withProblems = rows('problem');
  const skipped = rows(['existing', 'repeated']);
  const needingRole = withProblems.filter((row) => row.needsRole).length;
  const chosenCount = toAdd.filter((row) => row.roleFrom === 'chosen').length;
  const used = preview.columns.filter((column) => column.field !== null && column.header !== '');
  const unused = preview.columns.filter((column) => column.field === null && column.header !== '');

  useEffect(() => heading.current?.focus(), []);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await add();
    } catch (error) {
      setBusy(false);
      const { form } = apiFieldErrors(error);
      setProblem(form ? `${form} Nothing has been added.` : NOT_ADDED);
    }
  };

  return (
    <div className="flex flex-col gap-5" aria-busy={busy}>
      <div className="flex flex-col gap-2">
        <h4 ref={heading} tabIndex={-1} className="text-lg font-bold">
          Check the contacts in {fileName}
        </h4>
        <p>Nothing has been added yet.</p>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          <li>
            {toAdd.length === 0
              ? 'No new contacts to add.'
              : `${plural(toAdd.length, 'contact', 'contacts')} to add to ${childName}'s profile.`}
          </li>
          {withProblems.length > 0 ? (
            <li>{plural(withProblems.length, 'row has a problem', 'rows have problems')} and will be left out.</li>
          ) : null}
          {skipped.length > 0 ? (
            <li>
              {plural(skipped.length, 'row is', 'rows are')} already on {childName}'s profile or repeated in the file,
              and will be skipped.
            </li>
          ) : null}
        </ul>
        <p className="text-ink-muted">
          Columns used: {used.map((column) => column.header).join(', ')}.
          {unused.length > 0 ? ` Not used: ${unused.map((column) => column.header).join(', ')}.` : ''}
        </p>
      </div>

      {toAdd.length > 0 ? (
        <RowsTable
          caption={`Contacts to add (${toAdd.length})`}
          headers={['Row', 'Name', 'Role', 'Phone', 'E-mail', 'Notes']}
        >
          {toAdd.map((row) => (
            <tr key={row.row}>
              <td className={CELL}>{row.row}</td>
              <th scope="row" className={`${CELL} text-left font-semibold`}>
                {row.contact.name}
              </th>
              <td className={CELL}>
                {row.contact.role}
                {row.roleFrom && ROLE_FROM[row.roleFrom] ? (
                  <span className="block text-sm text-ink-muted">({ROLE_FROM[row.roleFrom]})</span>
                ) : null}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{row.contact.phone ?? '–'}</td>
              <td className={`${CELL} break-all`}>{row.contact.email ?? '–'}</td>
              <td className={`${CELL} whitespace-pre-line`}>{row.contact.notes ?? '–'}</td>
            </tr>
          ))}
        </RowsTable>
      ) : null}

      {withProblems.length > 0 ? (
        <RowsTable
          caption={`Rows with problems, left out (${withProblems.length})`}
          headers={['Row', 'Name', 'Problem']}
        >
          {withProblems.map((row) => (
            <tr key={row.row}>
              <td className={CELL}>{row.row}</td>
              <th scope="row" className={`${CELL} text-left font-semibold`}>
                {row.contact.name ?? <span className="font-normal text-ink-muted italic">No name</span>}
              </th>
              <td className={CELL}>
                <ul className="flex flex-col gap-1">
                  {row.problems.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </RowsTable>
      ) : null}

      {skipped.length > 0 ? (
        <RowsTable caption={`Rows skipped (${skipped.length})`} headers={['Row', 'Name', 'Role', 'Why']}>
          {skipped.map((row) => (
            <tr key={row.row}>
              <td className={CELL}>{row.row}</td>
              <th scope="row" className={`${CELL} text-left font-semibold`}>
                {row.contact.name}
              </th>
              <td className={CELL}>{row.contact.role}</td>
              <td className={CELL}>
                {row.status === 'existing'
                  ? `Already on ${childName}'s profile`
                  : `The same person as row ${row.sameAsRow ?? ''}`}
              </td>
            </tr>
          ))}
        </RowsTable>
      ) : null}

      {needingRole > 0 || chosenCount > 0 ? (
        <ChooseRole
          childName={childName}
          count={needingRole + chosenCount}
          current={step.defaultRole}
          choose={chooseRole}
          busy={busy}
        />
      ) : null}

      {problem ? <Notice tone="warning">{problem}</Notice> : null}

      <div className="flex flex-wrap gap-3">
        {toAdd.length > 0 ? (
          <button type="button" disabled={busy} onClick={() => void confirm()} className={BUTTON_CLASSES.primary}>
            {busy ? 'Adding...' : addLabel(toAdd.length)}
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={chooseAnother} className={BUTTON_CLASSES.secondary}>
          Choose another file
        </button>
        <button type="button" disabled={busy} onClick={onCancel} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** A table of rows from the file, scrolling sideways on a narrow screen rather than squeezing its columns. */
function RowsTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption id={captionId} className="mb-2 text-left font-bold">
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={HEAD_CELL}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** For the rows without a role: one role the parent gives them all, which they can change one by one later. */
function ChooseRole({
  childName,
  count,
  current,
  choose,
  busy,
}: {
  childName: string;
  count: number;
  current: string;
  choose: (role: string) => Promise<void>;
  busy: boolean;
}) {
  const id = useId();
  const [role, setRole] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    setError(undefined);
    setStatus('');
    const chosen = role.trim();
    try {
      await choose(chosen);
      setStatus(chosen ? `They will be added as ${chosen}` : 'They will be left out');
    } catch (refusal) {
      const { fields, form } = apiFieldErrors(refusal);
      setError(fields['defaultRole'] ?? form ?? NOT_CHECKED);
    } finally {
      setChecking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-lg bg-sand p-4">
      <TextField
        id={id}
        label={`Role for the ${plural(count, 'person', 'people')} without one`}
        hint={
          <>
            Who they are to {childName}, for example Family friend. Every row without a role gets it; you can change
            each contact afterwards. Leave it empty to leave those rows out.
          </>
        }
        value={role}
        error={error}
        onChange={(event) => setRole(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy || checking} className={BUTTON_CLASSES.secondary}>
          {checking ? 'Checking...' : 'Use this role'}
        </button>
        <SectionStatus message={status} />
      </div>
    </form>
  );
}
