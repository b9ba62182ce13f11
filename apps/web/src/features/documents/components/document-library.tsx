import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FORMAT_DETAILS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_LIMITS,
  DOCUMENT_MAX_SIZE_TEXT,
  DOCUMENT_RESTORE_DAYS,
  type DocumentFileResponse,
  type DocumentListResponse,
  type DocumentSummaryResponse,
  type HealthDocumentResponse,
} from '@tedi/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { DownloadStatus, useDownload } from '../../../lib/downloads.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import {
  type DocumentSearchValues,
  downloadDocumentFile,
  useDeleteDocument,
  useDocument,
  useDocuments,
  useRestoreDocument,
  useUpdateDocument,
  useUploadDocument,
  useUploadVersion,
} from '../api/documents.ts';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "3 March 2026", in UK time. */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

function sizeOf(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

function versionsText(count: number): string {
  return count === 1 ? '1 version' : `${count} versions`;
}

/** Downloads one file as the signed-in person, saying how it went beside the buttons. */
function useFileDownload() {
  const api = useSignedInApi();
  const download = useDownload();
  return {
    ...download,
    fetch: (url: string, fallbackName: string) => download.start(() => downloadDocumentFile(api, url), fallbackName),
  };
}

/** A button per file of a version: "Download PDF", "Download Word document". */
function FileDownloads({ files, title }: { files: readonly DocumentFileResponse[]; title: string }) {
  const { state, busy, fetch } = useFileDownload();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {files.map((file) => (
        <button
          key={file.id}
          type="button"
          disabled={busy}
          onClick={() => void fetch(file.url, file.fileName)}
          className={BUTTON_CLASSES.secondary}
        >
          Download {DOCUMENT_FORMAT_DETAILS[file.format].label}
          <span className="sr-only"> of {title}</span>
          <span className="ml-1 font-normal">({sizeOf(file.byteSize)})</span>
        </button>
      ))}
      <DownloadStatus state={state} />
    </div>
  );
}

function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-soft px-3 py-0.5 text-brand-strong">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * One child's library: search by words and tag, upload, every document with its versions and downloads, delete
 * with a confirmation (restorable for 30 days), recently deleted documents to restore, the health hub's documents,
 * and (for a parent) who else can see them. What each person may do comes from the server's `permissions`.
 */
export function DocumentLibrary({ childId, childName }: { childId: string; childName: string }) {
  const [search, setSearch] = useState<DocumentSearchValues>({ q: '', tag: '' });
  const [typed, setTyped] = useState<DocumentSearchValues>({ q: '', tag: '' });
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  // What was done is said here, and the focus comes here: the button that did it may have left the page with the
  // document (deleted, restored), and keyboard users carry on from the message.
  const announce = (message: string) => {
    setStatus(message);
    window.requestAnimationFrame(() => statusRef.current?.focus());
  };
  const library = useDocuments(childId, search);
  const searching = search.q !== '' || search.tag !== '';

  if (library.isPending) return <p role="status">Loading {childName}’s documents…</p>;
  if (library.isError) {
    return (
      <Notice tone="warning" title={`We couldn’t load ${childName}’s documents just now`}>
        <p>{apiFieldErrors(library.error).form}</p>
        <button type="button" onClick={() => void library.refetch()} className={BUTTON_CLASSES.link}>
          Try again
        </button>
      </Notice>
    );
  }
  const data: DocumentListResponse = library.data;
  const { canEdit } = data.permissions;

  return (
    <div className="flex flex-col gap-8">
      {canEdit ? null : (
        <p className="rounded-lg bg-sand p-3">
          You can read and download {childName}’s documents; the parents keep the library up to date.
        </p>
      )}
      <section aria-labelledby="library-heading" className="flex flex-col gap-4">
        <h2 id="library-heading" className="text-h2 font-bold">
          {childName}’s documents
        </h2>
        <form
          role="search"
          aria-label={`${childName}’s documents`}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ q: typed.q.trim(), tag: typed.tag });
          }}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="min-w-48 flex-1">
            <TextField
              id={`library-${childId}-q`}
              label="Search by title or tag"
              type="search"
              value={typed.q}
              onChange={(event) => setTyped((current) => ({ ...current, q: event.target.value }))}
            />
          </div>
          {data.tags.length > 0 ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`library-${childId}-tag`} className="font-semibold">
                Tag
              </label>
              <select
                id={`library-${childId}-tag`}
                value={typed.tag}
                onChange={(event) => setTyped((current) => ({ ...current, tag: event.target.value }))}
                className="min-h-11 rounded-lg border-2 border-ink-muted bg-surface px-3 py-2"
              >
                <option value="">Any tag</option>
                {data.tags.map((tag) => (
                  <option key={tag} value={tag}>
                    {tag}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button type="submit" className={BUTTON_CLASSES.secondary}>
            Search
          </button>
          {searching ? (
            <button
              type="button"
              onClick={() => {
                setTyped({ q: '', tag: '' });
                setSearch({ q: '', tag: '' });
              }}
              className={BUTTON_CLASSES.link}
            >
              Show all documents
            </button>
          ) : null}
        </form>

        {canEdit ? (
          uploading ? (
            <UploadForm
              childId={childId}
              onDone={(message) => {
                setUploading(false);
                if (message) announce(message);
              }}
            />
          ) : (
            <div>
              <button type="button" onClick={() => setUploading(true)} className={BUTTON_CLASSES.primary}>
                <span aria-hidden="true">+&nbsp;</span>Upload a document
              </button>
            </div>
          )
        ) : null}
        <p ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="font-semibold empty:hidden">
          {status}
        </p>

        <div aria-live="polite" aria-busy={library.isFetching}>
          {searching ? (
            <p className="mb-3">
              {data.documents.length === 1 ? '1 document found' : `${data.documents.length} documents found`}
              {search.q ? ` for “${search.q}”` : ''}
              {search.tag ? ` tagged “${search.tag}”` : ''}.
            </p>
          ) : null}
          {data.documents.length === 0 ? (
            <p className="text-ink-muted italic">
              {searching ? 'No documents match that search.' : `No documents kept for ${childName} yet.`}
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.documents.map((document) => (
                <DocumentCard
                  key={document.id}
                  childId={childId}
                  document={document}
                  canEdit={canEdit}
                  onStatus={announce}
                />
              ))}
            </ul>
          )}
        </div>
      </section>

      {data.healthDocuments !== null ? (
        <HealthDocuments documents={data.healthDocuments} searching={searching} />
      ) : null}

      {canEdit ? <RecentlyDeleted childId={childId} documents={data.recentlyDeleted} onStatus={announce} /> : null}

      {data.readers !== null ? <Readers childName={childName} readers={data.readers} /> : null}
    </div>
  );
}

