import type { DatedRule, RuleSource } from './rule-data.ts';

/**
 * The statutory timescales of an education, health and care plan, as dated data. Each step of the process is one
 * rule per nation and span of dates: England's EHCP from 1 September 2014, when Part 3 of the Children and Families
 * Act 2014 and the SEND Regulations 2014 came into force. Wales' individual development plan (ALN Act 2018) is added
 * as more entries with `nations: ['wales']`, for the steps it shares and any steps of its own; a nation with no
 * entry for a step has no deadline for it, and the product says the nation is not covered rather than guess.
 *
 * The deadline engine (`ehcp-deadlines.ts`) asks for the rule in force on the day a period starts (the request, the
 * decision letter, the meeting), so a change in the law applies to periods starting after it.
 */

/** Every step with a statutory time limit. */
export const EHCP_STEPS = [
  'decision-to-assess',
  'no-plan-decision',
  'final-plan',
  'draft-comments',
  'annual-review',
  'review-papers',
  'review-decision',
  'amendment-comments',
  'amended-plan',
  'phase-transfer',
  'mediation-contact',
  'mediation-certificate',
  'tribunal-from-decision',
  'tribunal-from-certificate',
] as const;
export type EhcpStep = (typeof EHCP_STEPS)[number];

/** How a period is counted from the day it starts (its anchor). */
export type EhcpPeriod =
  /** Within N units of the anchor: the last day is the anchor plus N (a week on Monday is the next Monday). */
  | { readonly kind: 'after'; readonly amount: number; readonly unit: 'days' | 'weeks' | 'months' | 'working-days' }
  /** A period of N units beginning on (starting with) the anchor: the anchor is day one, so the last day is one earlier. */
  | { readonly kind: 'starting-with'; readonly amount: number; readonly unit: 'days' | 'months' }
  /** At least N units before the anchor (papers before a meeting). */
  | { readonly kind: 'before'; readonly amount: number; readonly unit: 'weeks' }
  /** Before a fixed day in a calendar year: the last day is the day before it. */
  | { readonly kind: 'before-day-of-year'; readonly month: number; readonly day: number };

/** Who must act by the deadline. */
export type EhcpActor = 'council' | 'school' | 'parent' | 'mediation-adviser';

export interface EhcpStepRule {
  readonly step: EhcpStep;
  readonly period: EhcpPeriod;
  readonly actor: EhcpActor;
  /** The provision, as a person would look it up: "SEND Regulations 2014, regulation 5(1)". */
  readonly reference: string;
  /** What the law says, in plain English. */
  readonly summary: string;
  /** Exceptions the law allows, which are for the council to show apply (shown beside the deadline). */
  readonly exceptions?: string;
  /**
   * Where a last day that is not a working day moves to the next working day, the provision that says so (the
   * tribunal's rules do; the SEND Regulations do not).
   */
  readonly nextWorkingDay?: string;
  /**
   * Seasons in which a last day does not fall: a last day inside one moves to the first working day after the
   * season ends (the tribunal's rule 12(3)(a): Christmas to New Year, and August). Days are `MM-DD`; a season whose
   * start is after its end runs over the new year.
   */
  readonly closedSeasons?: {
    readonly reference: string;
    readonly seasons: readonly { readonly from: string; readonly until: string }[];
  };
}

const SEND_REGULATIONS = (regulation: string, path: string): RuleSource => ({
  title: `The Special Educational Needs and Disability Regulations 2014, regulation ${regulation}`,
  url: `https://www.legislation.gov.uk/uksi/2014/1530/${path}`,
});

const HOLIDAY_EXCEPTION =
  'The council may go over this only if it asked a school or college for advice in the week before it closed for ' +
  '4 weeks or more (the summer holiday), or because of exceptional personal circumstances, the family being away ' +
  'for 4 weeks or more, or a missed appointment. It is for the council to show that an exception applies; school ' +
  'holidays do not stop the clock on their own.';

const ENGLAND_FROM = '2014-09-01';

