import { PATHS } from '@tedi/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { assuranceOf } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { EMAIL_PARAM, REDIRECT_PARAM } from '../../../lib/auth/redirect-target.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitationPreview } from '../api/invitation-preview.ts';

/** Where a family member lands once they have joined. */
export const FAMILY_MEMBER_HOME = '/dashboard/family-member';
const REGISTER_PATH = '/register';

/** Why a link no longer works, as the API names it, with what the person can do about it. */
const WHAT_TO_DO: Readonly<Record<string, string>> = {
  unknown: 'Please open the link from the e-mail again, or ask the person who invited you to send a new invitation.',
  used: 'If you accepted it, sign in to see what has been shared with you. Otherwise, ask for a new invitation.',
  revoked: 'Please ask the person who invited you to send a new invitation if you still need access.',
  expired: 'Please ask the person who invited you to send a new invitation. It will work for another seven days.',
};

function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : null;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(`${title} – Tedi`);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 py-8">
      <h1 className="text-h1 font-bold">{title}</h1>
      {children}
    </div>
  );
}

/**
 * /accept-invitation (also /join-family and /family-invitation-acceptance): the page an invitation e-mail opens.
 * It says who invites and to which family; a visitor who is signed out creates an account or signs in and comes
 * back here; a signed-in visitor joins with one button and lands on the family member's dashboard. A link that no
 * longer works, or an account that cannot use it, is explained in plain words with what to do next.
 */
export function AcceptInvitationPage() {
  // A public page: the query client is mounted here, as the signed-in areas mount it for theirs.
  return (
    <QueryProvider>
      <AcceptInvitationView />
    </QueryProvider>
  );
}

/** The page's content, inside whichever query client the caller provides. */
export function AcceptInvitationView() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const preview = useInvitationPreview(token);

  if (!token) {
    return (
      <Frame title="This invitation link is incomplete">
        <p>The link doesn’t carry its invitation code. {WHAT_TO_DO.unknown}</p>
      </Frame>
    );
  }
  if (preview.isPending) {
    return (
      <Frame title="Your invitation">
        <p role="status">Looking up your invitation…</p>
      </Frame>
    );
  }
  if (preview.isError) {
    const reason = reasonOf(preview.error);
    if (reason === null) {
      return (
        <Frame title="Your invitation">
          <Notice tone="warning" title="We couldn’t look up your invitation just now">
            <p>Please check your connection.</p>
            <button type="button" onClick={() => void preview.refetch()} className={BUTTON_CLASSES.link}>
              Try again
            </button>
          </Notice>
        </Frame>
      );
    }
    return (
      <Frame title="This invitation can’t be used">
        <Notice tone="warning">
          <p>{preview.error.message}</p>
        </Notice>
        <p>{WHAT_TO_DO[reason] ?? WHAT_TO_DO.unknown}</p>
        <p>
          <Link to={PATHS.home} className={BUTTON_CLASSES.link}>
            Go to Tedi’s home page
          </Link>
        </p>
      </Frame>
    );
  }
  const { familyName, inviterName, email } = preview.data;
  return (
    <Frame title={`Join ${familyName} on Tedi`}>
      <p className="text-lg">
        {inviterName} has invited you to join {familyName}. Once you join, you’ll see what they choose to share with you
        about their children.
      </p>
      <JoinStep token={token} familyName={familyName} invitedEmail={email} />
    </Frame>
  );
}

function JoinStep({ token, familyName, invitedEmail }: { token: string; familyName: string; invitedEmail: string }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [signingOut, setSigningOut] = useState(false);
  const here = `${location.pathname}${location.search}`;
  // Signing up or in comes back here, and starts with the address the invitation was sent to already filled in.
  const carried = `?${new URLSearchParams({ [REDIRECT_PARAM]: here, [EMAIL_PARAM]: invitedEmail }).toString()}`;

  if (auth.loading) return <p role="status">Checking whether you’re signed in…</p>;
  const signedIn = auth.session !== null && !assuranceOf(auth.session).needsCode;
  if (!signedIn) {
    return (
      <>
        <p>
          To accept, create a Tedi account with <strong className="break-all">{invitedEmail}</strong>, the address the
          invitation was sent to, or sign in with it.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={`${REGISTER_PATH}${carried}`} className={BUTTON_CLASSES.primary}>
            Create an account
          </Link>
          <Link to={`${PATHS.signIn}${carried}`} className={BUTTON_CLASSES.secondary}>
            Sign in
          </Link>
        </div>
      </>
    );
  }

  const reason = accept.isError ? reasonOf(accept.error) : null;
  const signOutAndSwitch = async () => {
    setSigningOut(true);
    await auth.runtime?.client.signOut({ scope: 'local' });
    void navigate(`${PATHS.signIn}${carried}`);
  };
  return (
    <>
      <p>
        You’re signed in as <strong>{auth.user?.email}</strong>.
      </p>
      <div aria-live="polite">
        {accept.isError ? (
          <Notice tone="warning" title="You couldn’t join with this account">
            <p>{accept.error.message}</p>
            {reason === 'wrong_account' || reason === 'has_family' ? (
              <p>Sign out, then sign in or create an account with the address the invitation was sent to.</p>
            ) : reason && WHAT_TO_DO[reason] ? (
              <p>{WHAT_TO_DO[reason]}</p>
            ) : null}
          </Notice>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={BUTTON_CLASSES.primary}
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(token, { onSuccess: () => void navigate(FAMILY_MEMBER_HOME, { replace: true }) })
          }
        >
          {accept.isPending ? 'Joining…' : `Join ${familyName}`}
        </button>
        {reason === 'wrong_account' || reason === 'has_family' ? (
          <button
            type="button"
            className={BUTTON_CLASSES.secondary}
            disabled={signingOut}
            onClick={() => void signOutAndSwitch()}
          >
            Sign out and use another account
          </button>
        ) : null}
      </div>
    </>
  );
}
