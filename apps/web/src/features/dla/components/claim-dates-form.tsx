import {
  DLA_CARE_AWARD_LABELS,
  DLA_CARE_AWARDS,
  DLA_MOBILITY_AWARD_LABELS,
  DLA_MOBILITY_AWARDS,
  type DlaClaimResponse,
  type DlaClaimUpdateInput,
  type DlaOverviewResponse,
  type FieldIssue,
  NATION_LABELS,
  NATIONS,
} from '@tedi/contracts';
import { useState, type FormEvent } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSaveClaim } from '../api/dla.ts';

type Values = Record<Exclude<keyof DlaClaimResponse, 'revision' | 'updatedAt'>, string>;

const DATE_FIELDS = [
  ['callDate', 'The date you phoned to claim', 'The claim starts from this day if the form is back within 6 weeks.'],
  ['formSentOn', 'The date the form was posted to you', null],
  ['needsBeganOn', 'When the extra needs began', 'Roughly is fine: for the 3-month rule.'],
  ['formReturnedOn', 'The date you sent the form back', 'Keep proof of posting if you can.'],
] as const;

const DECISION_DATES = [
  ['decisionDate', 'The date on the decision letter', 'The month to ask for a reconsideration starts here.'],
  ['awardUntil', 'The date the award ends', null],
  ['reconsiderationRequestedOn', 'The date you asked for a mandatory reconsideration', null],
  ['reconsiderationNoticeDate', 'The date on the reconsideration notice', 'The month to appeal starts here.'],
  ['appealLodgedOn', 'The date you sent the appeal (SSCS1)', null],
] as const;

function valuesOf(claim: DlaClaimResponse): Values {
  return {
    nation: claim.nation,
    callDate: claim.callDate ?? '',
    formSentOn: claim.formSentOn ?? '',
    formReturnedOn: claim.formReturnedOn ?? '',
    needsBeganOn: claim.needsBeganOn ?? '',
    claimReference: claim.claimReference ?? '',
    decisionDate: claim.decisionDate ?? '',
    careAward: claim.careAward ?? '',
    mobilityAward: claim.mobilityAward ?? '',
    awardUntil: claim.awardUntil ?? '',
    decisionNotes: claim.decisionNotes ?? '',
    reconsiderationRequestedOn: claim.reconsiderationRequestedOn ?? '',
    reconsiderationNoticeDate: claim.reconsiderationNoticeDate ?? '',
    appealLodgedOn: claim.appealLodgedOn ?? '',
  };
}

/**
 * The claim's dates as the parent has them: when they phoned, when the form went back, the decision and any
 * challenge. Saved with the button; a refusal keeps what was typed and says which field to check.
 */
