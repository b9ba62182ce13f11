import {
  type CalendarDate,
  EHCP_CONTACT_METHOD_LABELS,
  EHCP_DATE_LABELS,
  EHCP_LETTER_TEMPLATES,
  EHCP_SECTIONS,
  EHCP_STAGE_LABELS,
  EHCP_SUPPORTED_NATIONS,
  type EhcpAction,
  type EhcpCaseResponse,
  type EhcpCaseSaveInput,
  type EhcpContactCreateInput,
  type EhcpContactMethod,
  type EhcpContactResponse,
  type EhcpContactUpdateInput,
  type EhcpDateField,
  type EhcpDates,
  type EhcpDeadline,
  type EhcpDeadlineResponse,
  type EhcpLetterTemplate,
  type EhcpSection,
  type EhcpSectionResponse,
  type EhcpSectionSaveInput,
  type EhcpStage,
  type Nation,
  compareDates,
  daysBetween,
  ehcpCaseSaveSchema,
  ehcpContactCreateSchema,
  ehcpContactUpdateSchema,
  ehcpDateProblems,
  ehcpLetterPath,
  ehcpSectionSaveSchema,
  ehcpTimeline,
  formatLongDate,
  promiseStatus,
} from '@tedi/contracts';
import type { EhcpStoredSections } from '@tedi/db';
import type { ChildAuditService } from '../../platform/child-audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, parseInput, validationFailed } from '../../platform/errors.ts';
import type { AccessActor, ChildAccessService, ChildRights, ReadPass } from '../../policies/child-access.ts';
import type { CalendarEvent } from '../calendar/ics.ts';
import type { RemindedDeadline } from '../reminders/deadlines.ts';
import { atLondonTime, londonDay } from '../reminders/london-time.ts';
import type { EhcpCaseRow, EhcpContactRow, EhcpRepository } from './repository.ts';

/** What the template facts source gives the document generator (template-facts.md). */
export type TemplateFacts = Readonly<Record<string, string | readonly string[] | null>>;

const CASE_NOT_FOUND = 'There is no EHCP case for this child yet. Start one first.';
const CONTACT_NOT_FOUND = 'This child’s contact log has no entry with this id.';

/** What moves reminders when a case changes. */
export interface EhcpReminderScheduler {
  reschedule(childId: string): Promise<void>;
}

const DATE_FIELDS = Object.keys(EHCP_DATE_LABELS).filter(
  (field): field is EhcpDateField => field !== 'phaseTransferYear',
);

/** The stored dates as the engine reads them. */
function datesOf(row: Pick<EhcpCaseRow, 'dates'>): EhcpDates {
  const stored = row.dates;
  const out: Record<string, unknown> = {};
  for (const field of DATE_FIELDS) {
    const value = stored[field];
    out[field] = typeof value === 'string' ? value : null;
  }
  const decision = stored['assessmentDecision'];
  out['assessmentDecision'] = decision === 'assess' || decision === 'refuse' ? decision : null;
  const year = stored['phaseTransferYear'];
  out['phaseTransferYear'] = typeof year === 'number' ? year : null;
  return out;
}

/** "3 weeks overdue", "2 days overdue". */
function lateness(due: CalendarDate, today: CalendarDate): string {
  const days = daysBetween(due, today);
  if (days >= 14) return `${Math.floor(days / 7)} weeks overdue`;
  return days === 1 ? '1 day overdue' : `${days} days overdue`;
}

const COMPLAINT = EHCP_LETTER_TEMPLATES.missedDeadlineComplaint;