function DocumentCard({
  childId,
  document,
  canEdit,
  onStatus,
}: {
  childId: string;
  document: DocumentSummaryResponse;
  canEdit: boolean;
  onStatus: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
      <h3 className="text-lg font-bold break-words">{document.title}</h3>
      <p className="text-ink-muted">
        {DOCUMENT_KIND_LABELS[document.kind]} · {versionsText(document.versionCount)} · added by{' '}
        {document.createdBy.name} on {formatDay(document.createdAt)}
        {document.versionCount > 1 ? ` · newest version ${formatDay(document.updatedAt)}` : ''}
      </p>
      <Tags tags={document.tags} />
      <FileDownloads files={document.latest.files} title={document.title} />
      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className={BUTTON_CLASSES.link}
        >
          {open ? 'Hide versions' : canEdit ? 'Versions and changes' : 'Versions'}
          <span className="sr-only"> of {document.title}</span>
        </button>
      </div>
      <div id={detailsId} hidden={!open}>
        {open ? (
          <DocumentDetail childId={childId} documentId={document.id} canEdit={canEdit} onStatus={onStatus} />
        ) : null}
      </div>
    </li>
  );
}

function DocumentDetail({
  childId,
  documentId,
  canEdit,
  onStatus,
}: {
  childId: string;
  documentId: string;
  canEdit: boolean;
  onStatus: (message: string) => void;
}) {
  const detail = useDocument(childId, documentId);
  const [action, setAction] = useState<'none' | 'version' | 'edit'>('none');
  const [confirming, setConfirming] = useState(false);
  if (detail.isPending) return <p role="status">Loading its versions…</p>;
  if (detail.isError) return <Notice tone="warning">{apiFieldErrors(detail.error).form}</Notice>;
  const document = detail.data;
  return (
    <div className="mt-2 flex flex-col gap-4 border-t border-line pt-4">
      <h4 className="font-bold">Versions, newest first</h4>
      <ol className="flex flex-col gap-3">
        {document.versions.map((version) => (
          <li key={version.id} className="flex flex-col gap-2 rounded-lg bg-sand p-3">
            <p>
              <span className="font-semibold">Version {version.number}</span> · by {version.createdBy.name} on{' '}
              {formatDay(version.createdAt)}
            </p>
            {version.note ? <p className="whitespace-pre-line">{version.note}</p> : null}
            <FileDownloads files={version.files} title={`${document.title}, version ${version.number}`} />
          </li>
        ))}
      </ol>
      {canEdit ? (
        <>
          {action === 'version' ? (
            <VersionForm
              childId={childId}
              documentId={document.id}
              title={document.title}
              onDone={(message) => {
                setAction('none');
                if (message) onStatus(message);
              }}
            />
          ) : null}
          {action === 'edit' ? (
            <EditForm
              childId={childId}
              documentId={document.id}
              title={document.title}
              tags={document.tags}
              onDone={(message) => {
                setAction('none');
                if (message) onStatus(message);
              }}
            />
          ) : null}
          {action === 'none' ? (
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={() => setAction('version')} className={BUTTON_CLASSES.secondary}>
                Add a new version<span className="sr-only"> of {document.title}</span>
              </button>
              <button type="button" onClick={() => setAction('edit')} className={BUTTON_CLASSES.secondary}>
                Edit title and tags<span className="sr-only"> of {document.title}</span>
              </button>
              <button type="button" onClick={() => setConfirming(true)} className={BUTTON_CLASSES.danger}>
                Delete<span className="sr-only"> {document.title}</span>
              </button>
            </div>
          ) : null}
          {confirming ? (
            <DeleteDialog
              childId={childId}
              documentId={document.id}
              title={document.title}
              onClose={(message) => {
                setConfirming(false);
                if (message) onStatus(message);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The day a document deleted now could still be restored until. */
function restorableUntil(now: Date = new Date()): string {
  return formatDay(new Date(now.getTime() + DOCUMENT_RESTORE_DAYS * 24 * 60 * 60 * 1000).toISOString());
}

/** Asks before deleting, and says that the document can be brought back for 30 days. Cancel has the focus. */
function DeleteDialog({
  childId,
  documentId,
  title,
  onClose,
}: {
  childId: string;
  documentId: string;
  title: string;
  onClose: (message: string | null) => void;
}) {
  const remove = useDeleteDocument(childId);
  const [problem, setProblem] = useState<string | null>(null);
  // Awaited rather than given callbacks: the document leaves the list (and this dialog with it) once it is deleted.
  const confirm = async () => {
    setProblem(null);
    try {
      const deleted = await remove.mutateAsync(documentId);
      onClose(
        `Deleted ${title}. You can restore it from Recently deleted until ${formatDay(deleted.deleted?.purgeAt ?? new Date().toISOString())}.`,
      );
    } catch (error) {
      setProblem(apiFieldErrors(error).form ?? null);
    }
  };
  return (
    <ConfirmDialog
      title={`Delete ${title}?`}
      problem={problem}
      cancelLabel="Cancel, keep it"
      confirmLabel="Delete it"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onCancel={() => onClose(null)}
      onConfirm={() => void confirm()}
    >
      <p>
        It moves to Recently deleted, where you can restore it for {DOCUMENT_RESTORE_DAYS} days (until{' '}
        {restorableUntil()}). After that it is deleted for good, with all its versions.
      </p>
    </ConfirmDialog>
  );
}

interface FieldProblems {
  readonly fields: Record<string, string>;
  readonly form: string | undefined;
}
const NO_PROBLEMS: FieldProblems = { fields: {}, form: undefined };

function tagsProblem(fields: Record<string, string>): string | undefined {
  return Object.entries(fields).find(([field]) => field.startsWith('tags'))?.[1];
}

function UploadForm({ childId, onDone }: { childId: string; onDone: (message: string | null) => void }) {
  const upload = useUploadDocument(childId);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState({ title: '', tags: '', note: '' });
  const [problems, setProblems] = useState<FieldProblems>(NO_PROBLEMS);
  const prefix = `library-upload-${childId}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems(NO_PROBLEMS);
    if (!file) {
      setProblems({ fields: { file: 'Please choose the file to upload' }, form: undefined });
      return;
    }
    if (file.size > DOCUMENT_LIMITS.fileMaxBytes) {
      setProblems({
        fields: { file: `This file is too large. Please choose one of ${DOCUMENT_MAX_SIZE_TEXT} or less.` },
        form: undefined,
      });
      return;
    }
    try {
      const saved = await upload.mutateAsync({ file, ...values });
      onDone(`Uploaded ${saved.title}`);
    } catch (error) {
      const refused = apiFieldErrors(error);
      // A refusal of the file itself (its kind or size) is said beside the file.
      setProblems(
        refused.form && Object.keys(refused.fields).length === 0
          ? { fields: { file: refused.form }, form: undefined }
          : refused,
      );
    }
  };
  return (
    <form
      noValidate
      aria-labelledby={`${prefix}-heading`}
      aria-busy={upload.isPending}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border-2 border-brand p-4"
    >
      <h3 id={`${prefix}-heading`} className="text-lg font-bold">
        Upload a document
      </h3>
      {problems.form ? <Notice tone="warning">{problems.form}</Notice> : null}
      <TextField
        id={`${prefix}-file`}
        label="File"
        hint={`A PDF, a Word document (.docx), or a photo or scan (JPG, PNG or WebP), up to ${DOCUMENT_MAX_SIZE_TEXT}.`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        error={problems.fields['file']}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <TextField
        id={`${prefix}-title`}
        label="Title (optional)"
        hint="The file’s name when left empty."
        value={values.title}
        error={problems.fields['title']}
        onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
      />
      <TextField
        id={`${prefix}-tags`}
        label="Tags (optional)"
        hint="Words to find it by, separated by commas: school, report."
        value={values.tags}
        error={tagsProblem(problems.fields)}
        onChange={(event) => setValues((current) => ({ ...current, tags: event.target.value }))}
      />
      <TextField
        id={`${prefix}-note`}
        label="Note (optional)"
        hint="Where it came from, or what changed."
        value={values.note}
        error={problems.fields['note']}
        onChange={(event) => setValues((current) => ({ ...current, note: event.target.value }))}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={upload.isPending} className={BUTTON_CLASSES.primary}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </button>
        <button type="button" onClick={() => onDone(null)} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function VersionForm({
  childId,
  documentId,
  title,
  onDone,
}: {
  childId: string;
  documentId: string;
  title: string;
  onDone: (message: string | null) => void;
}) {
  const upload = useUploadVersion(childId);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldProblems>(NO_PROBLEMS);
  const prefix = `library-version-${documentId}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems(NO_PROBLEMS);
    if (!file) {
      setProblems({ fields: { file: 'Please choose the file of the new version' }, form: undefined });
      return;
    }
    if (file.size > DOCUMENT_LIMITS.fileMaxBytes) {
      setProblems({
        fields: { file: `This file is too large. Please choose one of ${DOCUMENT_MAX_SIZE_TEXT} or less.` },
        form: undefined,
      });
      return;
    }
    try {
      const saved = await upload.mutateAsync({ documentId, file, note });
      onDone(`Added version ${saved.versionCount} of ${saved.title}`);
    } catch (error) {
      const refused = apiFieldErrors(error);
      setProblems(
        refused.form && Object.keys(refused.fields).length === 0
          ? { fields: { file: refused.form }, form: undefined }
          : refused,
      );
    }
  };
  return (
    <form
      noValidate
      aria-label={`New version of ${title}`}
      aria-busy={upload.isPending}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border-2 border-brand p-4"
    >
      <h4 className="font-bold">New version of {title}</h4>
      {problems.form ? <Notice tone="warning">{problems.form}</Notice> : null}
      <TextField
        id={`${prefix}-file`}
        label="File"
        hint={`A PDF, a Word document (.docx), or a photo or scan (JPG, PNG or WebP), up to ${DOCUMENT_MAX_SIZE_TEXT}.`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        error={problems.fields['file']}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <TextField
        id={`${prefix}-note`}
        label="What changed (optional)"
        value={note}
        error={problems.fields['note']}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={upload.isPending} className={BUTTON_CLASSES.primary}>
          {upload.isPending ? 'Uploading…' : 'Add version'}
        </button>
        <button type="button" onClick={() => onDone(null)} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A document's title and tags, changed in place; what was typed stays when the server refuses it. */
function EditForm({
  childId,
  documentId,
  title: currentTitle,
  tags: currentTags,
  onDone,
}: {
  childId: string;
  documentId: string;
  title: string;
  tags: readonly string[];
  onDone: (message: string | null) => void;
}) {
  const update = useUpdateDocument(childId);
  const [title, setTitle] = useState(currentTitle);
  const [tags, setTags] = useState(currentTags.join(', '));
  const [problems, setProblems] = useState<FieldProblems>(NO_PROBLEMS);
  const prefix = `library-edit-${documentId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems(NO_PROBLEMS);
    const tagList = tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    update.mutateAsync({ documentId, input: { title, tags: tagList } }).then(
      (saved) => onDone(`Saved ${saved.title}`),
      (error: unknown) => setProblems(apiFieldErrors(error)),
    );
  };
  return (
    <form
      noValidate
      aria-label={`Edit ${currentTitle}`}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border-2 border-brand p-4"
    >
      {problems.form ? <Notice tone="warning">{problems.form}</Notice> : null}
      <TextField
        id={`${prefix}-title`}
        label="Title"
        value={title}
        error={problems.fields['title']}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        id={`${prefix}-tags`}
        label="Tags (optional)"
        hint="Separated by commas: school, report."
        value={tags}
        error={tagsProblem(problems.fields)}
        onChange={(event) => setTags(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={update.isPending} className={BUTTON_CLASSES.primary}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" onClick={() => onDone(null)} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function RecentlyDeleted({
  childId,
  documents,
  onStatus,
}: {
  childId: string;
  documents: readonly DocumentSummaryResponse[];
  onStatus: (message: string) => void;
}) {
  const restore = useRestoreDocument(childId);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section aria-labelledby="deleted-heading" className="flex flex-col gap-3">
      <h2 id="deleted-heading" className="text-h2 font-bold">
        Recently deleted
      </h2>
      <p>Deleted documents stay here for {DOCUMENT_RESTORE_DAYS} days, so you can restore one deleted by mistake.</p>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      {documents.length === 0 ? (
        <p className="text-ink-muted italic">Nothing has been deleted recently.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-col gap-2 rounded-lg border border-line p-4">
              <h3 className="text-lg font-bold break-words">{document.title}</h3>
              {document.deleted ? (
                <p>
                  Deleted by {document.deleted.by.name} on {formatDay(document.deleted.at)}. It goes for good on{' '}
                  <strong>{formatDay(document.deleted.purgeAt)}</strong>.
                </p>
              ) : null}
              <div>
                <button
                  type="button"
                  disabled={restore.isPending}
                  onClick={() => {
                    setProblem(null);
                    restore.mutateAsync(document.id).then(
                      (restored) => onStatus(`Restored ${restored.title}`),
                      (error: unknown) => setProblem(apiFieldErrors(error).form ?? null),
                    );
                  }}
                  className={BUTTON_CLASSES.secondary}
                >
                  Restore<span className="sr-only"> {document.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The health hub's documents, shown here too and kept there: downloaded here, changed in the hub. */
function HealthDocuments({
  documents,
  searching,
}: {
  documents: readonly HealthDocumentResponse[];
  searching: boolean;
}) {
  return (
    <section aria-labelledby="health-documents-heading" className="flex flex-col gap-3">
      <h2 id="health-documents-heading" className="text-h2 font-bold">
        From the health hub
      </h2>
      <p>
        Letters and reports kept in the health hub. To change or remove one, go to the{' '}
        <Link to="/parent/health-hub" className={BUTTON_CLASSES.link}>
          Health hub
        </Link>
        .
      </p>
      {documents.length === 0 ? (
        <p className="text-ink-muted italic">
          {searching ? 'None of them match that search.' : 'Nothing is kept in the health hub yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {documents.map((document) => (
            <HealthDocumentItem key={document.id} document={document} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HealthDocumentItem({ document }: { document: HealthDocumentResponse }) {
  const { state, busy, fetch } = useFileDownload();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <h3 className="text-lg font-bold break-words">{document.title}</h3>
      <p className="text-ink-muted">
        From the health hub · added on {formatDay(document.uploadedAt)}
        {document.documentDate ? ` · dated ${formatDay(`${document.documentDate}T12:00:00Z`)}` : ''}
      </p>
      <Tags tags={document.tags} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void fetch(document.url, document.title)}
          className={BUTTON_CLASSES.secondary}
        >
          Download<span className="sr-only"> {document.title}</span>
          <span className="ml-1 font-normal">({sizeOf(document.byteSize)})</span>
        </button>
        <DownloadStatus state={state} />
      </div>
    </li>
  );
}

function Readers({ childName, readers }: { childName: string; readers: DocumentListResponse['readers'] }) {
  return (
    <section aria-labelledby="readers-heading" className="flex flex-col gap-3">
      <h2 id="readers-heading" className="text-h2 font-bold">
        Who can see these documents
      </h2>
      {readers === null || readers.length === 0 ? (
        <p>Only {childName}’s parents. You can share them with a family member you have invited.</p>
      ) : (
        <>
          <p>Besides {childName}’s parents:</p>
          <ul className="list-disc pl-6">
            {readers.map((reader) => (
              <li key={reader.userId}>
                <span className="font-semibold">{reader.name}</span>:{' '}
                {reader.level === 'edit' ? 'can see, download, upload and change them' : 'can see and download them'}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/dashboard/parent" className={BUTTON_CLASSES.link}>
          Change what family members can see, in Family members on your dashboard
        </Link>
      </p>
    </section>
  );
}
