import { bankHolidaysCovering } from './bank-holidays.ts';
import {
  addMonths,
  addWeeks,
  type CalendarDate,
  compareDates,
  isCalendarDate,
  isWorkingDay,
} from './calendar-dates.ts';
import { type DatedRule, type Nation, NATION_LABELS, type RuleSource, ruleOn } from './rule-data.ts';

/**
 * Disability Living Allowance for children, as dated data (decision record 0029): which scheme a nation has, the
 * weekly rates, the age rules of each component, the qualifying periods, the window for sending the claim form back
 * and the periods for challenging a decision. The functions below answer from these entries only; a date or nation
 * no entry covers gets an answer that says so, never a figure from another year or another nation.
 */

const GOV_UK_DLA_CHILDREN: RuleSource = {
  title: 'Disability Living Allowance (DLA) for children (GOV.UK)',
  url: 'https://www.gov.uk/disability-living-allowance-children',
};
const GOV_UK_DLA_RATES: RuleSource = {
  title: 'DLA for children: rates (GOV.UK)',
  url: 'https://www.gov.uk/disability-living-allowance-children/rates',
};
const GOV_UK_DLA_HOW_TO_CLAIM: RuleSource = {
  title: 'DLA for children: how to claim (GOV.UK)',
  url: 'https://www.gov.uk/disability-living-allowance-children/how-to-claim',
};
const GOV_UK_MANDATORY_RECONSIDERATION: RuleSource = {
  title: 'Challenge a benefit decision: mandatory reconsideration (GOV.UK)',
  url: 'https://www.gov.uk/mandatory-reconsideration',
};
const GOV_UK_APPEAL: RuleSource = {
  title: 'Appeal a benefit decision to a tribunal (GOV.UK)',
  url: 'https://www.gov.uk/appeal-benefit-decision',
};
const NI_DIRECT_DLA_CHILDREN: RuleSource = {
  title: 'Disability Living Allowance for children (nidirect, Department for Communities)',
  url: 'https://www.nidirect.gov.uk/articles/disability-living-allowance-children',
};
const MYGOV_SCOT_CDP: RuleSource = {
  title: 'Child Disability Payment (mygov.scot)',
  url: 'https://www.mygov.scot/child-disability-payment',
};

/** The benefit a child's nation has for the extra costs of disability, and who runs it. */
export type DlaScheme =
  | {
      readonly kind: 'dla';
      /** The department that decides claims. */
      readonly department: string;
      readonly helpline: string;
    }
  | {
      readonly kind: 'child-disability-payment';
      readonly agency: string;
      /** What a family in this nation is told instead of DLA dates. */
      readonly explanation: string;
    };

export const DLA_SCHEMES: readonly DatedRule<DlaScheme>[] = [
  {
    nations: ['england', 'wales'],
    from: '1992-04-06',
    source: GOV_UK_DLA_CHILDREN,
    value: { kind: 'dla', department: 'the Department for Work and Pensions (DWP)', helpline: '0800 121 4600' },
  },
  {
    nations: ['northern-ireland'],
    from: '1992-04-06',
    source: NI_DIRECT_DLA_CHILDREN,
    value: {
      kind: 'dla',
      department: 'the Department for Communities (Disability and Carers Service)',
      helpline: '0800 587 0912',
    },
  },
  {
    nations: ['scotland'],
    // New claims for children in Scotland have been made to Social Security Scotland since 22 November 2021.
    from: '2021-11-22',
    source: MYGOV_SCOT_CDP,
    value: {
      kind: 'child-disability-payment',
      agency: 'Social Security Scotland',
      explanation:
        'Children who live in Scotland claim Child Disability Payment from Social Security Scotland instead of DLA. It has its own form, dates and rules, so the DLA dates and helper here do not apply.',
    },
  },
];

/** Weekly rates in pence, so sums are exact. */
export interface DlaWeeklyRates {
  readonly care: { readonly lowest: number; readonly middle: number; readonly highest: number };
  readonly mobility: { readonly lower: number; readonly higher: number };
}

/** The weekly rates each tax year. The same figures hold in Northern Ireland, which pays at the UK rates. */
export const DLA_WEEKLY_RATES: readonly DatedRule<DlaWeeklyRates>[] = [
  {
    nations: ['england', 'wales', 'northern-ireland'],
    from: '2025-04-07',
    until: '2026-04-05',
    source: GOV_UK_DLA_RATES,
    value: { care: { lowest: 2920, middle: 7390, highest: 11040 }, mobility: { lower: 2920, higher: 7705 } },
  },
  {
    nations: ['england', 'wales', 'northern-ireland'],
    from: '2026-04-06',
    // The 2027/28 rates are not known yet: a date from the next tax year's first week has no answer rather than an
    // old figure. Add the next year's entry here once GOV.UK publishes it.
    until: '2027-04-04',
    source: GOV_UK_DLA_RATES,
    value: { care: { lowest: 3030, middle: 7670, highest: 11460 }, mobility: { lower: 3030, higher: 8000 } },
  },
];