export function ClaimDatesForm({ overview }: { overview: DlaOverviewResponse }) {
  const { claim, childId } = overview;
  const [values, setValues] = useState<Values>(() => valuesOf(claim));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const save = useSaveClaim(childId);
  // The revision the next save is made from: the claim's, or after a clash the one the other device saved.
  const [baseRevision, setBaseRevision] = useState(claim.revision);
  const canEdit = overview.permissions.canEdit;

  // Another child, or the claim saved (here or elsewhere) and reloaded: show what is saved.
  const [shown, setShown] = useState({ childId, revision: claim.revision });
  if (shown.childId !== childId || shown.revision !== claim.revision) {
    setShown({ childId, revision: claim.revision });
    setValues(valuesOf(claim));
    setBaseRevision(claim.revision);
    setErrors({});
  }

  const field = (name: keyof Values, label: string, hint: string | null) => (
    <TextField
      key={name}
      id={`dla-${name}`}
      label={label}
      type="date"
      hint={hint ?? undefined}
      value={values[name]}
      readOnly={!canEdit}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const input: DlaClaimUpdateInput = {
      revision: baseRevision,
      nation: values.nation as DlaClaimUpdateInput['nation'],
      callDate: values.callDate,
      formSentOn: values.formSentOn,
      formReturnedOn: values.formReturnedOn,
      needsBeganOn: values.needsBeganOn,
      claimReference: values.claimReference,
      decisionDate: values.decisionDate,
      careAward: (values.careAward || null) as DlaClaimUpdateInput['careAward'],
      mobilityAward: (values.mobilityAward || null) as DlaClaimUpdateInput['mobilityAward'],
      awardUntil: values.awardUntil,
      decisionNotes: values.decisionNotes,
      reconsiderationRequestedOn: values.reconsiderationRequestedOn,
      reconsiderationNoticeDate: values.reconsiderationNoticeDate,
      appealLodgedOn: values.appealLodgedOn,
    };
    save.mutate(input, {
      onSuccess: () => {
        setErrors({});
        setMessage({ tone: 'ok', text: 'Saved. The dates above are worked out again from what you gave.' });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'conflict') {
          const current = (error.details as { current?: DlaClaimResponse } | undefined)?.current;
          if (current) setBaseRevision(current.revision);
        }
        if (error instanceof ApiRequestError && Array.isArray(error.details)) {
          const issues = error.details as FieldIssue[];
          setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
        }
        setMessage({
          tone: 'error',
          text:
            error instanceof ApiRequestError && error.isClientError
              ? error.message
              : 'That wasn’t saved: we couldn’t reach Tedi. What you typed is still here; please try again.',
        });
      },
    });
  };

  return (
    <section aria-labelledby="dla-claim-dates-heading" className="flex flex-col gap-4">
      <h2 id="dla-claim-dates-heading" className="text-h2 font-bold">
        The claim’s dates
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
        <SelectField
          id="dla-nation"
          label={`Where ${overview.childName} lives`}
          options={NATIONS.map((nation) => ({ value: nation, label: NATION_LABELS[nation] }))}
          value={values.nation}
          disabled={!canEdit}
          error={errors['nation']}
          onChange={(event) => setValues((current) => ({ ...current, nation: event.target.value }))}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {DATE_FIELDS.map(([name, label, hint]) => field(name, label, hint))}
        </div>
        <TextField
          id="dla-claimReference"
          label="The claim’s reference (if you have one)"
          value={values.claimReference}
          readOnly={!canEdit}
          error={errors['claimReference']}
          onChange={(event) => setValues((current) => ({ ...current, claimReference: event.target.value }))}
        />
        <details className="flex flex-col gap-4" open={claim.decisionDate !== null}>
          <summary className="cursor-pointer font-semibold">After the decision</summary>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {DECISION_DATES.map(([name, label, hint]) => field(name, label, hint))}
            <SelectField
              id="dla-careAward"
              label="Care award"
              prompt="Not decided yet"
              options={DLA_CARE_AWARDS.map((award) => ({ value: award, label: DLA_CARE_AWARD_LABELS[award] }))}
              value={values.careAward}
              disabled={!canEdit}
              error={errors['careAward']}
              onChange={(event) => setValues((current) => ({ ...current, careAward: event.target.value }))}
            />
            <SelectField
              id="dla-mobilityAward"
              label="Mobility award"
              prompt="Not decided yet"
              options={DLA_MOBILITY_AWARDS.map((award) => ({ value: award, label: DLA_MOBILITY_AWARD_LABELS[award] }))}
              value={values.mobilityAward}
              disabled={!canEdit}
              error={errors['mobilityAward']}
              onChange={(event) => setValues((current) => ({ ...current, mobilityAward: event.target.value }))}
            />
          </div>
          <div className="mt-4">
            <TextAreaField
              id="dla-decisionNotes"
              label="Notes on the decision (optional)"
              hint="For example: what the letter said about care at night, or what you disagree with"
              value={values.decisionNotes}
              readOnly={!canEdit}
              error={errors['decisionNotes']}
              onChange={(event) => setValues((current) => ({ ...current, decisionNotes: event.target.value }))}
            />
          </div>
        </details>
        {message ? (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={message.tone === 'error' ? 'font-semibold text-danger' : ''}
          >
            {message.text}
          </p>
        ) : null}
        {canEdit ? (
          <p>
            <button type="submit" className={BUTTON_CLASSES.primary} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save the dates'}
            </button>
          </p>
        ) : null}
      </form>
    </section>
  );
}
