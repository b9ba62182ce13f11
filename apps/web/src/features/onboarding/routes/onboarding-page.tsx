import { ONBOARDING, ONBOARDING_STEPS, PATHS, type OnboardingAnswers } from '@tedi/contracts';
import { SignOutButton } from '../../../lib/auth/sign-out-button.tsx';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary, type SummaryItem } from '../../../components/ui/error-summary.tsx';
import { RequireSignIn } from '../../../lib/access-gate/require-sign-in.tsx';
import { useForgetAccessCheck } from '../../../lib/access-gate/use-forget-access-check.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useDashboard } from '../../../lib/settings/dashboard-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChildren, useCreateChild } from '../../children/api/children.ts';
import { useOnboarding, useSaveOnboardingStep } from '../api/onboarding.ts';
import {
  AboutYouStep,
  DashboardSettingsStep,
  FamilyStep,
  FirstChildStep,
  NeedsStep,
  StepActions,
} from '../components/onboarding-steps.tsx';
import {
  DRAFT_FIELDS,
  draftFieldOf,
  draftFrom,
  fieldId,
  type DraftField,
  type OnboardingDraft,
} from '../components/onboarding-draft.ts';
import { PlanStep } from '../components/plan-step.tsx';

const LAST_STEP = ONBOARDING.completeFromStep;

interface StepErrors {
  readonly fields: Partial<Record<DraftField, string>>;
  readonly form?: string | undefined;
}

/** "Step 2 of 6", and a bar that shows it to sighted people. */
function Progress({ step }: { step: number }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-ink-muted">
        Step {step} of {LAST_STEP}
      </p>
      <div aria-hidden="true" className="flex gap-1.5">
        {ONBOARDING_STEPS.map((entry) => (
          <span key={entry.id} className={`h-2 flex-1 rounded-full ${entry.step <= step ? 'bg-brand' : 'bg-line'}`} />
        ))}
      </div>
    </div>
  );
}

/** Who is signed in, and a way out: onboarding has no menu, so someone who wants to stop can sign out here. */
function SignedInAs() {
  const { runtime, user } = useAuth();
  if (!runtime || !user) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-muted sm:justify-end">
      {user.email ? (
        <p>
          Signed in as <span className="break-all">{user.email}</span>
        </p>
      ) : null}
      <SignOutButton />
    </div>
  );
}

