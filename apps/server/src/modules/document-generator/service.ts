import {
  CHILD_AREAS,
  type ChildArea,
  documentFileStem,
  documentTemplate,
  type DocumentTemplate,
  fillDocument,
  fillFields,
  type FontFamily,
  type GeneratedDocumentLink,
  type GeneratorDraftResponse,
  generatorDraftSaveSchema,
  type GeneratorFormat,
  type GeneratorOverviewResponse,
  generatorProduceSchema,
  generatorSenderSchema,
  GENERATOR_LIMITS,
  isCalendarDate,
  type LetterSender,
  linesOf,
  localDateOf,
  missingFields,
  missingSender,
  type TemplateFacts,
  type TemplateValues,
  valuesOf,
} from '@tedi/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import { AppError, parseInput, validationFailed } from '../../platform/errors.ts';
import type { AccessActor, ChildAccessService, ChildRights } from '../../policies/child-access.ts';
import type { DraftRow, GeneratorRepository, SenderRow } from './repository.ts';
import { renderDocx, renderPdf } from './render.ts';

/** A capability's template facts for a child, as the asker may read them; `{}` when they may read none. */
export type TemplateFactSource = (actor: AccessActor, childId: string) => Promise<TemplateFacts>;

/** The document library, once it is there: a made document kept per child, a new version when made again. */
export interface GeneratedDocumentStore {
  storeGenerated(
    actor: AccessActor,
    childId: string,
    input: {
      readonly title: string;
      readonly templateId: string;
      readonly tags: readonly string[];
      readonly files: readonly { bytes: Uint8Array; filename: string; contentType: string }[];
      readonly documentId?: string | undefined;
    },
  ): Promise<{ readonly documentId: string }>;
  /** Where the library shows a document. */
  linkTo(childId: string, documentId: string): string;
}

/** The areas whose facts fill templates: when the asker may not read one, its fields are theirs to type. */
const FACT_AREAS: readonly ChildArea[] = ['profile', 'health', 'education', 'benefits'];

export const TEMPLATE_NOT_FOUND = 'There is no document template with this id.';

const CONTENT_TYPES: Readonly<Record<GeneratorFormat, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface MadeDocument {
  readonly bytes: Buffer;
  readonly fileName: string;
  readonly contentType: string;
  readonly document: GeneratedDocumentLink | null;
}

function presentSender(row: SenderRow | null): LetterSender | null {
  return row ? { name: row.name, addressLines: row.addressLines, phone: row.phone, email: row.email } : null;
}

function templateOf(templateId: string): DocumentTemplate {
  const template = documentTemplate(templateId);
  if (!template) throw new AppError('not_found', TEMPLATE_NOT_FOUND);
  return template;
}

/**
 * What the parent typed, checked against the template's fields: unknown fields and values of the wrong kind are
 * refused by name, a list's lines are tidied, a short text stays short and a date is a real date.
 */
export function checkedValues(template: DocumentTemplate, values: TemplateValues): TemplateValues {
  const fields = new Map(template.fields.map((field) => [field.key, field]));
  const issues: { field: string; message: string }[] = [];
  const checked: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fields.get(key);
    if (!field) {
      issues.push({ field: key, message: 'is not a field of this template' });
      continue;
    }
    if (field.kind === 'list') {
      checked[key] = linesOf(value);
      continue;
    }
    if (typeof value !== 'string') {
      issues.push({ field: field.label, message: 'must be text, not a list' });
      continue;
    }
    const text = value.trim();
    if (field.kind === 'short-text' && text.length > GENERATOR_LIMITS.shortTextMax) {
      issues.push({ field: field.label, message: `can be at most ${GENERATOR_LIMITS.shortTextMax} characters` });
    } else if (field.kind === 'date' && text !== '' && !isCalendarDate(text)) {
      issues.push({ field: field.label, message: 'must be a real date' });
    } else {
      checked[key] = field.kind === 'long-text' ? value.replace(/\s+$/, '') : text;
    }
  }
  if (issues.length > 0) throw validationFailed(issues);
  return checked;
}

/**
 * The document generator: templates filled from the child's record through each capability's source, drafts kept
 * as the parent types, and letters made as PDF and Word documents. Drafts and made documents are the child's
 * documents area; what fills them is read through each area's own service, so an asker sees only the facts they
 * may read.
 */
export class DocumentGeneratorService {
  readonly #repository: GeneratorRepository;
  readonly #access: ChildAccessService;
  readonly #audit: ChildAuditService;
  readonly #clock: Clock;
  readonly #sources = new Map<string, TemplateFactSource>();
  #library: GeneratedDocumentStore | null = null;

