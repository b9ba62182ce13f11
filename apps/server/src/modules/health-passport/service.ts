import {
  localDateOf,
  PASSPORT_REVIEW_MONTHS,
  passportUpdateSchema,
  type ChildResponse,
  type FontFamily,
  type PassportResponse,
  type PassportUpdateInput,
  type SharedPassportResponse,
} from '@tedi/contracts';
import type { Clock } from '../../platform/clock.ts';
import { parseInput } from '../../platform/errors.ts';
import type { AccessActor, ChildAccessService, ChildRights, ReadPass } from '../../policies/child-access.ts';
import type { OpenedShareLink } from '../share-links/service.ts';
import type { Bundle } from '@medplum/fhirtypes';
import { assemblePassport, type PassportSources } from './assemble.ts';
import { type FhirExportInput, healthRecordBundle } from './fhir-export.ts';
import { passportDocument, walletCardDocument } from './passport-document.ts';
import { healthSummaryDocument } from './summary-document.ts';
import { renderDocument } from '../../platform/documents/render.ts';
import { detectFileType } from '../../platform/file-type.ts';
import type { PassportChange, PassportRepository } from './repository.ts';

/** Who the child is, and their profile when the asker may read it (the children service's `sharedWith`). */
export interface PassportChild {
  readonly id: string;
  readonly name: string;
  readonly preferredName: string | null;
  readonly profile: ChildResponse | null;
}

/** The reminder that a passport is due its six-monthly check. */
export interface PassportReviewReminders {
  schedulePassportReview(childId: string, dueOn: string): Promise<void>;
}

/** What an open share link of the passport reads, each with a pass the link gave. */
export interface SharedPassportSources {
  /** A read pass of the profile for the same link, or null when its maker may no longer share. */
  profilePass(link: OpenedShareLink<'health'>): Promise<ReadPass<'profile'> | null>;
  profile(pass: ReadPass<'profile'>, childId: string): Promise<{ profile: ChildResponse; photo: Uint8Array | null }>;
  record(pass: ReadPass<'health'>, childId: string): Promise<PassportSources['health']>;
}

/** Where the passport's other parts come from: the profile and the health hub, each through its own service. */
export interface PassportSourceServices {
  child(actor: AccessActor, childId: string): Promise<PassportChild>;
  health(actor: AccessActor, childId: string): Promise<PassportSources['health']>;
  /** A stored photo's bytes, for the passport on paper; null when it cannot be read. */
  photo(actor: AccessActor, fileId: string): Promise<Uint8Array | null>;
  /** The whole health record, for the FHIR export. */
  record(
    actor: AccessActor,
    childId: string,
  ): Promise<Omit<FhirExportInput, 'child' | 'nhsNumber' | 'exportedAt' | 'origin'>>;
}

/**
 * Someone shared a child's health but not their profile (a grandparent who gives the medicines) sees the passport
 * with the profile's parts left empty, never the profile itself.
 */
function profileOrNameOnly(child: PassportChild): PassportSources['child'] {
  if (child.profile) return child.profile;
  return {
    id: child.id,
    name: child.name,
    preferredName: child.preferredName,
    dateOfBirth: null,
    pronouns: null,
    photo: null,
    communication: {},
    sensory: {},
    likes: null,
    dislikes: null,
    needs: null,
    strengths: null,
    emergencyInformation: null,
    contacts: [],
  };
}