/** How old a child must be for each component, and when a child's DLA claim gives way to an adult one (PIP). */
export interface DlaAgeRules {
  /** The care component is paid from this many months old. */
  readonly careFromMonths: number;
  readonly higherMobilityFromYears: number;
  readonly lowerMobilityFromYears: number;
  /** A new claim for a child must be made before this birthday; from it, the young person claims PIP. */
  readonly childUntilYears: number;
}

export const DLA_AGE_RULES: readonly DatedRule<DlaAgeRules>[] = [
  {
    nations: ['england', 'wales'],
    // The higher mobility component has been payable from age 3 since April 2001.
    from: '2001-04-09',
    source: GOV_UK_DLA_CHILDREN,
    value: { careFromMonths: 3, higherMobilityFromYears: 3, lowerMobilityFromYears: 5, childUntilYears: 16 },
  },
  {
    nations: ['northern-ireland'],
    from: '2001-04-09',
    source: NI_DIRECT_DLA_CHILDREN,
    value: { careFromMonths: 3, higherMobilityFromYears: 3, lowerMobilityFromYears: 5, childUntilYears: 16 },
  },
];

/** How long needs must have lasted, and be expected to last, for DLA (not for a child who is terminally ill). */
export interface DlaQualifyingPeriods {
  readonly pastMonths: number;
  readonly prospectiveMonths: number;
}

export const DLA_QUALIFYING_PERIODS: readonly DatedRule<DlaQualifyingPeriods>[] = [
  {
    nations: ['england', 'wales'],
    from: '1992-04-06',
    source: GOV_UK_DLA_CHILDREN,
    value: { pastMonths: 3, prospectiveMonths: 6 },
  },
  {
    nations: ['northern-ireland'],
    from: '1992-04-06',
    source: NI_DIRECT_DLA_CHILDREN,
    value: { pastMonths: 3, prospectiveMonths: 6 },
  },
];

/** A claim asked for by phone dates from the call when the form is back within this many weeks. */
export interface DlaClaimWindow {
  readonly formReturnWeeks: number;
}

export const DLA_CLAIM_WINDOWS: readonly DatedRule<DlaClaimWindow>[] = [
  {
    nations: ['england', 'wales'],
    from: '2013-04-08',
    source: GOV_UK_DLA_HOW_TO_CLAIM,
    value: { formReturnWeeks: 6 },
  },
];

/** Challenging a decision: the periods, and where an appeal goes. */
export interface DlaChallengeRules {
  /** A mandatory reconsideration is asked for within this many months of the date on the decision letter. */
  readonly reconsiderationMonths: number;
  /** A late request, with reasons for the delay, is possible up to this many months after the decision. */
  readonly lateReconsiderationMonths: number;
  /** An appeal is made within this many months of the date on the mandatory reconsideration notice. */
  readonly appealMonths: number;
  readonly appealForm: string;
  readonly appealTo: string;
}

export const DLA_CHALLENGE_RULES: readonly DatedRule<DlaChallengeRules>[] = [
  {
    nations: ['england', 'wales'],
    // Mandatory reconsideration before an appeal has applied to DLA decisions since 28 October 2013.
    from: '2013-10-28',
    source: GOV_UK_MANDATORY_RECONSIDERATION,
    value: {
      reconsiderationMonths: 1,
      lateReconsiderationMonths: 13,
      appealMonths: 1,
      appealForm: 'SSCS1',
      appealTo: 'HM Courts and Tribunals Service (the Social Security and Child Support tribunal)',
    },
  },
];

/** Where the appeal rule comes from, shown beside the appeal date. */
export const DLA_APPEAL_SOURCE: RuleSource = GOV_UK_APPEAL;

// Answers

/** An answer the data gives, with the rule's source; or the reason there is none, in words for a parent. */
export type RuleAnswer<Value> =
  | { readonly ok: true; readonly value: Value; readonly source: RuleSource }
  | { readonly ok: false; readonly reason: 'scotland' | 'no-data' | 'bad-date'; readonly message: string };

function badDate(date: string): RuleAnswer<never> {
  return { ok: false, reason: 'bad-date', message: `“${date}” is not a date we can read. Please check it.` };
}

