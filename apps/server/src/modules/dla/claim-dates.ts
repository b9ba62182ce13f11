import {
  type DlaClaimResponse,
  type DlaDeadline,
  type DlaEligibility,
  daysBetween,
  dlaAgeRulesFor,
  dlaAppealDue,
  dlaFormReturnDue,
  dlaQualifyingOn,
  dlaRatesOn,
  dlaReconsiderationDue,
  dlaSchemeOn,
  formatRuleDate,
} from '@tedi/contracts';

/**
 * What a claim's dates mean, worked out from the rules as data only: whether the child is old enough for each
 * component, the 3- and 6-month tests, the rates today, and the deadlines that follow from the dates the parent gave
 * (the form back within 6 weeks of the call; a reconsideration within a month of the decision; an appeal within a
 * month of the reconsideration notice). A date no rule covers becomes a note saying so, never a guessed deadline.
 */
export function eligibilityOf(
  claim: Pick<DlaClaimResponse, 'nation' | 'needsBeganOn'>,
  dateOfBirth: string | null,
  today: string,
): DlaEligibility {
  return {
    scheme: dlaSchemeOn(claim.nation, today),
    ages: dateOfBirth ? dlaAgeRulesFor(claim.nation, dateOfBirth, today) : null,
    qualifying: claim.needsBeganOn ? dlaQualifyingOn(claim.nation, claim.needsBeganOn, today) : null,
    rates: dlaRatesOn(claim.nation, today),
  };
}

export interface ClaimDeadlines {
  readonly deadlines: DlaDeadline[];
  readonly notes: string[];
}

export function deadlinesOf(claim: DlaClaimResponse, today: string): ClaimDeadlines {
  const deadlines: DlaDeadline[] = [];
  const notes = new Set<string>();
  const left = (due: string) => daysBetween(today, due);

  if (claim.callDate) {
    const form = dlaFormReturnDue(claim.nation, claim.callDate);
    if (form.ok) {
      deadlines.push({
        key: 'form-return',
        title: 'Send the claim form back',
        due: form.value.due,
        explanation: `The form must arrive within ${form.value.weeks} weeks of your call on ${formatRuleDate(claim.callDate)} for the claim to start from the day you phoned.${
          form.value.notAWorkingDay ? ' That day is a weekend or bank holiday, so post it a few days before.' : ''
        } If it will be late, phone the helpline before then and ask for more time.`,
        source: form.source,
        done: claim.formReturnedOn !== null,
        daysLeft: left(form.value.due),
      });
    } else {
      notes.add(form.message);
    }
  }

  if (claim.decisionDate) {
    const reconsideration = dlaReconsiderationDue(claim.nation, claim.decisionDate);
    if (reconsideration.ok) {
      const asked = claim.reconsiderationRequestedOn !== null;
      deadlines.push({
        key: 'reconsideration',
        title: 'Ask for a mandatory reconsideration',
        due: reconsideration.value.due,
        explanation: `If you disagree with the decision dated ${formatRuleDate(claim.decisionDate)}, ask for it to be looked at again within one month of that date. You must do this before you can appeal.`,
        source: reconsideration.source,
        done: asked,
        daysLeft: left(reconsideration.value.due),
      });
      if (!asked && today > reconsideration.value.due) {
        deadlines.push({
          key: 'late-reconsideration',
          title: 'Last day to ask late, with reasons',
          due: reconsideration.value.lateUntil,
          explanation:
            'The month has passed, but you can still ask up to 13 months after the decision if you explain why you are late (for example illness, or a hospital stay).',
          source: reconsideration.source,
          done: false,
          daysLeft: left(reconsideration.value.lateUntil),
        });
      }
    } else {
      notes.add(reconsideration.message);
    }
  }

  if (claim.reconsiderationNoticeDate) {
    const appeal = dlaAppealDue(claim.nation, claim.reconsiderationNoticeDate);
    if (appeal.ok) {
      deadlines.push({
        key: 'appeal',
        title: `Appeal to the tribunal (form ${appeal.value.form})`,
        due: appeal.value.due,
        explanation: `If the reconsideration did not change the decision, you can appeal to ${appeal.value.appealTo} within one month of the date on the reconsideration notice (${formatRuleDate(claim.reconsiderationNoticeDate)}). Send a copy of the notice with the form.`,
        source: appeal.source,
        done: claim.appealLodgedOn !== null,
        daysLeft: left(appeal.value.due),
      });
    } else {
      notes.add(appeal.message);
    }
  }

  return { deadlines: deadlines.sort((a, b) => a.due.localeCompare(b.due)), notes: [...notes] };
}
