import { bankHolidaysCovering } from './bank-holidays.ts';
import {
  addDays,
  addMonths,
  addWeeks,
  addWorkingDays,
  type CalendarDate,
  compareDates,
  isCalendarDate,
  isWorkingDay,
} from './calendar-dates.ts';
import { EHCP_RULES, type EhcpActor, type EhcpStep, type EhcpStepRule, ehcpRulesFor } from './ehcp.ts';
import { type DatedRule, type Nation, NATION_LABELS, type RuleSource, ruleOn } from './rule-data.ts';

/**
 * The EHCP deadline engine: from the dates a parent enters, every statutory deadline that follows from them, each
 * with the rule it comes from and whether it is due, overdue or met. Pure: the day it is judged on (`today`) and the
 * rules are given. Dates that cannot be right (impossible, out of order, in the future when they record something
 * that has happened) give problems naming the date and no deadlines at all; a deadline the rules data does not cover
 * (a nation without rules, a date before the rules apply, working days past the known bank holidays) is listed as
 * unavailable with the reason, never computed.
 */

/** The dates a parent may enter, all optional. */
export interface EhcpDates {
  /** The day the council received the request for an EHC needs assessment. */
  readonly requestDate?: CalendarDate | null;
  /** The day the council said whether it will assess. */
  readonly assessmentDecisionDate?: CalendarDate | null;
  /** What it decided. */
  readonly assessmentDecision?: 'assess' | 'refuse' | null;
  /** The day the council said, after assessing, that it will not issue a plan. */
  readonly noPlanDecisionDate?: CalendarDate | null;
  /** The day the draft plan reached the family. */
  readonly draftPlanDate?: CalendarDate | null;
  /** The day the final plan was issued. */
  readonly finalPlanDate?: CalendarDate | null;
  /** The day of the last annual review meeting held. */
  readonly lastReviewMeetingDate?: CalendarDate | null;
  /** The day the next review meeting is arranged for (may be in the future). */
  readonly nextReviewMeetingDate?: CalendarDate | null;
  /** The day the council told the family its decision after the last review. */
  readonly reviewDecisionDate?: CalendarDate | null;
  /** The day the council sent its proposed changes (the amendment notice). */
  readonly amendmentNoticeDate?: CalendarDate | null;
  /** The day the amended final plan was issued. */
  readonly amendedPlanDate?: CalendarDate | null;
  /** The calendar year in which the child moves to a new phase (in its September). */
  readonly phaseTransferYear?: number | null;
  /** The day the letter with the decision being appealed was sent. */
  readonly appealedDecisionDate?: CalendarDate | null;
  /** The day the family contacted the mediation adviser. */
  readonly mediationContactDate?: CalendarDate | null;
  /** The day the family told the mediation adviser they do not want mediation. */
  readonly mediationDeclinedDate?: CalendarDate | null;
  /** The day the mediation certificate was issued. */
  readonly certificateDate?: CalendarDate | null;
  /** The day the appeal was sent to the tribunal. */
  readonly appealSentDate?: CalendarDate | null;
}

export type EhcpDateField = Exclude<keyof EhcpDates, 'assessmentDecision' | 'phaseTransferYear'>;

/** How each date is named to a parent, in messages. */
export const EHCP_DATE_LABELS: Readonly<Record<EhcpDateField | 'phaseTransferYear', string>> = {
  requestDate: 'the date the council received the request',
  assessmentDecisionDate: 'the date of the decision whether to assess',
  noPlanDecisionDate: 'the date the council said it would not issue a plan',
  draftPlanDate: 'the date the draft plan arrived',
  finalPlanDate: 'the date the final plan was issued',
  lastReviewMeetingDate: 'the date of the last review meeting',
  nextReviewMeetingDate: 'the date of the next review meeting',
  reviewDecisionDate: 'the date of the decision after the review',
  amendmentNoticeDate: 'the date the proposed changes were sent',
  amendedPlanDate: 'the date the amended plan was issued',
  phaseTransferYear: 'the year of the move to a new school',
  appealedDecisionDate: 'the date of the decision letter you are appealing',
  mediationContactDate: 'the date you contacted the mediation adviser',
  mediationDeclinedDate: 'the date you said you did not want mediation',
  certificateDate: 'the date of the mediation certificate',
  appealSentDate: 'the date you sent the appeal',
};

