import {
  EHCP_STAGE_LABELS,
  EHCP_STAGES,
  type EhcpCaseResponse,
  type EhcpCaseSaveInput,
  type EhcpDateField,
  NATION_LABELS,
  NATIONS,
} from '@tedi/contracts';
import { type FormEvent, useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useSaveEhcpCase } from '../api/ehcp.ts';

/** The dates a family can enter, grouped as the process goes, each with the words a parent would use. */
const DATE_GROUPS: readonly {
  readonly title: string;
  readonly fields: readonly { readonly field: EhcpDateField; readonly label: string; readonly hint?: string }[];
}[] = [
  {
    title: 'Asking for an assessment',
    fields: [
      {
        field: 'requestDate',
        label: 'The date the council received your request',
        hint: 'If you sent it by post, the day it arrived; by e-mail, the day you sent it.',
      },
      { field: 'assessmentDecisionDate', label: 'The date the council said whether it will assess' },
      { field: 'noPlanDecisionDate', label: 'The date the council said it will not issue a plan (if it did)' },
    ],
  },
  {
    title: 'The plan',
    fields: [
      { field: 'draftPlanDate', label: 'The date the draft plan reached you' },
      { field: 'finalPlanDate', label: 'The date the final plan was issued' },
    ],
  },
  {
    title: 'Annual reviews',
    fields: [
      { field: 'lastReviewMeetingDate', label: 'The date of the last review meeting' },
      {
        field: 'nextReviewMeetingDate',
        label: 'The date of the next review meeting',
        hint: 'It may be in the future.',
      },
      { field: 'reviewDecisionDate', label: 'The date the council told you its decision after the review' },
      { field: 'amendmentNoticeDate', label: 'The date the council sent its proposed changes' },
      { field: 'amendedPlanDate', label: 'The date the amended plan was issued' },
    ],
  },
  {
    title: 'Appealing a decision',
    fields: [
      { field: 'appealedDecisionDate', label: 'The date of the decision letter you want to appeal' },
      { field: 'mediationContactDate', label: 'The date you contacted the mediation adviser' },
      { field: 'mediationDeclinedDate', label: 'The date you told the adviser you don’t want mediation' },
      { field: 'certificateDate', label: 'The date of the mediation certificate' },
      { field: 'appealSentDate', label: 'The date you sent your appeal to the tribunal' },
    ],
  },
];

type Values = Record<string, string>;

function valuesOf(found: EhcpCaseResponse | null): Values {
  const values: Values = {
    stage: found?.stage ?? 'considering',
    nation: found?.nation ?? 'england',
    localAuthority: found?.localAuthority ?? '',
    caseOfficer: found?.caseOfficer ?? '',
    caseOfficerContact: found?.caseOfficerContact ?? '',
    proposedSchool: found?.proposedSchool ?? '',
    assessmentDecision: found?.dates.assessmentDecision ?? '',
    phaseTransferYear: found?.dates.phaseTransferYear ? String(found.dates.phaseTransferYear) : '',
  };
  for (const group of DATE_GROUPS) {
    for (const { field } of group.fields) values[field] = found?.dates[field] ?? '';
  }
  return values;
}

const fieldId = (name: string) => `ehcp-${name}`;

/**
 * Starts a case (with `found` null) or changes it: where things are up to, the council, and every date the deadlines
 * are worked out from, in native date inputs. A refusal shows each message beside its date and keeps what was typed.
 */
