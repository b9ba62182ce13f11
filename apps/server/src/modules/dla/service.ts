import {
  addDays,
  DLA_CARE_AWARD_LABELS,
  DLA_EVIDENCE_KIND_LABELS,
  DLA_EVIDENCE_STATUS_LABELS,
  DLA_FORM_QUESTIONS,
  DLA_LIMITS,
  DLA_MOBILITY_AWARD_LABELS,
  type DlaAnswerResponse,
  type DlaAnswerSaveInput,
  type DlaClaimResponse,
  type DlaClaimUpdateInput,
  type DlaDiaryEntryCreateInput,
  type DlaDiaryEntryResponse,
  type DlaDiaryEntryUpdateInput,
  type DlaDiaryWeek,
  type DlaEvidenceCreateInput,
  type DlaEvidenceResponse,
  type DlaEvidenceUpdateInput,
  type DlaOverviewResponse,
  dlaAnswerSaveSchema,
  dlaClaimUpdateSchema,
  dlaDiaryEntryCreateSchema,
  dlaDiaryEntryUpdateSchema,
  dlaEvidenceCreateSchema,
  dlaEvidenceUpdateSchema,
  dlaQuestion,
  dlaQuestionKeySchema,
  type FontFamily,
  formatRuleDate,
  isoWeekday,
  type TemplateFacts,
} from '@tedi/contracts';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { renderDocument } from '../../platform/documents/render.ts';
import { AppError, parseInput } from '../../platform/errors.ts';
import type { AccessActor, ChildAccessService, ChildRights, ReadPass, WritePass } from '../../policies/child-access.ts';
import type { CalendarEvent } from '../calendar/ics.ts';
import type { CalendarWindow } from '../calendar/sources.ts';
import { londonDay } from '../reminders/london-time.ts';
import { answersDocument } from './answers-document.ts';
import { deadlinesOf, eligibilityOf } from './claim-dates.ts';
import type { DlaReminders } from './reminders.ts';
import type { AnswerRow, ClaimRow, ClaimValues, DiaryRow, DlaRepository, EvidenceRow } from './repository.ts';

/** What the DLA helper reads from the rest of the child's record, each through its own service and area. */
export interface DlaChildReader {
  /** The child's name and date of birth (the profile), when the asker may see who the child is. */
  child(
    actor: AccessActor,
    childId: string,
  ): Promise<{ name: string; dateOfBirth: string | null; needs: string | null }>;
  /**
   * The child's conditions, medicines, professionals and documents from the health hub; null when the asker may not
   * read the child's health.
   */
  health(actor: AccessActor, childId: string): Promise<DlaHealthFacts | null>;
}

export interface DlaHealthFacts {
  readonly conditions: readonly { name: string; diagnosedOn: string | null; diagnosedBy: string | null }[];
  readonly medicines: readonly string[];
  readonly professionals: readonly {
    role: string;
    name: string;
    organisation: string | null;
    phone: string | null;
  }[];
  readonly documents: readonly { id: string; title: string }[];
}

/** A child's claim as the family's export keeps it. */
export interface DlaExportRecord {
  readonly claim: DlaClaimResponse;
  readonly answers: readonly DlaAnswerResponse[];
  readonly diary: readonly DlaDiaryEntryResponse[];
  readonly evidence: readonly DlaEvidenceResponse[];
}

/** The diary shown with the claim: the newest entries, enough for many weeks. */
const DIARY_SHOWN = 500;

const DECIMAL_DAY = /^\d{4}-\d{2}-\d{2}$/;