/**
 * The tribunal's time rules in their present form: since the Tribunal Procedure (Amendment) Rules 2020, an appeal
 * whose time ends over Christmas or in August is in time on the first working day after. Before then the same days
 * were left out of the count, which Tedi does not work out: appeals against decisions before this day get no date.
 */
const TRIBUNAL_RULES_FROM = '2020-07-21';

const TRIBUNAL_TIME = {
  nextWorkingDay:
    'Tribunal Procedure (HESC) Rules 2008, rule 12(2): a time limit ending on a weekend or bank holiday ends on the next working day.',
  closedSeasons: {
    reference:
      'Tribunal Procedure (HESC) Rules 2008, rule 12(3)(a): if the time ends between 25 December and 1 January, or in August, the appeal is in time on the first working day after 1 January or 31 August.',
    seasons: [
      { from: '12-25', until: '01-01' },
      { from: '08-01', until: '08-31' },
    ],
  },
} as const;

/** England's EHCP timescales, one entry per step. */
export const EHCP_RULES: readonly DatedRule<EhcpStepRule>[] = [
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('5', 'regulation/5'),
    value: {
      step: 'decision-to-assess',
      period: { kind: 'after', amount: 6, unit: 'weeks' },
      actor: 'council',
      reference: 'SEND Regulations 2014, regulation 5(1)',
      summary:
        'The council must tell you whether it will carry out an EHC needs assessment within 6 weeks of receiving the request.',
      exceptions: HOLIDAY_EXCEPTION,
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('10', 'regulation/10'),
    value: {
      step: 'no-plan-decision',
      period: { kind: 'after', amount: 16, unit: 'weeks' },
      actor: 'council',
      reference: 'SEND Regulations 2014, regulation 10(1)',
      summary:
        'If, after the assessment, the council decides not to issue a plan, it must tell you within 16 weeks of receiving the request.',
      exceptions: HOLIDAY_EXCEPTION,
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('13', 'regulation/13'),
    value: {
      step: 'final-plan',
      period: { kind: 'after', amount: 20, unit: 'weeks' },
      actor: 'council',
      reference: 'SEND Regulations 2014, regulation 13(2)',
      summary: 'The final EHC plan must be sent to you within 20 weeks of the council receiving the request.',
      exceptions: HOLIDAY_EXCEPTION,
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('13', 'regulation/13'),
    value: {
      step: 'draft-comments',
      period: { kind: 'starting-with', amount: 15, unit: 'days' },
      actor: 'parent',
      reference: 'SEND Regulations 2014, regulation 13(1)',
      summary:
        'You have at least 15 days, beginning on the day the draft plan reached you, to comment on it, ask for a meeting and name the school you want. The council must not finalise the plan before then.',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: {
      title: 'Children and Families Act 2014, section 44(1)',
      url: 'https://www.legislation.gov.uk/ukpga/2014/6/section/44',
    },
    value: {
      step: 'annual-review',
      period: { kind: 'starting-with', amount: 12, unit: 'months' },
      actor: 'council',
      reference: 'Children and Families Act 2014, section 44(1)',
      summary:
        'The council must review the plan within 12 months starting with the day it was first made, and then within every 12 months starting with the last review.',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('20', 'regulation/20'),
    value: {
      step: 'review-papers',
      period: { kind: 'before', amount: 2, unit: 'weeks' },
      actor: 'school',
      reference: 'SEND Regulations 2014, regulation 20(3) and (4)',
      summary:
        'You must be given at least 2 weeks’ notice of the review meeting, and the advice and reports for it must be sent to you at least 2 weeks before it.',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('20', 'regulation/20'),
    value: {
      step: 'review-decision',
      period: { kind: 'after', amount: 4, unit: 'weeks' },
      actor: 'council',
      reference: 'SEND Regulations 2014, regulation 20(10)',
      summary:
        'Within 4 weeks of the review meeting the council must decide whether to keep the plan as it is, change it or stop it, and tell you.',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('22', 'regulation/22'),
    value: {
      step: 'amendment-comments',
      period: { kind: 'starting-with', amount: 15, unit: 'days' },
      actor: 'parent',
      reference: 'SEND Regulations 2014, regulation 22(2)(c)',
      summary:
        'When the council sends its proposed changes, you have at least 15 days, beginning on the day they reached you, to comment, ask for a meeting and name the school you want.',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('22', 'regulation/22'),
    value: {
      step: 'amended-plan',
      period: { kind: 'after', amount: 8, unit: 'weeks' },
      actor: 'council',
      reference: 'SEND Regulations 2014, regulation 22(3)',
      summary:
        'When the council proposes changes to the plan, the amended final plan must be issued within 8 weeks of the day it sent you the proposed changes (the amendment notice).',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('18', 'regulation/18'),
    value: {
      step: 'phase-transfer',
      period: { kind: 'before-day-of-year', month: 2, day: 15 },
      actor: 'council',
      reference: 'SEND Regulations 2014, regulation 18(1)(b)',
      summary:
        'When a child moves to a new phase of education (nursery to school, infant to junior, primary to secondary), the plan must be reviewed and amended to name the new school before 15 February of the year of the move.',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('33', 'regulation/33'),
    value: {
      step: 'mediation-contact',
      period: { kind: 'after', amount: 2, unit: 'months' },
      actor: 'parent',
      reference: 'SEND Regulations 2014, regulation 33',
      summary:
        'To appeal, contact the mediation adviser named in the council’s letter within 2 months of the day the decision letter was sent, and say whether you want mediation. An appeal only about the school named in the plan does not need this.',
    },
  },
  {
    nations: ['england'],
    from: ENGLAND_FROM,
    source: SEND_REGULATIONS('34', 'regulation/34'),
    value: {
      step: 'mediation-certificate',
      period: { kind: 'after', amount: 3, unit: 'working-days' },
      actor: 'mediation-adviser',
      reference: 'SEND Regulations 2014, regulation 34(1)',
      summary:
        'If you tell the mediation adviser you do not want mediation, they must give you a mediation certificate within 3 working days.',
    },
  },
  {
    nations: ['england'],
    from: TRIBUNAL_RULES_FROM,
    source: {
      title:
        'The Tribunal Procedure (First-tier Tribunal) (Health, Education and Social Care Chamber) Rules 2008, rule 20',
      url: 'https://www.legislation.gov.uk/uksi/2008/2699/article/20',
    },
    value: {
      step: 'tribunal-from-decision',
      period: { kind: 'after', amount: 2, unit: 'months' },
      actor: 'parent',
      reference: 'Tribunal Procedure (HESC) Rules 2008, rule 20(1)',
      ...TRIBUNAL_TIME,
      summary:
        'An appeal to the SEND Tribunal must reach it by the later of 2 months from the day the decision letter was sent and 1 month from the day the mediation certificate was issued.',
    },
  },
  {
    nations: ['england'],
    from: TRIBUNAL_RULES_FROM,
    source: {
      title:
        'The Tribunal Procedure (First-tier Tribunal) (Health, Education and Social Care Chamber) Rules 2008, rule 20',
      url: 'https://www.legislation.gov.uk/uksi/2008/2699/article/20',
    },
    value: {
      step: 'tribunal-from-certificate',
      period: { kind: 'after', amount: 1, unit: 'months' },
      actor: 'parent',
      reference: 'Tribunal Procedure (HESC) Rules 2008, rule 20(1)',
      ...TRIBUNAL_TIME,
      summary:
        'An appeal to the SEND Tribunal must reach it by the later of 2 months from the day the decision letter was sent and 1 month from the day the mediation certificate was issued.',
    },
  },
];

/** The rules of one step, for `ruleOn`. */
export function ehcpRulesFor(
  step: EhcpStep,
  rules: readonly DatedRule<EhcpStepRule>[] = EHCP_RULES,
): readonly DatedRule<EhcpStepRule>[] {
  return rules.filter((rule) => rule.value.step === step);
}
