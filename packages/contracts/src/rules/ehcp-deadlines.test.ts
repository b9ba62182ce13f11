import { describe, expect, it } from 'vitest';
import { isoWeekday } from './calendar-dates.ts';
import { EHCP_RULES, EHCP_STEPS } from './ehcp.ts';
import { type EhcpDates, type EhcpTimeline, ehcpTimeline } from './ehcp-deadlines.ts';
import type { Nation } from './rule-data.ts';

function timeline(dates: EhcpDates, today = '2026-11-24', nation: Nation = 'england') {
  return ehcpTimeline({ nation, dates, today });
}

function deadlines(result: EhcpTimeline) {
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join(' '));
  return result.deadlines;
}

function step(result: EhcpTimeline, name: string) {
  const found = deadlines(result).find((deadline) => deadline.step === name);
  if (!found) throw new Error(`no ${name} deadline`);
  return found;
}

describe('EHCP rules data', () => {
  it('has one rule for every step in England from 1 September 2014, each with a legislation.gov.uk source', () => {
    for (const name of EHCP_STEPS) {
      const rules = EHCP_RULES.filter((rule) => rule.value.step === name);
      expect(rules.length, name).toBeGreaterThan(0);
      for (const rule of rules) {
        expect(rule.nations).toContain('england');
        expect(rule.from).toBe(name.startsWith('tribunal') ? '2020-07-21' : '2014-09-01');
        expect(rule.source.url).toMatch(/^https:\/\/www\.legislation\.gov\.uk\//);
        expect(rule.value.reference.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('the request (SEND Regulations 2014, regulations 5(1), 10(1) and 13(2))', () => {
  it('reg 5(1), 10(1), 13(2): 6, 16 and 20 weeks from the day the council received the request', () => {
    const result = timeline({ requestDate: '2026-03-02' });
    expect(step(result, 'decision-to-assess').due).toBe('2026-04-13');
    expect(step(result, 'no-plan-decision').due).toBe('2026-06-22');
    expect(step(result, 'final-plan').due).toBe('2026-07-20');
    expect(step(result, 'decision-to-assess').rule.reference).toBe('SEND Regulations 2014, regulation 5(1)');
  });

  it('reg 13(2) and 13(3): a request in August runs through the summer holiday; the 20 weeks do not pause', () => {
    const result = timeline({ requestDate: '2026-08-03' });
    expect(step(result, 'decision-to-assess').due).toBe('2026-09-14');
    expect(step(result, 'final-plan').due).toBe('2026-12-21');
    // The exception exists, but is the council's to show.
    expect(step(result, 'final-plan').rule.exceptions).toMatch(/for the council to show/);
  });

  it('reg 13(2): a week-counted deadline is not moved by a bank holiday (20 weeks from 5 January 2026 is Spring bank holiday)', () => {
    expect(step(timeline({ requestDate: '2026-01-05' }), 'final-plan').due).toBe('2026-05-25');
  });

  it('reg 13(2): a plan issued after the 20 weeks is shown as late, not met', () => {
    const result = timeline({
      requestDate: '2026-01-05',
      assessmentDecisionDate: '2026-02-16',
      assessmentDecision: 'assess',
      draftPlanDate: '2026-05-11',
      finalPlanDate: '2026-06-01',
    });
    const final = step(result, 'final-plan');
    expect(final.status).toBe('met-late');
    expect(final.doneOn).toBe('2026-06-01');
    expect(step(result, 'decision-to-assess').status).toBe('met');
  });

  it('reg 5(1): a decision not made by the sixth week is overdue; before it, due', () => {
    expect(step(timeline({ requestDate: '2026-10-01' }, '2026-11-13'), 'decision-to-assess').status).toBe('overdue');
    expect(step(timeline({ requestDate: '2026-10-01' }, '2026-11-12'), 'decision-to-assess').status).toBe('due');
  });

  it('reg 5 and 10: a refusal to assess ends the 16 and 20 weeks; a decision not to issue a plan ends the 20 weeks', () => {
    const refused = deadlines(
      timeline({ requestDate: '2026-09-01', assessmentDecisionDate: '2026-10-01', assessmentDecision: 'refuse' }),
    );
    expect(refused.map((deadline) => deadline.step)).toEqual(['decision-to-assess']);
    const noPlan = timeline({
      requestDate: '2026-06-01',
      assessmentDecisionDate: '2026-07-06',
      assessmentDecision: 'assess',
      noPlanDecisionDate: '2026-09-28',
    });
    expect(deadlines(noPlan).map((deadline) => deadline.step)).toEqual(['decision-to-assess', 'no-plan-decision']);
    expect(step(noPlan, 'no-plan-decision').status).toBe('met-late');
  });
});

describe('the draft plan (SEND Regulations 2014, regulation 13(1))', () => {
  it('reg 13(1): 15 days beginning on the day the draft arrived, so the last day is the 14th day after', () => {
    const result = timeline({ requestDate: '2026-02-02', draftPlanDate: '2026-06-01' }, '2026-06-03');
    const comments = step(result, 'draft-comments');
    expect(comments.due).toBe('2026-06-15');
    expect(comments.status).toBe('due');
    expect(comments.actor).toBe('parent');
  });

  it('reg 13(1): a final plan issued inside the 15 days is pointed out; a passed window is closed, not overdue', () => {
    const result = timeline({ requestDate: '2026-02-02', draftPlanDate: '2026-06-01', finalPlanDate: '2026-06-10' });
    const comments = step(result, 'draft-comments');
    expect(comments.status).toBe('closed');
    expect(comments.note).toMatch(/before your 15 days ended/);
  });
});

describe('the annual review (Children and Families Act 2014 s44; SEND Regulations 2014, regulations 20 and 22)', () => {
  it('s44(1): within 12 months starting with the day the plan was made, at a month end', () => {
    const result = timeline({ requestDate: '2026-04-13', finalPlanDate: '2026-08-31' });
    expect(step(result, 'annual-review').due).toBe('2027-08-30');
  });

  it('s44(1): then within 12 months starting with the last review', () => {
    const result = timeline({
      requestDate: '2025-01-06',
      finalPlanDate: '2025-05-19',
      lastReviewMeetingDate: '2026-03-10',
    });
    const review = step(result, 'annual-review');
    expect(review.due).toBe('2027-03-09');
    expect(review.countedFrom.field).toBe('lastReviewMeetingDate');
  });

  it('reg 20(3) and (4): notice and papers at least 2 weeks before the meeting', () => {
    const result = timeline({ finalPlanDate: '2026-02-02', nextReviewMeetingDate: '2027-01-20' });
    expect(step(result, 'review-papers').due).toBe('2027-01-06');
  });

  it('reg 20(10): the decision within 4 weeks of the meeting; reg 22: the amended plan within 8 weeks of the notice', () => {
    const result = timeline(
      {
        finalPlanDate: '2025-11-10',
        lastReviewMeetingDate: '2026-11-02',
        reviewDecisionDate: '2026-11-20',
        amendmentNoticeDate: '2026-12-01',
      },
      '2026-12-02',
    );
    expect(step(result, 'review-decision').due).toBe('2026-11-30');
    expect(step(result, 'review-decision').status).toBe('met');
    expect(step(result, 'amended-plan').due).toBe('2027-01-26');
    // reg 22(2)(c): 15 days beginning on the day the proposed changes arrived.
    expect(step(result, 'amendment-comments').due).toBe('2026-12-15');
    expect(step(result, 'amended-plan').status).toBe('due');
  });

  it('reg 18(1)(b): a move in September 2027 needs the amended plan before 15 February 2027', () => {
    const result = timeline({ finalPlanDate: '2024-03-01', phaseTransferYear: 2027 });
    const transfer = step(result, 'phase-transfer');
    expect(transfer.due).toBe('2027-02-14');
    expect(transfer.status).toBe('due');
    const late = timeline(
      {
        finalPlanDate: '2024-03-01',
        phaseTransferYear: 2026,
        amendmentNoticeDate: '2025-12-01',
        amendedPlanDate: '2026-03-02',
      },
      '2026-04-01',
    );
    expect(step(late, 'phase-transfer').status).toBe('met-late');
  });
});

describe('appeals (SEND Regulations 2014, regulations 33 and 34; Tribunal Procedure (HESC) Rules 2008, rules 12 and 20)', () => {
  it('reg 33: the mediation adviser within 2 months of the decision letter, a month counted from the 31st ending on the last day of February', () => {
    const result = timeline({ appealedDecisionDate: '2026-12-31' }, '2027-01-04');
    expect(step(result, 'mediation-contact').due).toBe('2027-02-28');
  });

  it('reg 34(1): the certificate within 3 working days, skipping the weekend', () => {
    // Friday 20 November 2026: Monday 23, Tuesday 24, Wednesday 25.
    const result = timeline({ appealedDecisionDate: '2026-11-02', mediationDeclinedDate: '2026-11-20' });
    expect(step(result, 'mediation-certificate').due).toBe('2026-11-25');
  });

  it('reg 34(1): the certificate within 3 working days, skipping Christmas and the Boxing Day holiday', () => {
    const result = timeline({ appealedDecisionDate: '2026-12-01', mediationDeclinedDate: '2026-12-23' }, '2026-12-23');
    // Thursday 24, then Christmas Day, the weekend and Monday 28 (Boxing Day's holiday): Tuesday 29, Wednesday 30.
    expect(step(result, 'mediation-certificate').due).toBe('2026-12-30');
  });

  it('reg 34(1): the certificate within 3 working days, skipping Good Friday and Easter Monday', () => {
    const result = timeline({ appealedDecisionDate: '2026-03-20', mediationDeclinedDate: '2026-04-02' }, '2026-04-02');
    expect(step(result, 'mediation-certificate').due).toBe('2026-04-09');
  });

  it('rule 20(1): 2 months from the decision when there is no certificate yet', () => {
    const result = timeline({ appealedDecisionDate: '2026-10-13' });
    const appeal = step(result, 'tribunal-from-decision');
    expect(appeal.due).toBe('2026-12-14'); // 13 December 2026 is a Sunday: rule 12(2) moves it to Monday.
    expect(appeal.countedFrom.field).toBe('appealedDecisionDate');
  });

  it('rule 20(1): the later of 2 months from the decision and 1 month from the certificate', () => {
    const early = timeline({
      appealedDecisionDate: '2026-09-01',
      mediationDeclinedDate: '2026-09-08',
      certificateDate: '2026-09-10',
    });
    expect(step(early, 'tribunal-from-decision').due).toBe('2026-11-02'); // 1 November is a Sunday.
    const late = timeline({
      appealedDecisionDate: '2026-09-01',
      mediationContactDate: '2026-10-20',
      certificateDate: '2026-10-22',
    });
    const appeal = step(late, 'tribunal-from-decision');
    expect(appeal.due).toBe('2026-11-23'); // 22 November is a Sunday.
    expect(appeal.countedFrom.field).toBe('certificateDate');
    expect(appeal.note).toMatch(/1 month from the mediation certificate/);
  });

  it('rule 12(2): an appeal deadline on a bank holiday moves to the next working day', () => {
    // 2 months from 25 March 2026 is Monday 25 May, the Spring bank holiday.
    const appeal = step(timeline({ appealedDecisionDate: '2026-03-25' }), 'tribunal-from-decision');
    expect(appeal.due).toBe('2026-05-26');
    expect(isoWeekday(appeal.due)).toBe(2);
  });

  it('rule 12(3)(a): an appeal whose time ends in August is in time on the first working day after 31 August', () => {
    // 2 months from 15 June 2026 is 15 August; 31 August 2026 is the Summer bank holiday, so Tuesday 1 September.
    const appeal = step(timeline({ appealedDecisionDate: '2026-06-15' }, '2026-06-20'), 'tribunal-from-decision');
    expect(appeal.due).toBe('2026-09-01');
    expect(appeal.rule.closedSeasons).toMatch(/rule 12\(3\)\(a\)/);
  });

  it('rule 12(3)(a): an appeal whose time ends between Christmas and New Year is in time on the first working day after 1 January', () => {
    // 2 months from 25 October 2026 is Christmas Day; 1 January 2027 is a Friday, so Monday 4 January.
    const appeal = step(timeline({ appealedDecisionDate: '2026-10-25' }), 'tribunal-from-decision');
    expect(appeal.due).toBe('2027-01-04');
  });

  it('rule 12(3) before 21 July 2020 left those days out of the count, which Tedi does not work out: no date', () => {
    const result = timeline({ appealedDecisionDate: '2020-06-01' });
    expect(deadlines(result).some((deadline) => deadline.step === 'tribunal-from-decision')).toBe(false);
    if (!result.ok) return;
    expect(result.unavailable.find((entry) => entry.step === 'tribunal-from-decision')?.reason).toMatch(
      /do not cover 1 June 2020/,
    );
  });

  it('rule 20(1): an appeal sent in time is met; a window that has passed is closed', () => {
    const sent = timeline({ appealedDecisionDate: '2026-07-01', appealSentDate: '2026-08-20' });
    expect(step(sent, 'tribunal-from-decision').status).toBe('met');
    const passed = timeline({ appealedDecisionDate: '2026-07-01' });
    expect(step(passed, 'tribunal-from-decision').status).toBe('closed');
  });
});

describe('bad input: problems naming the date, and never a wrong deadline', () => {
  it('a decision before the request', () => {
    const result = timeline({
      requestDate: '2026-05-10',
      assessmentDecisionDate: '2026-05-01',
      assessmentDecision: 'assess',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        field: 'assessmentDecisionDate',
        message:
          'The date of the decision whether to assess (1 May 2026) is before the date the council received the request (10 May 2026). Please check both dates.',
      },
    ]);
  });

  it('an impossible date', () => {
    const result = timeline({ requestDate: '2026-02-30' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.message).toMatch(/\(2026-02-30\) is not a real date/);
  });

  it('a date in the future for something that has already happened', () => {
    const result = timeline({ requestDate: '2026-12-01' }, '2026-11-24');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.message).toMatch(/1 December 2026, which has not happened yet/);
  });

  it('a decision date without saying what was decided', () => {
    const result = timeline({ requestDate: '2026-09-01', assessmentDecisionDate: '2026-10-01' });
    expect(result.ok).toBe(false);
  });

  it('a date before the rules data begins gives no deadline, and says why', () => {
    const result = timeline({ requestDate: '2014-06-02' });
    expect(deadlines(result)).toEqual([]);
    if (!result.ok) return;
    expect(result.unavailable[0]?.reason).toMatch(/do not cover 2 June 2014/);
  });

  it('working days past the last known bank holidays give no deadline', () => {
    const result = timeline({ appealedDecisionDate: '2028-12-01', mediationDeclinedDate: '2028-12-20' }, '2028-12-20');
    expect(deadlines(result).some((deadline) => deadline.step === 'mediation-certificate')).toBe(false);
    if (!result.ok) return;
    expect(result.unavailable.find((entry) => entry.step === 'mediation-certificate')?.reason).toMatch(
      /bank holidays after 20 December 2028/,
    );
  });

  it('a nation whose rules Tedi does not hold yet gives no deadline, and says so plainly', () => {
    const result = timeline({ requestDate: '2026-03-02' }, '2026-11-24', 'wales');
    expect(deadlines(result)).toEqual([]);
    if (!result.ok) return;
    expect(result.unavailable[0]?.reason).toBe(
      'Tedi does not cover the rules in Wales yet, so it cannot work out this deadline.',
    );
  });
});