function presentClaim(row: ClaimRow | null): DlaClaimResponse {
  return {
    nation: row?.nation ?? 'england',
    callDate: row?.callDate ?? null,
    formSentOn: row?.formSentOn ?? null,
    formReturnedOn: row?.formReturnedOn ?? null,
    needsBeganOn: row?.needsBeganOn ?? null,
    claimReference: row?.claimReference ?? null,
    decisionDate: row?.decisionDate ?? null,
    careAward: row?.careAward ?? null,
    mobilityAward: row?.mobilityAward ?? null,
    awardUntil: row?.awardUntil ?? null,
    decisionNotes: row?.decisionNotes ?? null,
    reconsiderationRequestedOn: row?.reconsiderationRequestedOn ?? null,
    reconsiderationNoticeDate: row?.reconsiderationNoticeDate ?? null,
    appealLodgedOn: row?.appealLodgedOn ?? null,
    revision: row?.revision ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

function presentAnswer(row: AnswerRow): DlaAnswerResponse {
  return {
    questionKey: row.questionKey,
    text: row.text,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

function presentDiary(row: DiaryRow): DlaDiaryEntryResponse {
  return {
    id: row.id,
    date: row.date,
    period: row.period,
    help: row.help,
    minutes: row.minutes,
    times: row.times,
    whatHappened: row.whatHappened,
    recordedByName: row.recordedByName,
    origin: row.origin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentEvidence(row: EvidenceRow, documents: ReadonlyMap<string, string>): DlaEvidenceResponse {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    healthDocument: row.healthDocumentId
      ? { id: row.healthDocumentId, title: documents.get(row.healthDocumentId) ?? 'A document in the health hub' }
      : null,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The Monday of a date's week. */
function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The diary added up week by week (Monday to Sunday), newest week first. */
export function diaryWeeks(entries: readonly Pick<DiaryRow, 'date' | 'period' | 'minutes' | 'times'>[]) {
  const weeks = new Map<string, { week: DlaDiaryWeek; days: Set<string>; nights: Set<string> }>();
  for (const entry of entries) {
    const start = mondayOf(entry.date);
    let current = weeks.get(start);
    if (!current) {
      current = {
        week: {
          weekStarting: start,
          dayTimes: 0,
          nightTimes: 0,
          dayMinutes: 0,
          nightMinutes: 0,
          daysWithHelp: 0,
          nightsWithHelp: 0,
        },
        days: new Set(),
        nights: new Set(),
      };
      weeks.set(start, current);
    }
    const minutes = (entry.minutes ?? 0) * entry.times;
    const week = current.week as { -readonly [Key in keyof DlaDiaryWeek]: DlaDiaryWeek[Key] };
    if (entry.period === 'night') {
      week.nightTimes += entry.times;
      week.nightMinutes += minutes;
      current.nights.add(entry.date);
      week.nightsWithHelp = current.nights.size;
    } else {
      week.dayTimes += entry.times;
      week.dayMinutes += minutes;
      current.days.add(entry.date);
      week.daysWithHelp = current.days.size;
    }
  }
  return [...weeks.values()].map((entry) => entry.week).sort((a, b) => b.weekStarting.localeCompare(a.weekStarting));
}

function durationText(minutes: number | null, times: number): string {
  const each = minutes === null ? '' : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const often = times > 1 ? `${times} times` : '';
  return [often, each ? (often ? `${each} each` : each) : ''].filter(Boolean).join(', ');
}

/** A diary entry as one line: "Tue 24 November 2026, night: settling after waking (3 times, 20 minutes each)". */
export function diaryLine(entry: Pick<DiaryRow, 'date' | 'period' | 'help' | 'minutes' | 'times' | 'whatHappened'>) {
  const how = durationText(entry.minutes, entry.times);
  return `${formatRuleDate(entry.date)}, ${entry.period}: ${entry.help}${how ? ` (${how})` : ''}${
    entry.whatHappened ? `. ${entry.whatHappened}` : ''
  }`;
}

/**
 * A child's DLA claim: its dates and what they mean, the answers to the claim form saved as the parent types, the
 * care diary and the evidence checklist. Every method asks the child access check for the `benefits` area first:
 * `view` to read, `edit` to change. The profile and the health hub are read through their own services, only when
 * the asker may read them.
 */
export class DlaService {
  readonly #repository: DlaRepository;
  readonly #access: ChildAccessService;
  readonly #audit: ChildAuditService;
  readonly #clock: Clock;
  readonly #reader: DlaChildReader;
  #reminders: DlaReminders | null = null;

  constructor(
    repository: DlaRepository,
    access: ChildAccessService,
    audit: ChildAuditService,
    clock: Clock,
    reader: DlaChildReader,
  ) {
    this.#repository = repository;
    this.#access = access;
    this.#audit = audit;
    this.#clock = clock;
    this.#reader = reader;
  }

  /** The reminders are made after the service (they read its deadlines when they fall due). */
  useReminders(reminders: DlaReminders): void {
    this.#reminders = reminders;
  }

  #today(): string {
    return londonDay(this.#clock());
  }

  async #read(actor: AccessActor, childId: string) {
    const allowed = await this.#access.requireChild(actor, [childId], 'benefits', 'view');
    await this.#audit.read(allowed.pass, 'read the child’s DLA claim');
    return allowed;
  }

  async #write(actor: AccessActor, childId: string): Promise<WritePass<'benefits'>> {
    return (await this.#access.requireChild(actor, [childId], 'benefits', 'edit')).pass;
  }

  // Reading

  async overview(actor: AccessActor, childId: string): Promise<DlaOverviewResponse> {
    const { pass, rights } = await this.#read(actor, childId);
    const [child, health, claimRow, answers, diary, evidence] = await Promise.all([
      this.#reader.child(actor, childId),
      this.#reader.health(actor, childId),
      this.#repository.claimOf(pass, childId),
      this.#repository.answersOf(pass, childId),
      this.#repository.diaryOf(pass, childId, DIARY_SHOWN),
      this.#repository.evidenceOf(pass, childId),
    ]);
    const today = this.#today();
    const claim = presentClaim(claimRow);
    const { deadlines, notes } = deadlinesOf(claim, today);
    const answered = Object.fromEntries(answers.map((row) => [row.questionKey, presentAnswer(row)]));
    const documents = new Map((health?.documents ?? []).map((document) => [document.id, document.title]));
    return {
      childId,
      childName: child.name,
      dateOfBirth: child.dateOfBirth,
      today,
      permissions: { canEdit: rights.may(childId, 'benefits', 'edit') },
      claim,
      eligibility: eligibilityOf(claim, child.dateOfBirth, today),
      deadlines,
      deadlineNotes: notes,
      answers: answered,
      suggestions: suggestionsFor(answered, child, health),
      diary: diary.map(presentDiary),
      diaryWeeks: diaryWeeks(diary),
      evidence: evidence.map((row) => presentEvidence(row, documents)),
      healthDocuments: health?.documents ?? [],
    };
  }

  /** The claim's deadlines as they stand, for its reminders when they fall due (a job of the system). */
  async deadlinesForReminder(childId: string) {
    const row = await this.#repository.unsafeClaimForReminder(childId);
    return row ? deadlinesOf(presentClaim(row), this.#today()).deadlines : [];
  }

  /** The claims' dates a calendar feed shows, as all-day events, for the children its pass covers. */
  async deadlineEvents(pass: ReadPass<'benefits'>, window: CalendarWindow): Promise<CalendarEvent[]> {
    const from = londonDay(window.from);
    const to = londonDay(window.to);
    const today = this.#today();
    const events: CalendarEvent[] = [];
    for (const row of await this.#repository.claimsOf(pass)) {
      for (const deadline of deadlinesOf(presentClaim(row), today).deadlines) {
        if (deadline.due < from || deadline.due > to) continue;
        events.push({
          id: `dla-${row.id}-${deadline.key}`,
          title: `DLA: ${deadline.title}`,
          start: new Date(`${deadline.due}T00:00:00Z`),
          end: null,
          allDay: true,
          description: `${deadline.explanation}\n${deadline.source.title}: ${deadline.source.url}`,
          cancelled: deadline.done,
          updatedAt: row.updatedAt,
        });
      }
    }
    return events;
  }

  // The claim

  async saveClaim(actor: AccessActor, childId: string, input: DlaClaimUpdateInput): Promise<DlaClaimResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(dlaClaimUpdateSchema, input);
    const { revision, ...fields } = values;
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as ClaimValues;
    const current = presentClaim(await this.#repository.claimOf(pass, childId));
    checkClaimDates({ ...current, ...changes }, this.#today());
    const saved = await this.#repository.saveClaim(pass, childId, revision, {
      ...changes,
      updatedByUserId: pass.member.userId,
      updatedByName: await this.#repository.nameOf(pass.member.userId),
    });
    const claim = presentClaim(saved.row);
    if (!saved.saved) {
      throw new AppError(
        'conflict',
        'Someone changed these dates on another device a moment ago. We’ve kept what you typed; please check the dates and save again.',
        { current: claim },
      );
    }
    await this.#audit.changed(pass, 'changed the child’s DLA claim');
    await this.#reminders?.sync(childId, deadlinesOf(claim, this.#today()).deadlines);
    return claim;
  }

  // Answers

  /**
   * Saves one answer as the parent types. Saving the same text again (a retried request) answers the saved answer;
   * a save from an older revision than the one stored is refused (409) with the answer as it is, so a second device
   * never silently overwrites the first.
   */
  async saveAnswer(
    actor: AccessActor,
    childId: string,
    questionKey: string,
    input: DlaAnswerSaveInput,
  ): Promise<DlaAnswerResponse> {
    const pass = await this.#write(actor, childId);
    const key = parseInput(dlaQuestionKeySchema, questionKey, 'questionKey');
    const values = parseInput(dlaAnswerSaveSchema, input);
    const saved = await this.#repository.saveAnswer(pass, childId, key, values.baseRevision, {
      text: values.text,
      updatedByUserId: pass.member.userId,
      updatedByName: await this.#repository.nameOf(pass.member.userId),
    });
    if (saved.saved) await this.#audit.changed(pass, 'changed an answer of the child’s DLA claim');
    if (saved.saved || saved.row.text === values.text) return presentAnswer(saved.row);
    const question = dlaQuestion(key);
    throw new AppError(
      'conflict',
      `${saved.row.updatedByName ?? 'Someone'} changed the answer to “${question?.title ?? key}” on another device. Your text is kept here: compare the two and choose what to keep.`,
      { current: presentAnswer(saved.row) },
    );
  }

  // Diary

  async addDiaryEntry(
    actor: AccessActor,
    childId: string,
    input: DlaDiaryEntryCreateInput,
  ): Promise<DlaDiaryEntryResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(dlaDiaryEntryCreateSchema, input);
    checkNotFuture(values.date, this.#today(), 'date', 'The day');
    if ((await this.#repository.countDiary(pass, childId)) >= DLA_LIMITS.diaryEntriesMax) {
      throw new AppError(
        'conflict',
        `The diary holds up to ${DLA_LIMITS.diaryEntriesMax} entries. Please remove some old ones first.`,
      );
    }
    const userId = pass.member.userId;
    await this.#audit.changed(pass, 'added to the child’s care diary');
    return presentDiary(
      await this.#repository.insertDiary(pass, childId, {
        date: values.date,
        period: values.period,
        help: values.help,
        minutes: values.minutes ?? null,
        times: values.times ?? 1,
        whatHappened: values.whatHappened ?? null,
        origin: 'parent',
        originId: null,
        recordedByUserId: userId,
        recordedByName: await this.#repository.nameOf(userId),
      }),
    );
  }

  async updateDiaryEntry(
    actor: AccessActor,
    childId: string,
    id: string,
    input: DlaDiaryEntryUpdateInput,
  ): Promise<DlaDiaryEntryResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(dlaDiaryEntryUpdateSchema, input);
    if (values.date) checkNotFuture(values.date, this.#today(), 'date', 'The day');
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    const row = await this.#repository.updateDiary(pass, childId, id, changes);
    if (!row) throw new AppError('not_found', 'This child’s diary has no entry with this id.');
    await this.#audit.changed(pass, 'changed the child’s care diary');
    return presentDiary(row);
  }

  async removeDiaryEntry(actor: AccessActor, childId: string, id: string): Promise<void> {
    const pass = await this.#write(actor, childId);
    if (!(await this.#repository.deleteDiary(pass, childId, id))) {
      throw new AppError('not_found', 'This child’s diary has no entry with this id.');
    }
    await this.#audit.changed(pass, 'changed the child’s care diary');
  }

  // Evidence

  async #documentTitles(actor: AccessActor, childId: string, documentId: string | null | undefined) {
    const health = await this.#reader.health(actor, childId);
    const titles = new Map((health?.documents ?? []).map((document) => [document.id, document.title]));
    if (documentId && !titles.has(documentId)) {
      throw new AppError('validation_failed', 'Please check healthDocumentId: choose one of this child’s documents.', [
        { field: 'healthDocumentId', message: 'Please choose one of this child’s documents in the health hub' },
      ]);
    }
    return titles;
  }

  async addEvidence(actor: AccessActor, childId: string, input: DlaEvidenceCreateInput): Promise<DlaEvidenceResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(dlaEvidenceCreateSchema, input);
    if ((await this.#repository.countEvidence(pass, childId)) >= DLA_LIMITS.evidenceMax) {
      throw new AppError('conflict', `The checklist holds up to ${DLA_LIMITS.evidenceMax} items.`);
    }
    const titles = await this.#documentTitles(actor, childId, values.healthDocumentId);
    await this.#audit.changed(pass, 'changed the child’s DLA evidence');
    return presentEvidence(
      await this.#repository.insertEvidence(pass, childId, {
        kind: values.kind,
        title: values.title,
        status: values.status,
        healthDocumentId: values.healthDocumentId ?? null,
        note: values.note ?? null,
      }),
      titles,
    );
  }

  async updateEvidence(
    actor: AccessActor,
    childId: string,
    id: string,
    input: DlaEvidenceUpdateInput,
  ): Promise<DlaEvidenceResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(dlaEvidenceUpdateSchema, input);
    const titles = await this.#documentTitles(actor, childId, values.healthDocumentId);
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    const row = await this.#repository.updateEvidence(pass, childId, id, changes);
    if (!row) throw new AppError('not_found', 'This child’s checklist has no item with this id.');
    await this.#audit.changed(pass, 'changed the child’s DLA evidence');
    return presentEvidence(row, titles);
  }

  async removeEvidence(actor: AccessActor, childId: string, id: string): Promise<void> {
    const pass = await this.#write(actor, childId);
    if (!(await this.#repository.deleteEvidence(pass, childId, id))) {
      throw new AppError('not_found', 'This child’s checklist has no item with this id.');
    }
    await this.#audit.changed(pass, 'changed the child’s DLA evidence');
  }

  /**
   * The claims of these children the asker may read, for the family's export: the claim's dates, every answer, the
   * diary and the evidence list. Children with nothing recorded are left out.
   */
  async recordsOf(rights: ChildRights, childIds: readonly string[]): Promise<Record<string, DlaExportRecord>> {
    const pass = rights.pass('benefits', 'view', childIds);
    const records = await Promise.all(
      pass.childIds.map(async (childId) => {
        const child = pass.only(childId);
        const [claim, answers, diary, evidence] = await Promise.all([
          this.#repository.claimOf(child, childId),
          this.#repository.answersOf(child, childId),
          this.#repository.diaryOf(child, childId, Number.MAX_SAFE_INTEGER),
          this.#repository.evidenceOf(child, childId),
        ]);
        if (!claim && answers.length === 0 && diary.length === 0 && evidence.length === 0) return null;
        return [
          childId,
          {
            claim: presentClaim(claim),
            answers: answers.map(presentAnswer),
            diary: diary.map(presentDiary),
            evidence: evidence.map((row) => presentEvidence(row, new Map())),
          },
        ] as const;
      }),
    );
    return Object.fromEntries(records.filter((record) => record !== null));
  }

  // Paper and facts

  /** The answers on paper, question by question, in the reader's font. */
  async answersPdf(actor: AccessActor, childId: string, font: FontFamily): Promise<{ pdf: Buffer; fileName: string }> {
    const overview = await this.overview(actor, childId);
    const printedOn = this.#today();
    const stem = overview.childName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'child';
    return {
      pdf: await renderDocument(answersDocument(overview, { font, printedOn })),
      fileName: `${stem}-DLA-answers-${printedOn}.pdf`,
    };
  }

  /**
   * The `dla.*` facts for the document generator: `{}` when the asker may not read the child's benefits or nothing
   * is recorded. Dates as YYYY-MM-DD.
   */
  async templateFacts(actor: AccessActor, childId: string): Promise<TemplateFacts> {
    const rights = await this.#access.check(actor, [childId]);
    const pass = rights.passIfAllowed(childId, 'benefits', 'view');
    if (!pass) return {};
    await this.#audit.read(pass, 'read the child’s DLA claim');
    const [claimRow, answers, diary, evidence] = await Promise.all([
      this.#repository.claimOf(pass, childId),
      this.#repository.answersOf(pass, childId),
      this.#repository.diaryOf(pass, childId, DIARY_SHOWN),
      this.#repository.evidenceOf(pass, childId),
    ]);
    if (!claimRow && answers.length === 0 && diary.length === 0 && evidence.length === 0) return {};
    const claim = presentClaim(claimRow);
    const { deadlines } = deadlinesOf(claim, this.#today());
    const due = (key: string) => deadlines.find((deadline) => deadline.key === key)?.due ?? null;
    const byKey = new Map(answers.map((row) => [row.questionKey, row.text.trim()]));
    const decision = [
      claim.careAward ? DLA_CARE_AWARD_LABELS[claim.careAward] : null,
      claim.mobilityAward ? DLA_MOBILITY_AWARD_LABELS[claim.mobilityAward] : null,
    ].filter((part): part is string => part !== null);
    return {
      'dla.callDate': claim.callDate,
      'dla.formReturnDue': due('form-return'),
      'dla.claimReference': claim.claimReference,
      'dla.decisionDate': claim.decisionDate,
      'dla.decision': decision.length > 0 ? decision.join('; ') : null,
      'dla.reconsiderationDue': due('reconsideration'),
      'dla.answers': DLA_FORM_QUESTIONS.filter(
        (question) => question.key !== 'supportingStatement' && byKey.get(question.key),
      ).map((question) => `${question.title}: ${byKey.get(question.key)}`),
      'dla.supportingStatement': byKey.get('supportingStatement') || null,
      'dla.careDiary': [...diary].reverse().map(diaryLine),
      'dla.evidence': evidence.map(
        (row) =>
          `${row.title} (${DLA_EVIDENCE_KIND_LABELS[row.kind].toLowerCase()}; ${DLA_EVIDENCE_STATUS_LABELS[row.status].toLowerCase()})`,
      ),
    };
  }
}

/** Offers for questions with no answer yet, from what the family keeps elsewhere; the parent chooses to use them. */
function suggestionsFor(
  answers: Readonly<Record<string, DlaAnswerResponse>>,
  child: { needs: string | null },
  health: DlaHealthFacts | null,
): Record<string, string> {
  const suggestions: Record<string, string> = {};
  for (const question of DLA_FORM_QUESTIONS) {
    if (!question.suggestFrom || answers[question.key]?.text.trim()) continue;
    let text = '';
    if (question.suggestFrom === 'conditions' && health) {
      const conditions = health.conditions.map(
        (condition) =>
          `${condition.name}${condition.diagnosedOn ? `, diagnosed ${formatRuleDate(condition.diagnosedOn)}` : ''}${
            condition.diagnosedBy ? ` by ${condition.diagnosedBy}` : ''
          }`,
      );
      const medicines = health.medicines.length > 0 ? [`Medicines: ${health.medicines.join('; ')}`] : [];
      text = [...conditions, ...medicines].join('\n');
    } else if (question.suggestFrom === 'professionals' && health) {
      text = health.professionals
        .map((person) =>
          [`${person.role}: ${person.name}`, person.organisation, person.phone].filter(Boolean).join(', '),
        )
        .join('\n');
    } else if (question.suggestFrom === 'profile-needs' && child.needs) {
      text = child.needs;
    }
    if (text.trim()) suggestions[question.key] = text;
  }
  return suggestions;
}

function checkNotFuture(date: string, today: string, field: string, label: string): void {
  if (DECIMAL_DAY.test(date) && date > today) {
    throw new AppError('validation_failed', `Please check ${field}: ${label.toLowerCase()} can’t be in the future.`, [
      { field, message: `${label} can’t be in the future` },
    ]);
  }
}

/** The dates of a claim must be possible: none in the future, and each after the one it follows. */
function checkClaimDates(claim: DlaClaimResponse, today: string): void {
  const past: [keyof DlaClaimResponse, string][] = [
    ['callDate', 'The date you phoned'],
    ['formSentOn', 'The date the form was posted to you'],
    ['formReturnedOn', 'The date you sent the form back'],
    ['needsBeganOn', 'The date the needs began'],
    ['decisionDate', 'The date on the decision letter'],
    ['reconsiderationRequestedOn', 'The date you asked for a reconsideration'],
    ['reconsiderationNoticeDate', 'The date on the reconsideration notice'],
    ['appealLodgedOn', 'The date you sent the appeal'],
  ];
  for (const [field, label] of past) {
    const value = claim[field];
    if (typeof value === 'string') checkNotFuture(value, today, field, label);
  }
  const order: [keyof DlaClaimResponse, keyof DlaClaimResponse, string][] = [
    ['callDate', 'formReturnedOn', 'The form can’t have gone back before you phoned'],
    ['callDate', 'decisionDate', 'The decision can’t be dated before you phoned'],
    ['decisionDate', 'reconsiderationRequestedOn', 'The reconsideration can’t be asked for before the decision'],
    ['decisionDate', 'reconsiderationNoticeDate', 'The reconsideration notice can’t be dated before the decision'],
    ['reconsiderationNoticeDate', 'appealLodgedOn', 'The appeal can’t be sent before the reconsideration notice'],
  ];
  for (const [before, after, message] of order) {
    const first = claim[before];
    const second = claim[after];
    if (typeof first === 'string' && typeof second === 'string' && second < first) {
      throw new AppError('validation_failed', `Please check ${String(after)}: ${message.toLowerCase()}.`, [
        { field: String(after), message },
      ]);
    }
  }
}