  constructor(repository: GeneratorRepository, access: ChildAccessService, audit: ChildAuditService, clock: Clock) {
    this.#repository = repository;
    this.#access = access;
    this.#audit = audit;
    this.#clock = clock;
  }

  /**
   * A capability's facts (`child`, `health`, `family` here; `ehcp`, `dla` from theirs): its keys start with its
   * name. Registered once, at boot.
   */
  addSource(name: string, read: TemplateFactSource): void {
    if (this.#sources.has(name)) throw new Error(`The document generator already has a source named ${name}`);
    this.#sources.set(name, read);
  }

  /** The document library, where made documents are kept (registered by the library capability). */
  useLibrary(library: GeneratedDocumentStore): void {
    this.#library = library;
  }

  /** The family's letter details, for the `family` source: read for someone who may write this child's letters. */
  async senderFor(actor: AccessActor, childId: string): Promise<LetterSender | null> {
    const rights = await this.#access.check(actor, [childId]);
    if (!rights.may(childId, 'documents', 'view') || rights.member.familyId === null) return null;
    return presentSender(await this.#repository.sender(rights.member.familyId));
  }

  today(): string {
    return localDateOf(this.#clock());
  }

  async #facts(actor: AccessActor, childId: string): Promise<TemplateFacts> {
    const answers = await Promise.all(
      [...this.#sources].map(async ([name, read]) => {
        const facts = await read(actor, childId);
        // A source gives only its own facts: a slip in one cannot overwrite another's.
        return Object.entries(facts).filter(([key]) => key === 'today' || key.startsWith(`${name}.`));
      }),
    );
    return Object.fromEntries(answers.flat());
  }

  #permissions(rights: ChildRights, childId: string) {
    const canSave = rights.may(childId, 'documents', 'edit');
    return { canSave, canProduce: canSave };
  }