/** The scheme a child's nation has on a date. */
export function dlaSchemeOn(nation: Nation, date: CalendarDate): RuleAnswer<DlaScheme> {
  if (!isCalendarDate(date)) return badDate(date);
  const rule = ruleOn(DLA_SCHEMES, nation, date);
  if (!rule) {
    return {
      ok: false,
      reason: 'no-data',
      message: `We don’t have the rules for ${NATION_LABELS[nation]} on ${formatRuleDate(date)}.`,
    };
  }
  return { ok: true, value: rule.value, source: rule.source };
}

/**
 * A DLA rule for a nation on a date. Scotland is answered plainly (Child Disability Payment, not DLA), and a date
 * outside the data gets a message naming the date, never the figures of another year.
 */
function dlaRule<Value>(
  rules: readonly DatedRule<Value>[],
  nation: Nation,
  date: CalendarDate,
  what: string,
): RuleAnswer<Value> {
  if (!isCalendarDate(date)) return badDate(date);
  const scheme = ruleOn(DLA_SCHEMES, nation, date);
  if (scheme?.value.kind === 'child-disability-payment') {
    return { ok: false, reason: 'scotland', message: scheme.value.explanation };
  }
  const rule = ruleOn(rules, nation, date);
  if (!rule) {
    return {
      ok: false,
      reason: 'no-data',
      message: `We don’t have ${what} for ${NATION_LABELS[nation]} on ${formatRuleDate(date)}, so we can’t show it. Please check GOV.UK or ask the DLA helpline.`,
    };
  }
  return { ok: true, value: rule.value, source: rule.source };
}

/** The weekly rates in force on a date. */
export function dlaRatesOn(nation: Nation, date: CalendarDate): RuleAnswer<DlaWeeklyRates & { from: CalendarDate }> {
  const answer = dlaRule(DLA_WEEKLY_RATES, nation, date, 'the DLA rates');
  if (!answer.ok) return answer;
  const rule = ruleOn(DLA_WEEKLY_RATES, nation, date)!;
  return { ...answer, value: { ...answer.value, from: rule.from } };
}

/**
 * The day a child reaches an age in whole years. A child born on 29 February reaches it on 1 March in a year with
 * no 29 February: the later of the two possible days, so a component is never shown as starting before it can.
 */
export function birthdayOf(dateOfBirth: CalendarDate, years: number): CalendarDate {
  if (dateOfBirth.slice(5) === '02-29') {
    const year = Number(dateOfBirth.slice(0, 4)) + years;
    const leapDay = `${year}-02-29`;
    return isCalendarDate(leapDay) ? leapDay : `${year}-03-01`;
  }
  return addMonths(dateOfBirth, years * 12);
}

export type DlaComponent = 'care' | 'higherMobility' | 'lowerMobility';

export const DLA_COMPONENT_LABELS: Readonly<Record<DlaComponent, string>> = {
  care: 'Care component',
  higherMobility: 'Mobility component, higher rate',
  lowerMobility: 'Mobility component, lower rate',
};

/** Whether a child's age allows a component on a date: `from` is the first day it does. */
export interface DlaComponentAge {
  readonly component: DlaComponent;
  readonly from: CalendarDate;
  readonly status: 'old-enough' | 'too-young' | 'over-16';
}

export interface DlaAgeAnswer {
  readonly components: readonly DlaComponentAge[];
  /** The 16th birthday: a new claim for a child must be made before it. */
  readonly childClaimUntil: CalendarDate;
  readonly over16: boolean;
}

/** The age rule of each component for a child born on a date, on another date. */
export function dlaAgeRulesFor(nation: Nation, dateOfBirth: CalendarDate, on: CalendarDate): RuleAnswer<DlaAgeAnswer> {
  if (!isCalendarDate(dateOfBirth)) return badDate(dateOfBirth);
  const answer = dlaRule(DLA_AGE_RULES, nation, on, 'the DLA age rules');
  if (!answer.ok) return answer;
  const rules = answer.value;
  const childClaimUntil = birthdayOf(dateOfBirth, rules.childUntilYears);
  const over16 = compareDates(on, childClaimUntil) >= 0;
  const starts: Record<DlaComponent, CalendarDate> = {
    care: addMonths(dateOfBirth, rules.careFromMonths),
    higherMobility: birthdayOf(dateOfBirth, rules.higherMobilityFromYears),
    lowerMobility: birthdayOf(dateOfBirth, rules.lowerMobilityFromYears),
  };
  const components = (Object.keys(starts) as DlaComponent[]).map((component) => ({
    component,
    from: starts[component],
    status: over16
      ? ('over-16' as const)
      : compareDates(on, starts[component]) >= 0
        ? ('old-enough' as const)
        : ('too-young' as const),
  }));
  return { ok: true, source: answer.source, value: { components, childClaimUntil, over16 } };
}