/** Dates that record something that has happened, so cannot be after today. */
const PAST_FIELDS: readonly EhcpDateField[] = [
  'requestDate',
  'assessmentDecisionDate',
  'noPlanDecisionDate',
  'draftPlanDate',
  'finalPlanDate',
  'lastReviewMeetingDate',
  'reviewDecisionDate',
  'amendmentNoticeDate',
  'amendedPlanDate',
  'appealedDecisionDate',
  'mediationContactDate',
  'mediationDeclinedDate',
  'certificateDate',
  'appealSentDate',
];

/** `[earlier, later]`: the later cannot come before the earlier. */
const ORDER: readonly (readonly [EhcpDateField, EhcpDateField])[] = [
  ['requestDate', 'assessmentDecisionDate'],
  ['requestDate', 'noPlanDecisionDate'],
  ['assessmentDecisionDate', 'noPlanDecisionDate'],
  ['requestDate', 'draftPlanDate'],
  ['assessmentDecisionDate', 'draftPlanDate'],
  ['requestDate', 'finalPlanDate'],
  ['draftPlanDate', 'finalPlanDate'],
  ['finalPlanDate', 'lastReviewMeetingDate'],
  ['finalPlanDate', 'nextReviewMeetingDate'],
  ['lastReviewMeetingDate', 'nextReviewMeetingDate'],
  ['lastReviewMeetingDate', 'reviewDecisionDate'],
  ['lastReviewMeetingDate', 'amendmentNoticeDate'],
  ['amendmentNoticeDate', 'amendedPlanDate'],
  ['appealedDecisionDate', 'mediationContactDate'],
  ['appealedDecisionDate', 'mediationDeclinedDate'],
  ['mediationDeclinedDate', 'certificateDate'],
  ['appealedDecisionDate', 'certificateDate'],
  ['appealedDecisionDate', 'appealSentDate'],
];

export interface EhcpDateProblem {
  readonly field: EhcpDateField | 'phaseTransferYear' | 'assessmentDecision';
  readonly message: string;
}

/**
 * - `due`: not yet done, and the last day has not passed.
 * - `overdue`: not done, and the last day has passed.
 * - `met`: done on or before the last day.
 * - `met-late`: done, after the last day.
 * - `closed`: a window for the family that has passed without a date recorded (it cannot be "overdue" for a parent).
 */
export type EhcpDeadlineStatus = 'due' | 'overdue' | 'met' | 'met-late' | 'closed';

export interface EhcpDeadline {
  readonly step: EhcpStep;
  readonly title: string;
  /** The last day. */
  readonly due: CalendarDate;
  readonly status: EhcpDeadlineStatus;
  /** When it was done, if recorded. */
  readonly doneOn: CalendarDate | null;
  readonly actor: EhcpActor;
  /** The date the period counts from, and its field. */
  readonly countedFrom: { readonly field: EhcpDateField | 'phaseTransferYear'; readonly date: CalendarDate };
  readonly rule: {
    readonly reference: string;
    readonly summary: string;
    readonly exceptions: string | null;
    readonly nextWorkingDay: string | null;
    readonly closedSeasons: string | null;
    readonly source: RuleSource;
  };
  /** Something the family should know beside the date (a plan finalised before the comment window closed). */
  readonly note: string | null;
}

/** A deadline that would follow from the dates but which the rules data cannot give. */
export interface EhcpUnavailableDeadline {
  readonly step: EhcpStep;
  readonly title: string;
  readonly reason: string;
}