  #unreadable(rights: ChildRights, childId: string): ChildArea[] {
    return CHILD_AREAS.filter((area) => FACT_AREAS.includes(area) && !rights.may(childId, area, 'view'));
  }

  async #draftResponse(
    actor: AccessActor,
    rights: ChildRights,
    childId: string,
    template: DocumentTemplate,
    row: DraftRow | null,
  ): Promise<GeneratorDraftResponse> {
    const familyId = rights.member.familyId;
    const [facts, sender] = await Promise.all([
      this.#facts(actor, childId),
      familyId ? this.#repository.sender(familyId) : Promise.resolve(null),
    ]);
    const used = new Set(template.fields.flatMap((field) => field.facts ?? []));
    const usedFacts = Object.fromEntries(Object.entries(facts).filter(([key]) => used.has(key as never)));
    const typed = row?.values ?? {};
    const libraryDocumentId = row?.libraryDocumentId ?? null;
    return {
      childId,
      templateId: template.id,
      facts: usedFacts,
      typed,
      fields: Object.values(fillFields(template, usedFacts, typed)),
      sender: presentSender(sender),
      savedAt: row?.updatedAt.toISOString() ?? null,
      producedAt: row?.producedAt?.toISOString() ?? null,
      document:
        libraryDocumentId && this.#library
          ? { documentId: libraryDocumentId, url: this.#library.linkTo(childId, libraryDocumentId) }
          : null,
      unreadableAreas: this.#unreadable(rights, childId),
      permissions: this.#permissions(rights, childId),
    };
  }

  /** The child's saved drafts and the family's letter details. */
  async overview(actor: AccessActor, childId: string): Promise<GeneratorOverviewResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'view');
    const familyId = rights.member.familyId;
    const [rows, sender] = await Promise.all([
      this.#repository.drafts(pass, childId),
      familyId ? this.#repository.sender(familyId) : Promise.resolve(null),
    ]);
    await this.#audit.read(pass, 'read the list of draft letters');
    return {
      childId,
      drafts: rows
        .filter((row) => documentTemplate(row.templateId) !== null)
        .map((row) => ({
          templateId: row.templateId,
          savedAt: row.updatedAt.toISOString(),
          producedAt: row.producedAt?.toISOString() ?? null,
        })),
      sender: presentSender(sender),
      permissions: this.#permissions(rights, childId),
    };
  }

  /** A template for a child: filled from the record, with what the parent has typed so far. */
  async draft(actor: AccessActor, childId: string, templateId: string): Promise<GeneratorDraftResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'view');
    const template = templateOf(templateId);
    const row = await this.#repository.draft(pass, childId, templateId);
    await this.#audit.read(pass, `read the draft “${template.title}”`);
    return this.#draftResponse(actor, rights, childId, template, row);
  }

  /** Keeps what the parent has typed, as they type. */
  async save(actor: AccessActor, childId: string, templateId: string, input: unknown): Promise<GeneratorDraftResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const template = templateOf(templateId);
    const { values } = parseInput(generatorDraftSaveSchema, input);
    const row = await this.#repository.saveDraft(
      pass,
      childId,
      templateId,
      checkedValues(template, values),
      this.#clock(),
    );
    await this.#audit.changed(pass, `saved the draft “${template.title}”`);
    return this.#draftResponse(actor, rights, childId, template, row);
  }

  /** Starts a template again from what the record holds: the typed values are forgotten. */
  async discard(actor: AccessActor, childId: string, templateId: string): Promise<void> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const template = templateOf(templateId);
    if (!(await this.#repository.removeDraft(pass, childId, templateId))) {
      throw new AppError('not_found', 'There is no saved draft of this letter to clear.');
    }
    await this.#audit.changed(pass, `cleared the draft “${template.title}”`);
  }

  /** Keeps the family's letter details, for whoever writes this child's letters. */
  async saveSender(actor: AccessActor, childId: string, input: unknown): Promise<LetterSender> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const sender = parseInput(generatorSenderSchema, input);
    const familyId = rights.member.familyId;
    if (!familyId) throw new AppError('forbidden', 'Only a member of the family can keep its letter details.');
    const row = await this.#repository.saveSender(familyId, pass.member.userId, sender, this.#clock());
    await this.#audit.changed(pass, 'changed the family’s details for letters');
    return presentSender(row)!;
  }

  /**
   * Makes the document in a format from what is on screen (saved first, so the draft matches the paper). A
   * required field left empty, or a letter without the family's name and address, is refused, naming each.
   */
  async produce(
    actor: AccessActor,
    childId: string,
    templateId: string,
    format: GeneratorFormat,
    input: unknown,
    font: FontFamily,
  ): Promise<MadeDocument> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'documents', 'edit');
    const template = templateOf(templateId);
    const { values: raw } = parseInput(generatorProduceSchema, input);
    const typed = checkedValues(template, raw);
    const row = await this.#repository.saveDraft(pass, childId, templateId, typed, this.#clock());
    const familyId = rights.member.familyId;
    const [facts, senderRow] = await Promise.all([
      this.#facts(actor, childId),
      familyId ? this.#repository.sender(familyId) : Promise.resolve(null),
    ]);
    const values = valuesOf(fillFields(template, facts, typed));
    const sender = presentSender(senderRow);
    const missing = [
      ...missingFields(template, values).map((field) => field.label),
      ...(template.kind === 'letter' ? missingSender(sender) : []),
    ];
    if (missing.length > 0) {
      throw new AppError(
        'validation_failed',
        `Please fill in ${missing.length === 1 ? 'this' : 'these'} before making the document: ${missing.join(', ')}.`,
        missing.map((field) => ({ field, message: 'is needed' })),
      );
    }
    const filled = fillDocument(template, values, sender);
    const childName = typeof values.childName === 'string' && values.childName !== '' ? values.childName : 'child';
    const stem = documentFileStem(childName, template.title, this.today());
    const render = async (as: GeneratorFormat) => ({
      bytes: as === 'pdf' ? await renderPdf(filled, font) : await renderDocx(filled),
      fileName: `${stem}.${as}`,
      contentType: CONTENT_TYPES[as],
    });
    const made = await render(format);
    // The library keeps one version per making, with both formats, so either can be downloaded from it later.
    const document = this.#library
      ? await this.#keep(actor, childId, template, row, [made, await render(format === 'pdf' ? 'docx' : 'pdf')])
      : null;
    const { bytes, fileName } = made;
    await this.#repository.markProduced(pass, childId, templateId, this.#clock(), document?.documentId ?? null);
    await this.#audit.changed(pass, `made “${template.title}” as ${format === 'pdf' ? 'a PDF' : 'a Word document'}`);
    return { bytes, fileName, contentType: CONTENT_TYPES[format], document };
  }

  /** Keeps a made document in the library (a new version of the same document when made again). */
  async #keep(
    actor: AccessActor,
    childId: string,
    template: DocumentTemplate,
    row: DraftRow,
    files: readonly { bytes: Buffer; fileName: string; contentType: string }[],
  ): Promise<GeneratedDocumentLink | null> {
    if (!this.#library) return null;
    const { documentId } = await this.#library.storeGenerated(actor, childId, {
      title: template.title,
      templateId: template.id,
      tags: [template.group],
      files: files.map((file) => ({ bytes: file.bytes, filename: file.fileName, contentType: file.contentType })),
      documentId: row.libraryDocumentId ?? undefined,
    });
    return { documentId, url: this.#library.linkTo(childId, documentId) };
  }
}