export interface DlaQualifyingAnswer {
  /** The first day the needs will have lasted long enough (3 months from when they began). */
  readonly pastPeriodMetFrom: CalendarDate;
  readonly pastPeriodMet: boolean;
  /** The needs must be expected to last at least until this day (6 months on from `on`). */
  readonly mustBeExpectedToLastUntil: CalendarDate;
}

/** The 3-month and 6-month tests for needs that began on a date, looked at on another date. */
export function dlaQualifyingOn(
  nation: Nation,
  needsBeganOn: CalendarDate,
  on: CalendarDate,
): RuleAnswer<DlaQualifyingAnswer> {
  if (!isCalendarDate(needsBeganOn)) return badDate(needsBeganOn);
  const answer = dlaRule(DLA_QUALIFYING_PERIODS, nation, on, 'the DLA qualifying periods');
  if (!answer.ok) return answer;
  const pastPeriodMetFrom = addMonths(needsBeganOn, answer.value.pastMonths);
  return {
    ok: true,
    source: answer.source,
    value: {
      pastPeriodMetFrom,
      pastPeriodMet: compareDates(on, pastPeriodMetFrom) >= 0,
      mustBeExpectedToLastUntil: addMonths(on, answer.value.prospectiveMonths),
    },
  };
}

export interface DlaFormReturnAnswer {
  /** The last day the form can arrive for the claim to date from the call. */
  readonly due: CalendarDate;
  /** The due day is a weekend or a bank holiday (or we cannot tell): post it in good time before. */
  readonly notAWorkingDay: boolean;
  readonly weeks: number;
}

/** The form is back within 6 weeks of the call for the claim to date from the call. */
export function dlaFormReturnDue(nation: Nation, callDate: CalendarDate): RuleAnswer<DlaFormReturnAnswer> {
  const answer = dlaRule(DLA_CLAIM_WINDOWS, nation, callDate, 'the window for returning the claim form');
  if (!answer.ok) return answer;
  const due = addWeeks(callDate, answer.value.formReturnWeeks);
  const holidays = bankHolidaysCovering(nation, due, due);
  return {
    ok: true,
    source: answer.source,
    value: {
      due,
      notAWorkingDay: holidays === null ? false : !isWorkingDay(due, holidays),
      weeks: answer.value.formReturnWeeks,
    },
  };
}

export interface DlaReconsiderationAnswer {
  /** The last day to ask for a mandatory reconsideration without giving reasons for lateness. */
  readonly due: CalendarDate;
  /** The last day a late request can be made, with reasons. */
  readonly lateUntil: CalendarDate;
}

/** A mandatory reconsideration within 1 month of the decision letter's date; late, with reasons, up to 13 months. */
export function dlaReconsiderationDue(
  nation: Nation,
  decisionDate: CalendarDate,
): RuleAnswer<DlaReconsiderationAnswer> {
  const answer = dlaRule(DLA_CHALLENGE_RULES, nation, decisionDate, 'the rules for challenging a decision');
  if (!answer.ok) return answer;
  return {
    ok: true,
    source: answer.source,
    value: {
      due: addMonths(decisionDate, answer.value.reconsiderationMonths),
      lateUntil: addMonths(decisionDate, answer.value.lateReconsiderationMonths),
    },
  };
}

export interface DlaAppealAnswer {
  readonly due: CalendarDate;
  readonly form: string;
  readonly appealTo: string;
}

/** An appeal (form SSCS1) within 1 month of the date on the mandatory reconsideration notice. */
export function dlaAppealDue(nation: Nation, reconsiderationNoticeDate: CalendarDate): RuleAnswer<DlaAppealAnswer> {
  const answer = dlaRule(DLA_CHALLENGE_RULES, nation, reconsiderationNoticeDate, 'the rules for appealing');
  if (!answer.ok) return answer;
  return {
    ok: true,
    source: DLA_APPEAL_SOURCE,
    value: {
      due: addMonths(reconsiderationNoticeDate, answer.value.appealMonths),
      form: answer.value.appealForm,
      appealTo: answer.value.appealTo,
    },
  };
}

const MONTHS = [
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

/** "6 April 2026", as a letter or a gov.uk page writes a date. */
export function formatRuleDate(date: CalendarDate): string {
  if (!isCalendarDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "£30.30" from pence. */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