export function CaseForm({
  childId,
  childName,
  found,
  onDone,
}: {
  childId: string;
  childName: string;
  found: EhcpCaseResponse | null;
  onDone?: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(found));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | undefined }>({
    fields: {},
    form: undefined,
  });
  const save = useSaveEhcpCase(childId);
  const starting = found === null;

  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const errorOf = (name: string) => errors.fields[name] ?? errors.fields[`dates.${name}`];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dates: Record<string, string | number | null> = {};
    for (const group of DATE_GROUPS) {
      for (const { field } of group.fields) dates[field] = values[field] || null;
    }
    dates['assessmentDecision'] = values['assessmentDecision'] || null;
    const year = values['phaseTransferYear']?.trim() ?? '';
    dates['phaseTransferYear'] = year === '' ? null : Number(year);
    if (year !== '' && !/^\d{4}$/.test(year)) {
      setErrors({ fields: { phaseTransferYear: 'The year of the move must be a year, like 2027' }, form: undefined });
      return;
    }
    const input: EhcpCaseSaveInput = {
      stage: values['stage'] as EhcpCaseSaveInput['stage'],
      nation: values['nation'] as EhcpCaseSaveInput['nation'],
      localAuthority: values['localAuthority'] ?? '',
      caseOfficer: values['caseOfficer'] ?? '',
      caseOfficerContact: values['caseOfficerContact'] ?? '',
      proposedSchool: values['proposedSchool'] ?? '',
      dates: dates,
    };
    setErrors({ fields: {}, form: undefined });
    save.mutate(input, {
      onSuccess: () => onDone?.(),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  const summary = [
    ...Object.entries(errors.fields).map(([field, message]) => ({
      fieldId: fieldId(field.replace(/^dates\./, '')),
      message,
    })),
    ...(errors.form ? [{ message: errors.form }] : []),
  ];

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ErrorSummary items={summary} />
      <SelectField
        id={fieldId('stage')}
        label="Where are things up to?"
        options={EHCP_STAGES.map((stage) => ({ value: stage, label: EHCP_STAGE_LABELS[stage] }))}
        value={values['stage']}
        onChange={set('stage')}
        error={errorOf('stage')}
      />
      <SelectField
        id={fieldId('nation')}
        label="Where is the council?"
        hint="Tedi knows England’s rules. Wales, Scotland and Northern Ireland have their own, which Tedi doesn’t cover yet."
        options={NATIONS.map((nation) => ({ value: nation, label: NATION_LABELS[nation] }))}
        value={values['nation']}
        onChange={set('nation')}
        error={errorOf('nation')}
      />
      <TextField
        id={fieldId('localAuthority')}
        label="The council"
        hint="For example, Leeds City Council."
        value={values['localAuthority']}
        onChange={set('localAuthority')}
        error={errorOf('localAuthority')}
        autoComplete="off"
      />
      {starting ? (
        <TextField
          id={fieldId('requestDate')}
          type="date"
          label="The date the council received your request (if you have sent it)"
          hint="Leave it empty if you haven’t asked yet."
          value={values['requestDate']}
          onChange={set('requestDate')}
          error={errorOf('requestDate')}
        />
      ) : (
        <>
          <TextField
            id={fieldId('caseOfficer')}
            label="Your case officer"
            value={values['caseOfficer']}
            onChange={set('caseOfficer')}
            error={errorOf('caseOfficer')}
            autoComplete="off"
          />
          <TextField
            id={fieldId('caseOfficerContact')}
            label="How to reach them"
            hint="Phone number or e-mail address."
            value={values['caseOfficerContact']}
            onChange={set('caseOfficerContact')}
            error={errorOf('caseOfficerContact')}
            autoComplete="off"
          />
          <TextField
            id={fieldId('proposedSchool')}
            label="The school you want named"
            value={values['proposedSchool']}
            onChange={set('proposedSchool')}
            error={errorOf('proposedSchool')}
            autoComplete="off"
          />
          {DATE_GROUPS.map((group) => (
            <fieldset key={group.title} className="flex flex-col gap-4 rounded-xl border border-line p-4">
              <legend className="px-1 text-h3 font-bold">{group.title}</legend>
              {group.fields.map(({ field, label, hint }) => (
                <div key={field} className="flex flex-col gap-4">
                  <TextField
                    id={fieldId(field)}
                    type="date"
                    label={label}
                    hint={hint}
                    value={values[field]}
                    onChange={set(field)}
                    error={errorOf(field)}
                  />
                  {field === 'assessmentDecisionDate' ? (
                    <SelectField
                      id={fieldId('assessmentDecision')}
                      label="What did the council decide?"
                      prompt="Not decided yet"
                      options={[
                        { value: 'assess', label: 'To assess' },
                        { value: 'refuse', label: 'Not to assess' },
                      ]}
                      value={values['assessmentDecision']}
                      onChange={set('assessmentDecision')}
                      error={errorOf('assessmentDecision')}
                    />
                  ) : null}
                </div>
              ))}
              {group.title === 'Annual reviews' ? (
                <TextField
                  id={fieldId('phaseTransferYear')}
                  inputMode="numeric"
                  label="The year your child moves to a new school (nursery to school, or primary to secondary)"
                  hint="The move is in September; the plan must name the new school before 15 February that year."
                  value={values['phaseTransferYear']}
                  onChange={set('phaseTransferYear')}
                  error={errorOf('phaseTransferYear')}
                />
              ) : null}
            </fieldset>
          ))}
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON_CLASSES.primary} disabled={save.isPending}>
          {starting ? `Start ${childName}’s EHCP case` : 'Save and work out the deadlines'}
        </button>
        {onDone && !starting ? (
          <button type="button" className={BUTTON_CLASSES.secondary} onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