/** The six steps, from the step after the last one saved; each is saved on Continue. */
function OnboardingSteps({ startAt, answers }: { startAt: number; answers: OnboardingAnswers }) {
  const [step, setStep] = useState(startAt);
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFrom(answers));
  const [errors, setErrors] = useState<StepErrors>({ fields: {} });
  const save = useSaveOnboardingStep();
  const createChild = useCreateChild();
  const children = useChildren();
  const { settings } = useDashboard();
  const forgetAccessCheck = useForgetAccessCheck();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const current = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0];
  useDocumentTitle(`Step ${step} of ${LAST_STEP}: ${current.title} – Set up Tedi`);

  // Moving to another step starts screen reader and keyboard users again at its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const pending = save.isPending || createChild.isPending;
  const change = (changes: Partial<OnboardingDraft>) => setDraft((now) => ({ ...now, ...changes }));
  const familyChildren = children.data?.children;
  const hasChild = (familyChildren?.length ?? 0) > 0;

  const refused = (error: unknown) => {
    const { fields, form } = apiFieldErrors(error);
    const shown: Partial<Record<DraftField, string>> = {};
    const unplaced: string[] = [];
    for (const [path, message] of Object.entries(fields)) {
      const field = draftFieldOf(path, step);
      if (field) shown[field] ??= message;
      else unplaced.push(message);
    }
    setErrors({ fields: shown, form: form ?? unplaced[0] });
  };

  const finish = () => {
    forgetAccessCheck();
    void navigate(PATHS.parentDashboard);
  };

  const saveStep = (answersToSave?: OnboardingAnswers) => {
    setErrors({ fields: {} });
    save.mutate(
      { completedStep: step, ...(answersToSave ? { answers: answersToSave } : {}) },
      {
        onSuccess: () => (step >= LAST_STEP ? finish() : setStep(step + 1)),
        onError: refused,
      },
    );
  };

  const answersOfStep = (): OnboardingAnswers | undefined => {
    switch (step) {
      case 1:
        return { aboutYou: { displayName: draft.displayName, relationship: draft.relationship } };
      case 2:
        return {
          family: {
            ...(draft.hasCoParent === null ? {} : { hasCoParent: draft.hasCoParent }),
            coParentName: draft.hasCoParent ? draft.coParentName : null,
            helpers: draft.helpers,
          },
        };
      case 4:
        return { needs: [...draft.needs] };
      case 5:
        return { dashboardSettings: { ...settings } };
      default:
        return undefined;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (step !== 3 || hasChild) {
      saveStep(answersOfStep());
      return;
    }
    if (familyChildren === undefined) return;
    if (draft.childName.trim() === '') {
      setErrors({ fields: { childName: 'Please enter your child’s name' } });
      return;
    }
    setErrors({ fields: {} });
    createChild.mutate(
      {
        name: draft.childName,
        ...(draft.preferredName.trim() ? { preferredName: draft.preferredName } : {}),
        ...(draft.dateOfBirth ? { dateOfBirth: draft.dateOfBirth } : {}),
      },
      {
        onSuccess: (child) => saveStep({ firstChildId: child.id }),
        onError: refused,
      },
    );
  };

  const summary = useMemo<SummaryItem[]>(
    () => [
      ...(errors.form ? [{ message: errors.form }] : []),
      ...DRAFT_FIELDS.flatMap((field) => {
        const message = errors.fields[field];
        return message ? [{ fieldId: fieldId(field), message }] : [];
      }),
    ],
    [errors],
  );

  const skippable = step === 2 || step === 4 || step === 5 || (step === 3 && hasChild);
  const skip = skippable ? () => !pending && saveStep() : undefined;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-10">
      <SignedInAs />
      {step > 1 ? (
        <p>
          <button
            type="button"
            onClick={() => {
              setErrors({ fields: {} });
              setStep(step - 1);
            }}
            className={BUTTON_CLASSES.link}
          >
            <span aria-hidden="true">←&nbsp;</span>Back
          </button>
        </p>
      ) : null}
      <Progress step={step} />
      <h1 ref={headingRef} tabIndex={-1} className="text-h1 font-bold focus-visible:outline-3">
        {current.title}
      </h1>
      <ErrorSummary items={summary} />
      {step === LAST_STEP ? (
        <PlanStep
          pending={save.isPending}
          onFinish={(plan) => saveStep({ plan })}
          beforeCheckout={(plan) => {
            setErrors({ fields: {} });
            return save.mutateAsync({ completedStep: step, answers: { plan } }).catch((error: unknown) => {
              refused(error);
              throw error;
            });
          }}
        />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-6">
          {step === 1 ? <AboutYouStep draft={draft} change={change} errors={errors.fields} /> : null}
          {step === 2 ? <FamilyStep draft={draft} change={change} errors={errors.fields} /> : null}
          {step === 3 ? (
            <FirstChildStep draft={draft} change={change} errors={errors.fields} children={familyChildren} />
          ) : null}
          {step === 4 ? <NeedsStep draft={draft} change={change} errors={errors.fields} /> : null}
          {step === 5 ? <DashboardSettingsStep /> : null}
          <StepActions
            pending={pending}
            continueLabel={step === 3 && !hasChild ? 'Add child and continue' : 'Continue'}
            onSkip={skip}
          />
        </form>
      )}
    </div>
  );
}

function OnboardingFlow() {
  const onboarding = useOnboarding();
  useDocumentTitle('Set up Tedi');
  if (onboarding.isPending) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <p role="status">Loading where you got to…</p>
      </div>
    );
  }
  if (onboarding.isError) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10">
        <h1 className="text-h1 font-bold">Set up Tedi</h1>
        <p role="alert">We couldn’t load where you got to just now. Please check your connection and try again.</p>
        <div>
          <button type="button" onClick={() => void onboarding.refetch()} className={BUTTON_CLASSES.primary}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  const { currentStep, completed, answers } = onboarding.data;
  if (completed) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10">
        <h1 className="text-h1 font-bold">You’ve finished setting up Tedi</h1>
        <p>Everything you told us is saved. You can change it any time from your dashboard and settings.</p>
        <div>
          <Link to={PATHS.parentDashboard} className={BUTTON_CLASSES.primary}>
            Go to your dashboard
          </Link>
        </div>
      </div>
    );
  }
  return <OnboardingSteps startAt={Math.min(Math.max(currentStep + 1, 1), LAST_STEP)} answers={answers} />;
}

/** /onboarding: six short steps after creating an account, saved one by one, so a parent can stop and carry on. */
export function OnboardingPage() {
  return (
    <RequireSignIn>
      <OnboardingFlow />
    </RequireSignIn>
  );
}