/** A stored photo (checked as JPEG, PNG or WebP when it was uploaded) as a data: address. */
async function dataUrlOf(bytes: Uint8Array): Promise<string | null> {
  const type = (await detectFileType(bytes))?.mime;
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') return null;
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A child's name as the start of a file name: letters and digits, joined by dashes ("Oliver-Taylor"). */
function fileStemOf(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'child';
}

/** The same day some months on; the 31st of a shorter month falls back to its last day. */
export function monthsAfter(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The health passport. Reading it needs the child's health and profile (it is made from both); what is written on
 * it is health data, changed with a health edit grant; sharing and downloads are a parent's.
 */
export class PassportService {
  readonly #repository: PassportRepository;
  readonly #access: ChildAccessService;
  readonly #sources: PassportSourceServices;
  readonly #clock: Clock;
  readonly #reviews: PassportReviewReminders;

  constructor(
    repository: PassportRepository,
    access: ChildAccessService,
    sources: PassportSourceServices,
    clock: Clock,
    reviews: PassportReviewReminders,
  ) {
    this.#reviews = reviews;
    this.#repository = repository;
    this.#access = access;
    this.#sources = sources;
    this.#clock = clock;
  }

  async get(actor: AccessActor, childId: string): Promise<PassportResponse> {
    const { pass, rights } = await this.#access.requireChild(actor, [childId], 'health', 'view');
    const [child, health, stored] = await Promise.all([
      this.#sources.child(actor, childId),
      this.#sources.health(actor, childId),
      this.#repository.find(pass, childId),
    ]);
    return assemblePassport({
      child: profileOrNameOnly(child),
      health,
      stored,
      permissions: {
        canEdit: rights.may(childId, 'health', 'edit'),
        canShare: rights.may(childId, 'health', 'manage'),
      },
    });
  }

  /**
   * The passport as an open share link shows it: everything on it, nothing to change, and the photo inlined.
   * Null when the link's maker may no longer share it (the link then opens nothing, like a closed one).
   */
  async shared(
    link: OpenedShareLink<'health'>,
    sources: SharedPassportSources,
  ): Promise<SharedPassportResponse | null> {
    const profilePass = await sources.profilePass(link);
    if (!profilePass) return null;
    const [{ profile, photo }, health, stored] = await Promise.all([
      sources.profile(profilePass, link.childId),
      sources.record(link.pass, link.childId),
      this.#repository.find(link.pass, link.childId),
    ]);
    const passport = assemblePassport({
      child: profile,
      health,
      stored,
      permissions: { canEdit: false, canShare: false },
    });
    return {
      passport: { ...passport, photoUrl: null },
      expiresAt: link.expiresAt.toISOString(),
      photoDataUrl: photo ? await dataUrlOf(photo) : null,
    };
  }

  /** The passport on paper (A4, with the photo) or as a wallet card, in the reader's font. */
  async document(
    actor: AccessActor,
    childId: string,
    kind: 'passport' | 'card',
    font: FontFamily,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const passport = await this.get(actor, childId);
    const printedOn = localDateOf(this.#clock());
    const fileId = passport.photoUrl?.split('/').at(-1) ?? null;
    const photoBytes = kind === 'passport' && fileId ? await this.#sources.photo(actor, fileId) : null;
    const photo = photoBytes ? { bytes: photoBytes, description: `Photo of ${passport.name}` } : null;
    const definition =
      kind === 'passport'
        ? passportDocument(passport, photo, { font, printedOn })
        : walletCardDocument(passport, { font });
    const what = kind === 'passport' ? 'hospital-passport' : 'hospital-passport-card';
    return { pdf: await renderDocument(definition), fileName: `${fileStemOf(passport.name)}-${what}-${printedOn}.pdf` };
  }

  /** The whole record of a child and who they are, as of now, for what is made from all of it. */
  async #wholeRecord(
    actor: AccessActor,
    childId: string,
    action: 'view' | 'manage',
  ): Promise<{ input: Omit<FhirExportInput, 'origin'>; fileStem: string; day: string }> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'health', action);
    const [child, record, stored] = await Promise.all([
      this.#sources.child(actor, childId),
      this.#sources.record(actor, childId),
      this.#repository.find(pass, childId),
    ]);
    const exportedAt = this.#clock();
    return {
      input: {
        child: {
          id: child.id,
          name: child.name,
          preferredName: child.preferredName,
          dateOfBirth: child.profile?.dateOfBirth ?? null,
        },
        nhsNumber: stored?.nhsNumber ?? null,
        ...record,
        exportedAt,
      },
      fileStem: fileStemOf(child.name),
      day: localDateOf(exportedAt),
    };
  }

  /** The health record on paper: current first, the last three months in detail, in the reader's font. */
  async summary(actor: AccessActor, childId: string, font: FontFamily): Promise<{ pdf: Buffer; fileName: string }> {
    const { input, fileStem, day } = await this.#wholeRecord(actor, childId, 'view');
    return {
      pdf: await renderDocument(healthSummaryDocument(input, { font })),
      fileName: `${fileStem}-health-summary-${day}.pdf`,
    };
  }

  /**
   * The child's whole health record as a FHIR R4 Bundle, with the NHS number from the passport: a parent's to take
   * to another service.
   */
  async fhirBundle(actor: AccessActor, childId: string, origin: string): Promise<{ bundle: Bundle; fileName: string }> {
    const { input, fileStem, day } = await this.#wholeRecord(actor, childId, 'manage');
    return { bundle: healthRecordBundle({ ...input, origin }), fileName: `${fileStem}-health-record-${day}.fhir.json` };
  }

  /** What is written on the passports of these children that the asker may read, for the family's export. */
  async writtenOf(rights: ChildRights, childIds: readonly string[]): Promise<Readonly<Record<string, unknown>>> {
    const rows = await this.#repository.findAll(rights.pass('health', 'view', childIds));
    return Object.fromEntries(
      rows.map((row) => [
        row.childId,
        {
          nhsNumber: row.nhsNumber,
          written: row.written,
          reasonableAdjustments: row.reasonableAdjustments,
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          reviewDueOn: row.reviewDueOn,
          updatedAt: row.updatedAt.toISOString(),
        },
      ]),
    );
  }

  async update(actor: AccessActor, childId: string, input: PassportUpdateInput): Promise<PassportResponse> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'health', 'edit');
    const values = parseInput(passportUpdateSchema, input);
    const stored = await this.#repository.find(pass, childId);
    const { nhsNumber, reasonableAdjustments, ...text } = values;
    const change: PassportChange = {
      ...(nhsNumber === undefined ? {} : { nhsNumber }),
      ...(reasonableAdjustments === undefined ? {} : { reasonableAdjustments }),
      ...(Object.keys(text).length === 0 ? {} : { written: { ...stored?.written, ...text } }),
    };
    await this.#repository.save(pass, childId, change, this.#clock());
    return this.get(actor, childId);
  }

  /** The family has read the passport through and found it right: the next check is due six months on. */
  async markReviewed(actor: AccessActor, childId: string): Promise<PassportResponse> {
    const { pass } = await this.#access.requireChild(actor, [childId], 'health', 'edit');
    const now = this.#clock();
    const reviewDueOn = monthsAfter(localDateOf(now), PASSPORT_REVIEW_MONTHS);
    await this.#repository.save(pass, childId, { reviewedAt: now, reviewDueOn }, now);
    await this.#reviews.schedulePassportReview(childId, reviewDueOn);
    return this.get(actor, childId);
  }

  /** When a child's passport is due its check, for its reminder (read when the reminder falls due). */
  reviewDueOn(childId: string): Promise<string | null> {
    return this.#repository.unsafeReviewDueOn(childId);
  }
}