/** What the family can do about a deadline: the letter where there is one. */
function actionFor(deadline: EhcpDeadline, childId: string): EhcpAction | null {
  const letter = (text: string, template: EhcpLetterTemplate): EhcpAction => ({
    text,
    template,
    href: ehcpLetterPath(template, childId),
  });
  const say = (text: string): EhcpAction => ({ text, template: null, href: null });
  if (deadline.status === 'met' || deadline.status === 'closed') return null;
  if (deadline.status === 'met-late') {
    return letter('It was late. You can still complain, so the council learns from it.', COMPLAINT);
  }
  const overdue = deadline.status === 'overdue';
  switch (deadline.step) {
    case 'decision-to-assess':
    case 'no-plan-decision':
    case 'final-plan':
    case 'review-decision':
    case 'amended-plan':
    case 'phase-transfer':
      return overdue
        ? letter('The council has missed a legal deadline. Write to complain and ask when it will act.', COMPLAINT)
        : say('Nothing to do yet: the council should act by this date. Tedi will remind you.');
    case 'amendment-comments':
    case 'draft-comments':
      return letter(
        'Reply to the draft plan: say what should change and which school you want named.',
        EHCP_LETTER_TEMPLATES.draftPlanReply,
      );
    case 'annual-review':
    case 'review-papers':
      return overdue
        ? letter('The review is late. Write to the council to complain.', COMPLAINT)
        : letter(
            'Write your contribution to the review: what has gone well, what has not, what should change.',
            EHCP_LETTER_TEMPLATES.annualReviewContribution,
          );
    case 'mediation-contact':
      return say('Contact the mediation adviser named in the decision letter. Say whether you want mediation.');
    case 'mediation-certificate':
      return overdue
        ? say('The certificate is late. Ask the mediation adviser for it, in writing.')
        : say('The mediation adviser should send you a certificate by this date.');
    case 'tribunal-from-decision':
    case 'tribunal-from-certificate':
      return say('Send your appeal to the SEND Tribunal (form SEND35) so it arrives by this date.');
  }
}

/** The next step for a case, by its stage and what is most pressing. */
function nextStepOf(
  stage: EhcpStage,
  deadlines: readonly EhcpDeadlineResponse[],
  childId: string,
  hasRequest: boolean,
): EhcpAction {
  const overdue = deadlines.find((deadline) => deadline.status === 'overdue');
  if (overdue?.action) return overdue.action;
  const open = deadlines.find((deadline) => deadline.status === 'due' && deadline.action?.template);
  if (open?.action) return open.action;
  if (!hasRequest && (stage === 'considering' || stage === 'requested')) {
    return {
      text: 'Write to the council to ask for an EHC needs assessment, then enter the date they received it.',
      template: EHCP_LETTER_TEMPLATES.assessmentRequest,
      href: ehcpLetterPath(EHCP_LETTER_TEMPLATES.assessmentRequest, childId),
    };
  }
  const due = deadlines.find((deadline) => deadline.status === 'due');
  if (due) {
    return {
      text: `Next: ${due.title.toLowerCase()} by ${formatLongDate(due.due)}. Keep a note of every call and letter in the contact log.`,
      template: null,
      href: null,
    };
  }
  return {
    text: 'Nothing is due. Enter a date when something happens, and Tedi will work out what comes next.',
    template: null,
    href: null,
  };
}

/** Only the keys that were sent. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * A child's EHCP case (area `education`): the case with its deadlines worked out from the family's dates, the log
 * of contact with the council and school, and the family's wording of the plan's sections. Every method asks the
 * child access check first: `view` to read, `edit` to change.
 */
export class EhcpService {
  readonly #repository: EhcpRepository;
  readonly #access: ChildAccessService;
  readonly #audit: ChildAuditService;
  readonly #clock: Clock;
  #reminders: EhcpReminderScheduler | null = null;

  constructor(repository: EhcpRepository, access: ChildAccessService, audit: ChildAuditService, clock: Clock) {
    this.#repository = repository;
    this.#access = access;
    this.#audit = audit;
    this.#clock = clock;
  }

  /** The reminders, given once they are set up (they read deadlines through this service). */
  useReminders(reminders: EhcpReminderScheduler): void {
    this.#reminders = reminders;
  }

  #today(): CalendarDate {
    return londonDay(this.#clock());
  }

