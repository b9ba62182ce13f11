import { PATHS, type AccountType } from '@tedi/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { RequireSignIn } from '../../../lib/access-gate/require-sign-in.tsx';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useFormErrors } from '../../../lib/forms/use-form-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUpdateProfile } from '../api/profile.ts';
import { RadioChoices } from '../components/choice-group.tsx';

const FIELDS = ['accountType', 'invitation'] as const;

/**
 * The invitation's token from what a family member pasted: the whole link from their e-mail (its `token`
 * parameter) or the token alone. Null when nothing in it looks like one.
 */
export function invitationTokenFrom(pasted: string): string | null {
  const text = pasted.trim();
  if (text === '') return null;
  const fromLink = /[?&]token=([^&#\s]+)/.exec(text)?.[1];
  const token = fromLink ? decodeURIComponent(fromLink) : text;
  return /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}

function AccountTypeForm() {
  useDocumentTitle('Who are you? – Tedi');
  const [accountType, setAccountType] = useState<AccountType | null>(null);
  const [savedFamilyMember, setSavedFamilyMember] = useState(false);
  const [invitation, setInvitation] = useState('');
  const { errors, setErrors, summary, idOf } = useFormErrors('account-type', FIELDS);
  const update = useUpdateProfile();
  const navigate = useNavigate();

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (accountType === null) {
      setErrors({ fields: { accountType: 'Please choose parent or carer, or family member' } });
      return;
    }
    setErrors({ fields: {} });
    update.mutate(
      { accountType },
      {
        onSuccess: () => {
          if (accountType === 'parent') void navigate(PATHS.onboarding);
          else setSavedFamilyMember(true);
        },
        onError: (error) => {
          const refused = apiFieldErrors(error);
          const message = refused.fields['accountType'];
          setErrors(message ? { fields: { accountType: message } } : { fields: {}, form: refused.form });
        },
      },
    );
  };

  const openInvitation = (event: FormEvent) => {
    event.preventDefault();
    const token = invitationTokenFrom(invitation);
    if (token === null) {
      setErrors({
        fields: {
          invitation:
            'We can’t find an invitation in that. Please paste the whole link from the invitation e-mail, or the code in it.',
        },
      });
      return;
    }
    setErrors({ fields: {} });
    void navigate(`/accept-invitation?token=${encodeURIComponent(token)}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-10">
      <h1 className="text-h1 font-bold">Who are you?</h1>
      <ErrorSummary items={summary} />
      {savedFamilyMember ? (
        <section aria-labelledby="invitation-heading" className="flex flex-col gap-4">
          <h2 id="invitation-heading" className="text-h2 font-bold">
            Use your invitation
          </h2>
          <p>
            Family members join the family that invited them, so you don’t need a subscription of your own. Open the
            link in the invitation e-mail you were sent. If it’s easier, paste the link or the code from that e-mail
            here.
          </p>
          <form noValidate onSubmit={openInvitation} className="flex flex-col gap-4">
            <TextField
              id={idOf('invitation')}
              label="Invitation link or code"
              autoComplete="off"
              spellCheck={false}
              value={invitation}
              onChange={(event) => setInvitation(event.target.value)}
              error={errors.fields.invitation}
            />
            <div className="flex flex-wrap gap-4">
              <button type="submit" className={BUTTON_CLASSES.primary}>
                Open my invitation
              </button>
              <button type="button" onClick={() => setSavedFamilyMember(false)} className={BUTTON_CLASSES.link}>
                I chose the wrong one
              </button>
            </div>
          </form>
          <p className="text-ink-muted">
            No e-mail? Ask the person who invited you to send it again, and check your spam folder.
          </p>
        </section>
      ) : (
        <form noValidate onSubmit={choose} className="flex flex-col gap-6">
          <RadioChoices
            id={idOf('accountType')}
            legend="How will you use Tedi?"
            options={[
              {
                value: 'parent',
                label: 'I’m a parent or carer',
                hint: 'You’ll set up your family and your child’s profile.',
              },
              {
                value: 'family_member',
                label: 'I’m a family member who was invited',
                hint: 'For example a grandparent or aunt helping a family that uses Tedi.',
              },
            ]}
            value={accountType}
            onChange={setAccountType}
            error={errors.fields.accountType}
          />
          <div>
            <button type="submit" disabled={update.isPending} className={BUTTON_CLASSES.primary}>
              {update.isPending ? 'Saving…' : 'Continue'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** /account-type-selection: a parent or carer goes on to onboarding; an invited family member to their invitation. */
export function AccountTypeSelectionPage() {
  return (
    <RequireSignIn>
      <AccountTypeForm />
    </RequireSignIn>
  );
}
