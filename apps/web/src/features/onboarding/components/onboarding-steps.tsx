import { CHILD_LIMITS, HELP_AREAS, RELATIONSHIPS, type ChildSummaryResponse } from '@tedi/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { TextField, TextAreaField } from '../../../components/ui/form-fields.tsx';
import { localToday } from '../../../lib/children/child-dates.ts';
import { ReadingSettingsForm } from '../../../lib/settings/reading-settings-form.tsx';
import { CheckboxChoices, RadioChoices } from './choice-group.tsx';
import {
  HELP_AREA_LABELS,
  RELATIONSHIP_LABELS,
  fieldId,
  type DraftField,
  type OnboardingDraft,
} from './onboarding-draft.ts';

export interface StepProps {
  readonly draft: OnboardingDraft;
  readonly change: (changes: Partial<OnboardingDraft>) => void;
  readonly errors: Partial<Record<DraftField, string>>;
}

export function AboutYouStep({ draft, change, errors }: StepProps) {
  return (
    <>
      <p>A little about you, so Tedi can speak to you by name. Both questions are optional.</p>
      <TextField
        id={fieldId('displayName')}
        label="Your name (optional)"
        hint="The name you’d like Tedi to use."
        autoComplete="name"
        maxLength={100}
        value={draft.displayName}
        onChange={(event) => change({ displayName: event.target.value })}
        error={errors.displayName}
      />
      <RadioChoices
        id={fieldId('relationship')}
        legend="You are your child’s… (optional)"
        options={RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }))}
        value={draft.relationship}
        onChange={(relationship) => change({ relationship })}
        error={errors.relationship}
      />
      <p className="text-ink-muted">
        Were you invited by a family to help?{' '}
        <Link to="/account-type-selection" className="font-semibold text-brand underline underline-offset-4">
          Tell us you’re a family member
        </Link>
        .
      </p>
    </>
  );
}

export function FamilyStep({ draft, change, errors }: StepProps) {
  return (
    <>
      <p>Who shares the care helps Tedi suggest who to invite later. You can skip this.</p>
      <RadioChoices
        id={fieldId('hasCoParent')}
        legend="Does another parent or carer share the care with you?"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={draft.hasCoParent === null ? null : draft.hasCoParent ? 'yes' : 'no'}
        onChange={(answer) => change({ hasCoParent: answer === 'yes' })}
        error={errors.hasCoParent}
      />
      {draft.hasCoParent ? (
        <TextField
          id={fieldId('coParentName')}
          label="Their name (optional)"
          autoComplete="off"
          maxLength={100}
          value={draft.coParentName}
          onChange={(event) => change({ coParentName: event.target.value })}
          error={errors.coParentName}
        />
      ) : null}
      <TextAreaField
        id={fieldId('helpers')}
        label="Who else helps? (optional)"
        hint="For example grandparents, a childminder or a support worker."
        maxLength={1000}
        value={draft.helpers}
        onChange={(event) => change({ helpers: event.target.value })}
        error={errors.helpers}
      />
    </>
  );
}

export function FirstChildStep({
  draft,
  change,
  errors,
  children,
}: StepProps & { children: readonly ChildSummaryResponse[] | undefined }) {
  if (children === undefined) return <p role="status">Loading your family…</p>;
  if (children.length > 0) {
    const names = children.map((child) => child.preferredName ?? child.name).join(', ');
    return (
      <p>
        You’ve already added {names}. You can add more children later from your dashboard, so you can carry on or skip
        this step.
      </p>
    );
  }
  return (
    <>
      <p>Add your child. Only their name is needed now; you can fill in the rest of their profile later.</p>
      <TextField
        id={fieldId('childName')}
        label="Your child’s name"
        autoComplete="off"
        maxLength={CHILD_LIMITS.nameMax}
        value={draft.childName}
        onChange={(event) => change({ childName: event.target.value })}
        error={errors.childName}
      />
      <TextField
        id={fieldId('preferredName')}
        label="What they like to be called (optional)"
        autoComplete="off"
        maxLength={CHILD_LIMITS.nameMax}
        value={draft.preferredName}
        onChange={(event) => change({ preferredName: event.target.value })}
        error={errors.preferredName}
      />
      <TextField
        id={fieldId('dateOfBirth')}
        label="Date of birth (optional)"
        type="date"
        max={localToday()}
        value={draft.dateOfBirth}
        onChange={(event) => change({ dateOfBirth: event.target.value })}
        error={errors.dateOfBirth}
      />
    </>
  );
}

export function NeedsStep({ draft, change, errors }: StepProps) {
  return (
    <CheckboxChoices
      id={fieldId('needs')}
      legend="Choose any that matter to your family"
      hint="Choose as many as you like, or none. Your dashboard shows these first."
      options={HELP_AREAS.map((value) => ({ value, ...HELP_AREA_LABELS[value] }))}
      values={draft.needs}
      onChange={(needs) => change({ needs })}
      error={errors.needs}
    />
  );
}

export function DashboardSettingsStep() {
  return (
    <>
      <p>Make Tedi comfortable to read. You can change these any time in Settings.</p>
      <ReadingSettingsForm />
    </>
  );
}

/** The buttons under a step: Continue, and Skip where the step can be skipped. */
export function StepActions({
  pending,
  continueLabel = 'Continue',
  onSkip,
  extra,
}: {
  pending: boolean;
  continueLabel?: string;
  onSkip?: (() => void) | undefined;
  extra?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-line pt-6">
      <button type="submit" disabled={pending} className={BUTTON_CLASSES.primary}>
        {pending ? 'Saving…' : continueLabel}
      </button>
      {onSkip ? (
        <button type="button" disabled={pending} onClick={onSkip} className={BUTTON_CLASSES.link}>
          Skip this step
        </button>
      ) : null}
      {extra}
    </div>
  );
}
