import { describe, expect, it } from 'vitest';
import { isoWeekday } from './calendar-dates.ts';
import {
  birthdayOf,
  DLA_AGE_RULES,
  DLA_CHALLENGE_RULES,
  DLA_CLAIM_WINDOWS,
  DLA_QUALIFYING_PERIODS,
  DLA_SCHEMES,
  DLA_WEEKLY_RATES,
  dlaAgeRulesFor,
  dlaAppealDue,
  dlaFormReturnDue,
  dlaQualifyingOn,
  dlaRatesOn,
  dlaReconsiderationDue,
  dlaSchemeOn,
  formatPence,
} from './dla.ts';
import type { DatedRule } from './rule-data.ts';

function value<T>(answer: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

describe('DLA rules as data', () => {
  it('every entry names its nations and a source, and entries of one rule never overlap in a nation', () => {
    const all: readonly (readonly DatedRule<unknown>[])[] = [
      DLA_SCHEMES,
      DLA_WEEKLY_RATES,
      DLA_AGE_RULES,
      DLA_QUALIFYING_PERIODS,
      DLA_CLAIM_WINDOWS,
      DLA_CHALLENGE_RULES,
    ];
    for (const rules of all) {
      for (const rule of rules) {
        expect(rule.nations.length).toBeGreaterThan(0);
        expect(rule.source.url).toMatch(/^https:\/\//);
        if (rule.until) expect(rule.until > rule.from).toBe(true);
      }
      for (const [index, a] of rules.entries()) {
        for (const b of rules.slice(index + 1)) {
          const shared = a.nations.some((nation) => b.nations.includes(nation));
          const overlap = a.from <= (b.until ?? '9999-12-31') && b.from <= (a.until ?? '9999-12-31');
          expect(shared && overlap).toBe(false);
        }
      }
    }
  });
});

describe('weekly rates (gov.uk DLA for children: rates)', () => {
  it('gives the 2025/26 rates from Monday 7 April 2025 to 5 April 2026', () => {
    const rates = value(dlaRatesOn('england', '2025-04-07'));
    expect(rates.care).toEqual({ lowest: 2920, middle: 7390, highest: 11040 });
    expect(rates.mobility).toEqual({ lower: 2920, higher: 7705 });
    expect(value(dlaRatesOn('wales', '2026-04-05')).care.highest).toBe(11040);
  });

  it('gives the 2026/27 rates from 6 April 2026', () => {
    const rates = value(dlaRatesOn('england', '2026-04-06'));
    expect(rates.from).toBe('2026-04-06');
    expect(rates.care).toEqual({ lowest: 3030, middle: 7670, highest: 11460 });
    expect(rates.mobility).toEqual({ lower: 3030, higher: 8000 });
    expect(formatPence(rates.mobility.higher)).toBe('£80.00');
  });

  it('refuses a date before the data with a message, never another year’s figure', () => {
    const answer = dlaRatesOn('england', '2025-04-06');
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.reason).toBe('no-data');
      expect(answer.message).toContain('6 April 2025');
    }
    expect(dlaRatesOn('england', '2027-06-01').ok).toBe(false);
  });

  it('tells a family in Scotland about Child Disability Payment instead of DLA rates', () => {
    const answer = dlaRatesOn('scotland', '2026-05-01');
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.reason).toBe('scotland');
      expect(answer.message).toContain('Child Disability Payment');
    }
    expect(value(dlaSchemeOn('scotland', '2026-05-01')).kind).toBe('child-disability-payment');
    expect(value(dlaSchemeOn('northern-ireland', '2026-05-01')).kind).toBe('dla');
  });

  it('answers a date that is not a date with a message', () => {
    const answer = dlaRatesOn('england', '2026-02-30');
    expect(answer.ok ? null : answer.reason).toBe('bad-date');
  });
});