export type EhcpTimeline =
  | {
      readonly ok: true;
      readonly deadlines: readonly EhcpDeadline[];
      readonly unavailable: readonly EhcpUnavailableDeadline[];
    }
  | { readonly ok: false; readonly problems: readonly EhcpDateProblem[] };

export const EHCP_STEP_TITLES: Readonly<Record<EhcpStep, string>> = {
  'decision-to-assess': 'Decision whether to assess',
  'no-plan-decision': 'Decision whether to issue a plan',
  'final-plan': 'Final plan',
  'draft-comments': 'Your comments on the draft plan',
  'annual-review': 'Annual review',
  'review-papers': 'Review papers and notice of the meeting',
  'review-decision': 'Decision after the review',
  'amendment-comments': 'Your comments on the proposed changes',
  'amended-plan': 'Amended plan',
  'phase-transfer': 'Plan naming the new school',
  'mediation-contact': 'Contact the mediation adviser',
  'mediation-certificate': 'Mediation certificate',
  'tribunal-from-decision': 'Appeal to the SEND Tribunal',
  'tribunal-from-certificate': 'Appeal to the SEND Tribunal',
};

/** "12 March 2026", as the product writes dates to parents. */
export function formatLongDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${day} ${months[month - 1]} ${year}`;
}

export interface EhcpTimelineInput {
  readonly nation: Nation;
  readonly dates: EhcpDates;
  /** The family's today, for due and overdue. */
  readonly today: CalendarDate;
  readonly rules?: readonly DatedRule<EhcpStepRule>[];
}

/** The dates' problems, in the parent's words; empty when they can all be right. */
export function ehcpDateProblems(dates: EhcpDates, today: CalendarDate): EhcpDateProblem[] {
  const problems: EhcpDateProblem[] = [];
  const fields = Object.keys(EHCP_DATE_LABELS).filter((field): field is EhcpDateField => field !== 'phaseTransferYear');
  const valid = new Set<EhcpDateField>();
  for (const field of fields) {
    const value = dates[field];
    if (value === null || value === undefined || value === '') continue;
    const label = EHCP_DATE_LABELS[field];
    if (!isCalendarDate(value)) {
      problems.push({ field, message: `${capitalise(label)} (${value}) is not a real date.` });
      continue;
    }
    valid.add(field);
    if (PAST_FIELDS.includes(field) && compareDates(value, today) > 0) {
      problems.push({
        field,
        message: `${capitalise(label)} is ${formatLongDate(value)}, which has not happened yet. Enter it once it has.`,
      });
    }
  }
  for (const [earlier, later] of ORDER) {
    if (!valid.has(earlier) || !valid.has(later)) continue;
    const earlierDate = dates[earlier] as CalendarDate;
    const laterDate = dates[later] as CalendarDate;
    if (compareDates(laterDate, earlierDate) < 0) {
      problems.push({
        field: later,
        message: `${capitalise(EHCP_DATE_LABELS[later])} (${formatLongDate(laterDate)}) is before ${
          EHCP_DATE_LABELS[earlier]
        } (${formatLongDate(earlierDate)}). Please check both dates.`,
      });
    }
  }
  if (dates.assessmentDecisionDate && !dates.assessmentDecision) {
    problems.push({
      field: 'assessmentDecision',
      message: 'Say what the council decided: to assess, or not to assess.',
    });
  }
  if (dates.noPlanDecisionDate && dates.assessmentDecision === 'refuse') {
    problems.push({
      field: 'noPlanDecisionDate',
      message:
        'The council refused to assess, so it cannot also have decided not to issue a plan after assessing. Please check the decision.',
    });
  }
  const year = dates.phaseTransferYear;
  if (year !== null && year !== undefined && (!Number.isInteger(year) || year < 1900 || year > 9999)) {
    problems.push({ field: 'phaseTransferYear', message: `${year} is not a year.` });
  }
  return problems;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Computed = { ok: true; due: CalendarDate } | { ok: false; reason: string };

function applyPeriod(rule: EhcpStepRule, anchor: CalendarDate, nation: Nation): Computed {
  const computed = countPeriod(rule, anchor, nation);
  if (!computed.ok || (!rule.nextWorkingDay && !rule.closedSeasons)) return computed;
  // Far enough for a season's end and the working day after it.
  const holidays = bankHolidaysCovering(nation, computed.due, addDays(computed.due, 45));
  if (!holidays) {
    return {
      ok: false,
      reason: `Tedi does not yet know the bank holidays around ${formatLongDate(computed.due)}, so it cannot say which working day this falls on.`,
    };
  }
  const seasonEnd = rule.closedSeasons?.seasons
    .map((season) => endOfSeason(computed.due, season))
    .find((end) => end !== null);
  if (seasonEnd) return { ok: true, due: addWorkingDays(seasonEnd, 1, holidays) };
  if (!rule.nextWorkingDay || isWorkingDay(computed.due, holidays)) return computed;
  return { ok: true, due: addWorkingDays(computed.due, 1, holidays) };
}

/** The last day of the season a date falls in (`MM-DD` bounds, over the new year when `from` is after `until`). */
function endOfSeason(date: CalendarDate, season: { from: string; until: string }): CalendarDate | null {
  const day = date.slice(5);
  const year = Number(date.slice(0, 4));
  const at = (y: number, monthDay: string) => `${String(y).padStart(4, '0')}-${monthDay}`;
  if (season.from <= season.until) {
    return day >= season.from && day <= season.until ? at(year, season.until) : null;
  }
  if (day >= season.from) return at(year + 1, season.until);
  if (day <= season.until) return at(year, season.until);
  return null;
}

function countPeriod(rule: EhcpStepRule, anchor: CalendarDate, nation: Nation): Computed {
  const period = rule.period;
  switch (period.kind) {
    case 'after': {
      if (period.unit === 'days') return { ok: true, due: addDays(anchor, period.amount) };
      if (period.unit === 'weeks') return { ok: true, due: addWeeks(anchor, period.amount) };
      if (period.unit === 'months') return { ok: true, due: addMonths(anchor, period.amount) };
      // Working days: the holidays must be known for the whole span (at most a few weeks for any rule we hold).
      const holidays = bankHolidaysCovering(nation, anchor, addDays(anchor, period.amount * 3 + 21));
      if (!holidays) {
        return {
          ok: false,
          reason: `Tedi does not yet know the bank holidays after ${formatLongDate(anchor)}, so it cannot count ${period.amount} working days from it.`,
        };
      }
      return { ok: true, due: addWorkingDays(anchor, period.amount, holidays) };
    }
    case 'starting-with':
      return {
        ok: true,
        due: addDays(period.unit === 'days' ? addDays(anchor, period.amount) : addMonths(anchor, period.amount), -1),
      };
    case 'before':
      return { ok: true, due: addWeeks(anchor, -period.amount) };
    case 'before-day-of-year': {
      const year = anchor.slice(0, 4);
      const fixed = `${year}-${String(period.month).padStart(2, '0')}-${String(period.day).padStart(2, '0')}`;
      return { ok: true, due: addDays(fixed, -1) };
    }
  }
}

/** The whole timeline for a case. */
export function ehcpTimeline(input: EhcpTimelineInput): EhcpTimeline {
  const { nation, dates, today } = input;
  const rules = input.rules ?? EHCP_RULES;
  const problems = ehcpDateProblems(dates, today);
  if (problems.length > 0) return { ok: false, problems };

  const deadlines: EhcpDeadline[] = [];
  const unavailable: EhcpUnavailableDeadline[] = [];

  /** A deadline from one rule, or the reason there is none. */
  const compute = (
    step: EhcpStep,
    field: EhcpDateField | 'phaseTransferYear',
    anchor: CalendarDate,
  ): { rule: DatedRule<EhcpStepRule>; due: CalendarDate } | null => {
    const rule = ruleOn(ehcpRulesFor(step, rules), nation, anchor);
    if (!rule) {
      const covered = rules.some((candidate) => candidate.nations.includes(nation));
      unavailable.push({
        step,
        title: EHCP_STEP_TITLES[step],
        reason: covered
          ? `Tedi’s rules for ${NATION_LABELS[nation]} do not cover ${formatLongDate(anchor)} (${
              field === 'phaseTransferYear' ? 'the year of the move' : EHCP_DATE_LABELS[field]
            }), so it cannot say when this is due.`
          : `Tedi does not cover the rules in ${NATION_LABELS[nation]} yet, so it cannot work out this deadline.`,
      });
      return null;
    }
    const computed = applyPeriod(rule.value, anchor, nation);
    if (!computed.ok) {
      unavailable.push({ step, title: EHCP_STEP_TITLES[step], reason: computed.reason });
      return null;
    }
    return { rule, due: computed.due };
  };

  const add = (
    step: EhcpStep,
    field: EhcpDateField | 'phaseTransferYear',
    anchor: CalendarDate,
    doneOn: CalendarDate | null | undefined,
    note: string | null = null,
  ): EhcpDeadline | null => {
    const computed = compute(step, field, anchor);
    if (!computed) return null;
    const deadline = makeDeadline(step, field, anchor, computed.rule, computed.due, doneOn ?? null, today, note);
    deadlines.push(deadline);
    return deadline;
  };

  // The request: 6 weeks to decide, 16 weeks to say no plan, 20 weeks to the final plan. None pause for holidays.
  if (dates.requestDate) {
    const refused = dates.assessmentDecision === 'refuse';
    add('decision-to-assess', 'requestDate', dates.requestDate, dates.assessmentDecisionDate);
    if (!refused && !dates.draftPlanDate && !dates.finalPlanDate) {
      add('no-plan-decision', 'requestDate', dates.requestDate, dates.noPlanDecisionDate);
    }
    if (!refused && !dates.noPlanDecisionDate) {
      add('final-plan', 'requestDate', dates.requestDate, dates.finalPlanDate);
    }
  }

  // The draft: the family's 15 days; a plan finalised inside them was finalised too early.
  if (dates.draftPlanDate) {
    const window = compute('draft-comments', 'draftPlanDate', dates.draftPlanDate);
    if (window) {
      const early =
        dates.finalPlanDate && compareDates(dates.finalPlanDate, window.due) <= 0
          ? `The final plan was issued on ${formatLongDate(dates.finalPlanDate)}, before your 15 days ended. The council should not finalise a plan before then.`
          : null;
      deadlines.push(
        makeDeadline(
          'draft-comments',
          'draftPlanDate',
          dates.draftPlanDate,
          window.rule,
          window.due,
          null,
          today,
          early,
        ),
      );
    }
  }

  // The annual review: within 12 months starting with the plan, then with the last review.
  const reviewFrom: { field: EhcpDateField; date: CalendarDate } | null = dates.lastReviewMeetingDate
    ? { field: 'lastReviewMeetingDate', date: dates.lastReviewMeetingDate }
    : dates.finalPlanDate
      ? { field: 'finalPlanDate', date: dates.finalPlanDate }
      : null;
  if (reviewFrom) {
    const next = dates.nextReviewMeetingDate ?? null;
    const held = next && compareDates(next, today) <= 0 ? next : null;
    const review = compute('annual-review', reviewFrom.field, reviewFrom.date);
    if (review) {
      const late =
        next && !held && compareDates(next, review.due) > 0
          ? `The meeting you entered (${formatLongDate(next)}) is after this date.`
          : null;
      deadlines.push(
        makeDeadline('annual-review', reviewFrom.field, reviewFrom.date, review.rule, review.due, held, today, late),
      );
    }
  }
  if (dates.nextReviewMeetingDate) {
    add('review-papers', 'nextReviewMeetingDate', dates.nextReviewMeetingDate, null);
  }
  if (dates.lastReviewMeetingDate) {
    add('review-decision', 'lastReviewMeetingDate', dates.lastReviewMeetingDate, dates.reviewDecisionDate);
  }
  if (dates.amendmentNoticeDate) {
    add('amendment-comments', 'amendmentNoticeDate', dates.amendmentNoticeDate, null);
    add('amended-plan', 'amendmentNoticeDate', dates.amendmentNoticeDate, dates.amendedPlanDate);
  }

  // A move to a new phase in the September of the year given.
  if (dates.phaseTransferYear) {
    const anchor = `${String(dates.phaseTransferYear).padStart(4, '0')}-09-01`;
    const computed = compute('phase-transfer', 'phaseTransferYear', anchor);
    if (computed) {
      // An amended plan counts towards this move if it was issued in the 12 months before the move.
      const amended =
        dates.amendedPlanDate && compareDates(dates.amendedPlanDate, addMonths(anchor, -12)) >= 0
          ? dates.amendedPlanDate
          : null;
      deadlines.push(
        makeDeadline('phase-transfer', 'phaseTransferYear', anchor, computed.rule, computed.due, amended, today, null),
      );
    }
  }

  // An appeal: the mediation adviser within 2 months, the certificate within 3 working days of declining, and the
  // tribunal by the later of 2 months from the decision and 1 month from the certificate.
  if (dates.appealedDecisionDate) {
    add('mediation-contact', 'appealedDecisionDate', dates.appealedDecisionDate, dates.mediationContactDate);
  }
  if (dates.mediationDeclinedDate) {
    add('mediation-certificate', 'mediationDeclinedDate', dates.mediationDeclinedDate, dates.certificateDate);
  }
  if (dates.appealedDecisionDate) {
    const fromDecision = compute('tribunal-from-decision', 'appealedDecisionDate', dates.appealedDecisionDate);
    const fromCertificate = dates.certificateDate
      ? compute('tribunal-from-certificate', 'certificateDate', dates.certificateDate)
      : null;
    if (fromDecision && (!dates.certificateDate || fromCertificate)) {
      const useCertificate = fromCertificate && compareDates(fromCertificate.due, fromDecision.due) > 0;
      const chosen = useCertificate ? fromCertificate : fromDecision;
      deadlines.push(
        makeDeadline(
          'tribunal-from-decision',
          useCertificate ? 'certificateDate' : 'appealedDecisionDate',
          useCertificate ? (dates.certificateDate as CalendarDate) : dates.appealedDecisionDate,
          chosen.rule,
          chosen.due,
          dates.appealSentDate ?? null,
          today,
          useCertificate
            ? '1 month from the mediation certificate is later than 2 months from the decision, so it is the one that counts.'
            : null,
        ),
      );
    }
  }

  deadlines.sort((a, b) => compareDates(a.due, b.due));
  return { ok: true, deadlines, unavailable };
}

function makeDeadline(
  step: EhcpStep,
  field: EhcpDateField | 'phaseTransferYear',
  anchor: CalendarDate,
  rule: DatedRule<EhcpStepRule>,
  due: CalendarDate,
  doneOn: CalendarDate | null,
  today: CalendarDate,
  note: string | null,
): EhcpDeadline {
  const forFamily = rule.value.actor === 'parent';
  const status: EhcpDeadlineStatus = doneOn
    ? compareDates(doneOn, due) <= 0
      ? 'met'
      : 'met-late'
    : compareDates(today, due) <= 0
      ? 'due'
      : forFamily
        ? 'closed'
        : 'overdue';
  return {
    step,
    title: EHCP_STEP_TITLES[step],
    due,
    status,
    doneOn,
    actor: rule.value.actor,
    countedFrom: { field, date: anchor },
    rule: {
      reference: rule.value.reference,
      summary: rule.value.summary,
      exceptions: rule.value.exceptions ?? null,
      nextWorkingDay: rule.value.nextWorkingDay ?? null,
      closedSeasons: rule.value.closedSeasons?.reference ?? null,
      source: rule.source,
    },
    note,
  };
}