  async #read(actor: AccessActor, childId: string, what: string) {
    const allowed = await this.#access.requireChild(actor, [childId], 'education', 'view');
    await this.#audit.read(allowed.pass, what);
    return allowed;
  }

  async #write(actor: AccessActor, childId: string) {
    return (await this.#access.requireChild(actor, [childId], 'education', 'edit')).pass;
  }

  // The case

  async case(actor: AccessActor, childId: string): Promise<EhcpCaseResponse | null> {
    const { pass } = await this.#read(actor, childId, 'read the child’s EHCP case');
    const row = await this.#repository.findCase(pass, childId);
    return row ? this.#present(row) : null;
  }

  /** Starts the case or changes it; dates that cannot be right are refused, each named. */
  async save(actor: AccessActor, childId: string, input: EhcpCaseSaveInput): Promise<EhcpCaseResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(ehcpCaseSaveSchema, input);
    const current = await this.#repository.findCase(pass, childId);
    const dates: Record<string, string | number | null> = { ...(current?.dates ?? {}) };
    for (const [field, value] of Object.entries(values.dates ?? {})) {
      if (value !== undefined) dates[field] = value;
    }
    const problems = ehcpDateProblems(datesOf({ dates }), this.#today());
    if (problems.length > 0) {
      throw validationFailed(
        problems.map((problem) => ({ field: `dates.${problem.field}`, message: problem.message })),
      );
    }
    const stage =
      values.stage ?? (current?.stage as EhcpStage | undefined) ?? (dates['requestDate'] ? 'requested' : 'considering');
    const nation = values.nation ?? (current?.nation as Nation | undefined) ?? 'england';
    const row = await this.#repository.saveCase(
      pass,
      childId,
      {
        stage,
        nation,
        localAuthority: values.localAuthority === undefined ? (current?.localAuthority ?? null) : values.localAuthority,
        caseOfficer: values.caseOfficer === undefined ? (current?.caseOfficer ?? null) : values.caseOfficer,
        caseOfficerContact:
          values.caseOfficerContact === undefined ? (current?.caseOfficerContact ?? null) : values.caseOfficerContact,
        proposedSchool: values.proposedSchool === undefined ? (current?.proposedSchool ?? null) : values.proposedSchool,
        dates: dates,
      },
      this.#clock(),
    );
    await this.#audit.changed(pass, current ? 'changed the child’s EHCP case' : 'started the child’s EHCP case');
    await this.#reminders?.reschedule(childId);
    return this.#present(row);
  }

  #present(row: EhcpCaseRow): EhcpCaseResponse {
    const today = this.#today();
    const dates = datesOf(row);
    const nation = row.nation as Nation;
    const timeline = ehcpTimeline({ nation, dates, today });
    const deadlines: EhcpDeadlineResponse[] = timeline.ok
      ? timeline.deadlines.map((deadline) => ({ ...deadline, action: actionFor(deadline, row.childId) }))
      : [];
    return {
      id: row.id,
      childId: row.childId,
      stage: row.stage as EhcpStage,
      nation,
      nationCovered: EHCP_SUPPORTED_NATIONS.includes(nation),
      localAuthority: row.localAuthority,
      caseOfficer: row.caseOfficer,
      caseOfficerContact: row.caseOfficerContact,
      proposedSchool: row.proposedSchool,
      dates: {
        ...(Object.fromEntries(DATE_FIELDS.map((field) => [field, dates[field] ?? null])) as Record<
          EhcpDateField,
          CalendarDate | null
        >),
        assessmentDecision: dates.assessmentDecision ?? null,
        phaseTransferYear: dates.phaseTransferYear ?? null,
      },
      deadlines,
      unavailable: timeline.ok ? timeline.unavailable : [],
      problems: timeline.ok ? [] : timeline.problems,
      nextStep: nextStepOf(row.stage as EhcpStage, deadlines, row.childId, Boolean(dates.requestDate)),
      today,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The deadlines of every child the pass covers, for the calendar feed: one short event on each last day. */
  async deadlineEvents(pass: ReadPass<'education'>, from: Date, to: Date): Promise<CalendarEvent[]> {
    const cases = await this.#repository.findCases(pass);
    const events: CalendarEvent[] = [];
    for (const row of cases) {
      const presented = this.#present(row);
      for (const deadline of presented.deadlines) {
        if (deadline.status === 'met' || deadline.status === 'met-late') continue;
        const start = atLondonTime(deadline.due, 9);
        if (start < from || start > to) continue;
        events.push({
          id: `ehcp-${row.id}-${deadline.step}`,
          title: `EHCP: ${deadline.title} (last day)`,
          start,
          end: new Date(start.getTime() + 30 * 60 * 1000),
          description: `${deadline.rule.summary}\n${deadline.rule.reference}: ${deadline.rule.source.url}`,
          updatedAt: row.updatedAt,
        });
      }
    }
    return events;
  }

  /** A child's open deadlines, for the reminders (a job of the system, which asks the access check who is told). */
  async remindedDeadlines(childId: string): Promise<RemindedDeadline[]> {
    const row = await this.#repository.unsafeFindCase(childId);
    if (!row) return [];
    return this.#present(row).deadlines.map((deadline) => ({
      title: deadline.title,
      due: deadline.due,
      open: deadline.status === 'due' || deadline.status === 'overdue',
      remindWhenOverdue: deadline.actor !== 'parent',
    }));
  }

  // The contact log

  async contacts(actor: AccessActor, childId: string): Promise<EhcpContactResponse[]> {
    const { pass } = await this.#read(actor, childId, 'read the child’s EHCP contact log');
    const today = this.#today();
    return (await this.#repository.contacts(pass, childId)).map((row) => presentContact(row, today));
  }

  async addContact(actor: AccessActor, childId: string, input: EhcpContactCreateInput): Promise<EhcpContactResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(ehcpContactCreateSchema, input);
    this.#notInFuture(values.happenedOn ?? null, 'happenedOn', 'The date of the contact');
    const row = await this.#repository.insertContact(pass, childId, {
      happenedOn: values.happenedOn!,
      who: values.who,
      method: values.method,
      summary: values.summary ?? null,
      promise: values.promise ?? null,
      promisedBy: values.promisedBy ?? null,
      promiseKeptOn: values.promiseKeptOn ?? null,
    });
    await this.#audit.changed(pass, 'added to the child’s EHCP contact log');
    return presentContact(row, this.#today());
  }

  async updateContact(
    actor: AccessActor,
    childId: string,
    id: string,
    input: EhcpContactUpdateInput,
  ): Promise<EhcpContactResponse> {
    const pass = await this.#write(actor, childId);
    const values = definedOnly(parseInput(ehcpContactUpdateSchema, input));
    if (values.happenedOn === null) {
      throw validationFailed([{ field: 'happenedOn', message: 'Please enter the date of the contact' }]);
    }
    this.#notInFuture(values.happenedOn ?? null, 'happenedOn', 'The date of the contact');
    this.#notInFuture(values.promiseKeptOn ?? null, 'promiseKeptOn', 'The date the promise was kept');
    const row = await this.#repository.updateContact(pass, childId, id, values as never, this.#clock());
    if (!row) throw new AppError('not_found', CONTACT_NOT_FOUND);
    await this.#audit.changed(pass, 'changed the child’s EHCP contact log');
    return presentContact(row, this.#today());
  }

  async removeContact(actor: AccessActor, childId: string, id: string): Promise<void> {
    const pass = await this.#write(actor, childId);
    if (!(await this.#repository.deleteContact(pass, childId, id))) throw new AppError('not_found', CONTACT_NOT_FOUND);
    await this.#audit.changed(pass, 'removed from the child’s EHCP contact log');
  }

  #notInFuture(date: string | null, field: string, label: string): void {
    if (date && compareDates(date, this.#today()) > 0) {
      throw validationFailed([{ field, message: `${label} can’t be in the future` }]);
    }
  }

  // The plan's sections

  async sections(actor: AccessActor, childId: string): Promise<EhcpSectionResponse[]> {
    const { pass } = await this.#read(actor, childId, 'read the child’s EHCP sections');
    const row = await this.#repository.findCase(pass, childId);
    return presentSections(row?.sections ?? {});
  }

  async saveSection(
    actor: AccessActor,
    childId: string,
    section: EhcpSection,
    input: EhcpSectionSaveInput,
  ): Promise<EhcpSectionResponse> {
    const pass = await this.#write(actor, childId);
    const values = parseInput(ehcpSectionSaveSchema, input);
    const row = await this.#repository.findCase(pass, childId);
    if (!row) throw new AppError('not_found', CASE_NOT_FOUND);
    const current = row.sections[section] ?? { parent: null, council: null, evidence: [] };
    const next = {
      parent: values.parent === undefined ? current.parent : values.parent,
      council: values.council === undefined ? current.council : values.council,
      evidence: values.evidence ?? current.evidence ?? [],
    };
    const sections: EhcpStoredSections = { ...row.sections, [section]: next };
    await this.#repository.saveSections(pass, childId, sections, this.#clock());
    await this.#audit.changed(pass, `changed section ${section} of the child’s EHCP wording`);
    return { section, parent: next.parent, council: next.council, evidence: next.evidence };
  }

  // For other capabilities

  /** The `ehcp.*` facts of a child for the document generator; none when the asker may not read the case. */
  async templateFacts(actor: AccessActor, childId: string): Promise<TemplateFacts> {
    const rights = await this.#access.check(actor, [childId]);
    if (!rights.may(childId, 'education', 'view')) return {};
    const pass = rights.pass('education', 'view', [childId]);
    await this.#audit.read(pass, 'read the child’s EHCP case for a letter');
    const row = await this.#repository.findCase(pass, childId);
    if (!row) return {};
    const presented = this.#present(row);
    const contacts = await this.#repository.contacts(pass, childId);
    const due = (step: string) => presented.deadlines.find((deadline) => deadline.step === step)?.due ?? null;
    const today = presented.today;
    const facts: Record<string, string | readonly string[] | null> = {
      'ehcp.localAuthority': row.localAuthority,
      'ehcp.caseOfficer': row.caseOfficer,
      'ehcp.stage': EHCP_STAGE_LABELS[presented.stage],
      'ehcp.requestDate': presented.dates.requestDate,
      'ehcp.decisionToAssessDue': due('decision-to-assess'),
      'ehcp.decisionToAssessDate': presented.dates.assessmentDecisionDate,
      'ehcp.noPlanDecisionDue': due('no-plan-decision'),
      'ehcp.draftPlanDate': presented.dates.draftPlanDate,
      'ehcp.draftCommentsDue': due('draft-comments'),
      'ehcp.finalPlanDue': due('final-plan'),
      'ehcp.finalPlanDate': presented.dates.finalPlanDate,
      'ehcp.annualReviewDue': due('annual-review'),
      'ehcp.annualReviewMeetingDate': presented.dates.nextReviewMeetingDate ?? presented.dates.lastReviewMeetingDate,
      'ehcp.decisionAppealedDate': presented.dates.appealedDecisionDate,
      'ehcp.mediationDeadline': due('mediation-contact'),
      'ehcp.tribunalDeadline': due('tribunal-from-decision'),
      'ehcp.overdue': presented.deadlines
        .filter((deadline) => deadline.status === 'overdue')
        .map(
          (deadline) =>
            `${deadline.title}: due ${formatLongDate(deadline.due)}, ${lateness(deadline.due, today)} (${deadline.rule.reference})`,
        ),
      'ehcp.contactLog': contacts.map((row) => contactLine(row, today)),
      'ehcp.proposedSchool': row.proposedSchool,
    };
    for (const section of EHCP_SECTIONS) {
      facts[`ehcp.section${section}`] = row.sections[section]?.parent ?? null;
    }
    // Section H is written in two parts; a template asking for H gets both.
    const sectionH = [row.sections['H1']?.parent, row.sections['H2']?.parent].filter(Boolean).join('\n\n');
    facts['ehcp.sectionH'] = sectionH || null;
    return facts;
  }

  /** The family's export: each readable child's case, contact log and sections. */
  async recordsOf(rights: ChildRights, childIds: readonly string[]): Promise<Record<string, unknown>> {
    const pass = rights.pass('education', 'view', childIds);
    const today = this.#today();
    const out: Record<string, unknown> = {};
    for (const childId of pass.childIds) {
      const row = await this.#repository.findCase(pass, childId);
      if (!row) continue;
      out[childId] = {
        case: this.#present(row),
        contacts: (await this.#repository.contacts(pass, childId)).map((contact) => presentContact(contact, today)),
        sections: presentSections(row.sections),
      };
    }
    return out;
  }
}

function presentContact(row: EhcpContactRow, today: CalendarDate): EhcpContactResponse {
  return {
    id: row.id,
    happenedOn: row.happenedOn,
    who: row.who,
    method: row.method as EhcpContactMethod,
    summary: row.summary,
    promise: row.promise,
    promisedBy: row.promisedBy,
    promiseKeptOn: row.promiseKeptOn,
    promiseStatus: promiseStatus(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One line of the contact log for a letter: date, who, how, what was said, what was promised by when. */
function contactLine(row: EhcpContactRow, today: CalendarDate): string {
  const parts = [
    formatLongDate(row.happenedOn),
    row.who,
    EHCP_CONTACT_METHOD_LABELS[row.method as EhcpContactMethod] ?? row.method,
  ];
  if (row.summary) parts.push(row.summary);
  if (row.promise) {
    const status = promiseStatus(row, today);
    const by = row.promisedBy ? ` by ${formatLongDate(row.promisedBy)}` : '';
    parts.push(
      `promised: ${row.promise}${by}${status === 'broken' ? ' (not done)' : status === 'kept' ? ` (done ${formatLongDate(row.promiseKeptOn!)})` : ''}`,
    );
  }
  return parts.join('; ');
}

function presentSections(sections: EhcpStoredSections): EhcpSectionResponse[] {
  return EHCP_SECTIONS.map((section) => {
    const stored = sections[section];
    return {
      section,
      parent: stored?.parent ?? null,
      council: stored?.council ?? null,
      evidence: stored?.evidence ?? [],
    };
  });
}