describe('age rules (care from 3 months, higher mobility from 3, lower mobility from 5, under 16)', () => {
  it('starts each component on its own day for a child born mid-month', () => {
    const answer = value(dlaAgeRulesFor('england', '2022-06-15', '2026-11-24'));
    const byName = Object.fromEntries(answer.components.map((component) => [component.component, component]));
    expect(byName['care']).toMatchObject({ from: '2022-09-15', status: 'old-enough' });
    expect(byName['higherMobility']).toMatchObject({ from: '2025-06-15', status: 'old-enough' });
    expect(byName['lowerMobility']).toMatchObject({ from: '2027-06-15', status: 'too-young' });
    expect(answer.childClaimUntil).toBe('2038-06-15');
  });

  it('counts 3 months from a birthday at a month end to the last day of the shorter month', () => {
    // Born 30 November 2026: three months on is the end of February 2027.
    const answer = value(dlaAgeRulesFor('england', '2026-11-30', '2027-02-27'));
    const care = answer.components.find((component) => component.component === 'care')!;
    expect(care).toMatchObject({ from: '2027-02-28', status: 'too-young' });
    const dayAfter = value(dlaAgeRulesFor('england', '2026-11-30', '2027-02-28'));
    expect(dayAfter.components.find((component) => component.component === 'care')!.status).toBe('old-enough');
  });

  it('gives a child born on 29 February their birthday on 1 March in a year without one', () => {
    expect(birthdayOf('2024-02-29', 3)).toBe('2027-03-01');
    expect(birthdayOf('2024-02-29', 4)).toBe('2028-02-29');
    const answer = value(dlaAgeRulesFor('england', '2024-02-29', '2027-02-28'));
    const higher = answer.components.find((component) => component.component === 'higherMobility')!;
    expect(higher).toMatchObject({ from: '2027-03-01', status: 'too-young' });
    // Care from 3 months: 29 May.
    expect(answer.components.find((component) => component.component === 'care')!.from).toBe('2024-05-29');
  });

  it('says a child of 16 or over claims as an adult', () => {
    const answer = value(dlaAgeRulesFor('england', '2010-03-01', '2026-03-01'));
    expect(answer.over16).toBe(true);
    expect(answer.components.every((component) => component.status === 'over-16')).toBe(true);
    expect(value(dlaAgeRulesFor('england', '2010-03-01', '2026-02-28')).over16).toBe(false);
  });

  it('gives Northern Ireland the same ages, and Scotland none', () => {
    expect(value(dlaAgeRulesFor('northern-ireland', '2022-06-15', '2026-11-24')).childClaimUntil).toBe('2038-06-15');
    expect(dlaAgeRulesFor('scotland', '2022-06-15', '2026-11-24').ok).toBe(false);
  });
});

describe('qualifying periods (needs lasted 3 months, expected to last 6 more)', () => {
  it('is met 3 months after the needs began, and looks 6 months ahead from the day asked', () => {
    const early = value(dlaQualifyingOn('england', '2026-08-31', '2026-11-29'));
    expect(early).toEqual({
      pastPeriodMetFrom: '2026-11-30',
      pastPeriodMet: false,
      mustBeExpectedToLastUntil: '2027-05-29',
    });
    expect(value(dlaQualifyingOn('england', '2026-08-31', '2026-11-30')).pastPeriodMet).toBe(true);
  });
});

describe('claim form back within 6 weeks of the call (gov.uk: how to claim)', () => {
  it('is due on the same weekday six weeks after a call on a Friday', () => {
    const answer = value(dlaFormReturnDue('england', '2026-11-13'));
    expect(answer.due).toBe('2026-12-25');
    expect(isoWeekday(answer.due)).toBe(5);
    // Christmas Day: the form should be posted well before.
    expect(answer.notAWorkingDay).toBe(true);
    const ordinary = value(dlaFormReturnDue('england', '2026-11-20'));
    expect(ordinary.due).toBe('2027-01-01');
    expect(ordinary.notAWorkingDay).toBe(true);
    expect(value(dlaFormReturnDue('england', '2026-11-06')).notAWorkingDay).toBe(false);
  });

  it('crosses a month end and a year end', () => {
    expect(value(dlaFormReturnDue('wales', '2026-12-31')).due).toBe('2027-02-11');
  });

  it('has no answer for a call before the data or in Scotland', () => {
    expect(dlaFormReturnDue('england', '2012-01-05').ok).toBe(false);
    expect(dlaFormReturnDue('scotland', '2026-11-13').ok).toBe(false);
  });
});

describe('challenging a decision (gov.uk: mandatory reconsideration; appeal a benefit decision)', () => {
  it('asks for a reconsideration within 1 month of the decision, late up to 13 months', () => {
    expect(value(dlaReconsiderationDue('england', '2026-01-31'))).toEqual({
      due: '2026-02-28',
      lateUntil: '2027-02-28',
    });
    expect(value(dlaReconsiderationDue('england', '2026-11-24')).due).toBe('2026-12-24');
  });

  it('appeals on SSCS1 within 1 month of the reconsideration notice', () => {
    const appeal = value(dlaAppealDue('england', '2027-01-29'));
    expect(appeal.due).toBe('2027-02-28');
    expect(appeal.form).toBe('SSCS1');
    expect(dlaAppealDue('scotland', '2027-01-29').ok).toBe(false);
  });
});
