import { HEALTH_LIMITS, type HealthDocumentResponse } from '@tedi/contracts';
import { useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useSignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import {
  downloadHealthDocument,
  useHealthDocumentSearch,
  useRemoveHealthDocument,
  useUpdateHealthDocument,
  useUploadHealthDocument,
} from '../api/health-hub.ts';
import { formatDate } from '../health-format.ts';
import { SectionStatus } from './entry-list.tsx';
import { healthFieldId, useHealthFormErrors } from './health-fields.tsx';

const ACCEPTED = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
const UPLOAD_PATHS = ['file', 'title', 'tags', 'documentDate'] as const;

function sizeOf(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** Letters, reports and scans: uploaded with a title and tags (a parent's), searched by title and tag, downloaded. */
export function DocumentsSection({
  childId,
  documents,
  canEdit,
  canManage,
}: {
  childId: string;
  documents: readonly HealthDocumentResponse[];
  /** Titles and tags are changed by anyone who may change the record; files come and go with the parents. */
  canEdit: boolean;
  canManage: boolean;
}) {
  const [search, setSearch] = useState({ q: '', tag: '' });
  const [typed, setTyped] = useState({ q: '', tag: '' });
  const [status, setStatus] = useState('');
  const [uploading, setUploading] = useState(false);
  const found = useHealthDocumentSearch(childId, search);
  const searching = search.q !== '' || search.tag !== '';
  const shown = searching ? (found.data?.documents ?? []) : documents;
  const tags = [...new Set(documents.flatMap((document) => document.tags))].sort();

  return (
    <div className="flex flex-col gap-5">
      <form
        role="search"
        aria-label="Documents"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ q: typed.q.trim(), tag: typed.tag });
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-48 flex-1">
          <TextField
            id={`documents-${childId}-q`}
            label="Search by title or tag"
            type="search"
            value={typed.q}
            onChange={(event) => setTyped((current) => ({ ...current, q: event.target.value }))}
          />
        </div>
        {tags.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`documents-${childId}-tag`} className="font-semibold">
              Tag
            </label>
            <select
              id={`documents-${childId}-tag`}
              value={typed.tag}
              onChange={(event) => setTyped((current) => ({ ...current, tag: event.target.value }))}
              className="min-h-11 rounded-lg border-2 border-ink-muted bg-surface px-3 py-2"
            >
              <option value="">Any tag</option>
              {tags.map((tag) => (
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

      <div aria-live="polite">
        {searching && found.isPending ? (
          <p>Searching…</p>
        ) : searching && found.isError ? (
          <Notice tone="warning">{apiFieldErrors(found.error).form ?? 'We couldn’t search just now.'}</Notice>
        ) : shown.length === 0 ? (
          <p className="text-ink-muted italic">
            {searching ? 'No documents match that search.' : 'No documents kept yet.'}
          </p>
        ) : (
          <DocumentList
            childId={childId}
            documents={shown}
            canEdit={canEdit}
            canManage={canManage}
            onStatus={setStatus}
          />
        )}
      </div>

      {canManage ? (
        uploading ? (
          <UploadForm
            childId={childId}
            onDone={(message) => {
              setUploading(false);
              setStatus(message);
            }}
          />
        ) : (
          <div>
            <button type="button" onClick={() => setUploading(true)} className={BUTTON_CLASSES.secondary}>
              <span aria-hidden="true">+&nbsp;</span>Upload a document
            </button>
          </div>
        )
      ) : null}
      <SectionStatus message={status} />
    </div>
  );
}

function DocumentList({
  childId,
  documents,
  canEdit,
  canManage,
  onStatus,
}: {
  childId: string;
  documents: readonly HealthDocumentResponse[];
  canEdit: boolean;
  canManage: boolean;
  onStatus: (message: string) => void;
}) {
  const api = useSignedInApi();
  const remove = useRemoveHealthDocument(childId);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      <ul className="flex flex-col gap-3">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-col gap-2 rounded-lg border border-line p-4">
            <h3 className="text-lg font-bold break-words">{document.title}</h3>
            {editing === document.id ? (
              <DocumentEditForm
                childId={childId}
                document={document}
                onDone={(message) => {
                  setEditing(null);
                  if (message) onStatus(message);
                }}
              />
            ) : null}
            <p className="text-ink-muted">
              {[
                document.documentDate ? formatDate(document.documentDate) : null,
                document.contentType === 'application/pdf' ? 'PDF' : 'Picture',
                sizeOf(document.byteSize),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {document.tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {document.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-soft px-3 py-0.5 text-brand-strong">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  downloadHealthDocument(api, document).catch(() =>
                    setProblem('We couldn’t download that just now. Please try again.'),
                  );
                }}
                className={BUTTON_CLASSES.secondary}
              >
                Download <span className="sr-only">&nbsp;{document.title}</span>
              </button>
              {canEdit && editing !== document.id ? (
                <button type="button" onClick={() => setEditing(document.id)} className={BUTTON_CLASSES.secondary}>
                  Edit title and tags <span className="sr-only">&nbsp;of {document.title}</span>
                </button>
              ) : null}
              {canManage && confirming !== document.id ? (
                <button type="button" onClick={() => setConfirming(document.id)} className={BUTTON_CLASSES.danger}>
                  Remove <span className="sr-only">&nbsp;{document.title}</span>
                </button>
              ) : null}
            </div>
            {confirming === document.id ? (
              <div role="group" aria-label={`Remove ${document.title}?`} className="flex flex-col gap-3">
                <p className="font-semibold">Remove {document.title}? The file is deleted for good.</p>
                <div className="flex flex-wrap gap-3">
                  <button
                    type="button"
                    autoFocus
                    disabled={remove.isPending}
                    onClick={() =>
                      void remove
                        .mutateAsync(document.id)
                        .then(() => {
                          setConfirming(null);
                          onStatus(`Removed ${document.title}`);
                        })
                        .catch((error: unknown) => setProblem(apiFieldErrors(error).form ?? null))
                    }
                    className={BUTTON_CLASSES.danger}
                  >
                    Yes, remove it
                  </button>
                  <button type="button" onClick={() => setConfirming(null)} className={BUTTON_CLASSES.secondary}>
                    No, keep it
                  </button>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A document's title and tags, changed in place; what was typed stays when the server refuses it. */
function DocumentEditForm({
  childId,
  document,
  onDone,
}: {
  childId: string;
  document: HealthDocumentResponse;
  onDone: (message: string | null) => void;
}) {
  const update = useUpdateHealthDocument(childId);
  const [title, setTitle] = useState(document.title);
  const [tags, setTags] = useState(document.tags.join(', '));
  const [problem, setProblem] = useState<{ title?: string; tags?: string; form?: string }>({});
  const idBase = `document-${document.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem({});
    const tagList = tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    update.mutate(
      { id: document.id, input: { title, tags: tagList } },
      {
        onSuccess: (saved) => onDone(`Saved ${saved.title}`),
        onError: (error) => {
          const refused = apiFieldErrors(error);
          setProblem({
            title: refused.fields['title'],
            tags: Object.entries(refused.fields).find(([field]) => field.startsWith('tags'))?.[1],
            form: refused.form,
          });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {problem.form ? <Notice tone="warning">{problem.form}</Notice> : null}
      <TextField
        id={`${idBase}-title`}
        label="Title"
        value={title}
        error={problem.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        id={`${idBase}-tags`}
        label="Tags (optional)"
        hint="Words to find it by, separated by commas: clinic letter, neurology"
        value={tags}
        error={problem.tags}
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

function UploadForm({ childId, onDone }: { childId: string; onDone: (message: string) => void }) {
  const upload = useUploadHealthDocument(childId);
  const prefix = `upload-${childId}`;
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState({ title: '', tags: '', documentDate: '' });
  const { errors, summary, clear, show, showRefusal } = useHealthFormErrors(prefix, UPLOAD_PATHS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!file) {
      show({ file: 'Please choose the file to upload' });
      return;
    }
    if (file.size > HEALTH_LIMITS.documentMaxBytes) {
      show({ file: `The file is bigger than ${sizeOf(HEALTH_LIMITS.documentMaxBytes)}: please choose a smaller one` });
      return;
    }
    try {
      const saved = await upload.mutateAsync({ file, ...values });
      onDone(`Uploaded ${saved.title}`);
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <form
      noValidate
      aria-busy={upload.isPending}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border-2 border-brand p-4"
    >
      <h3 className="text-lg font-bold">Upload a document</h3>
      <ErrorSummary items={summary} />
      <TextField
        id={healthFieldId(prefix, 'file')}
        label="File"
        hint="A PDF or a photo (JPG, PNG or WebP), up to 20 MB."
        type="file"
        accept={ACCEPTED}
        error={errors.fields.file}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <TextField
        id={healthFieldId(prefix, 'title')}
        label="Title (optional)"
        hint="The file’s name when left empty."
        value={values.title}
        error={errors.fields.title}
        onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
      />
      <TextField
        id={healthFieldId(prefix, 'tags')}
        label="Tags (optional)"
        hint="Separated by commas, e.g. letter, neurology."
        value={values.tags}
        error={errors.fields.tags}
        onChange={(event) => setValues((current) => ({ ...current, tags: event.target.value }))}
      />
      <TextField
        id={healthFieldId(prefix, 'documentDate')}
        label="Date on the document (optional)"
        type="date"
        value={values.documentDate}
        error={errors.fields.documentDate}
        onChange={(event) => setValues((current) => ({ ...current, documentDate: event.target.value }))}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={upload.isPending} className={BUTTON_CLASSES.primary}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </button>
        <button type="button" onClick={() => onDone('')} className={BUTTON_CLASSES.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
