import { useFamilyInvitations } from '../../family/api/family-invitations.ts';
import { useFamilyMembers } from '../../family/api/family-members.ts';
import { useOnboarding } from '../../onboarding/api/onboarding.ts';
import { inviteSuggestion, inviteSuggestionText } from '../model/invite-suggestion.ts';

/**
 * Who the parent said shares the care in onboarding, suggested for an invitation until someone is invited or has
 * joined. Nothing shows while that is unknown, so a family that has invited someone never sees it flash up.
 */
export function InviteSuggestionNote() {
  const onboarding = useOnboarding();
  const members = useFamilyMembers();
  const invitations = useFamilyInvitations();
  if (!onboarding.data || !members.data || !invitations.data) return null;
  const suggestion = inviteSuggestion(onboarding.data.answers.family, {
    someoneInvitedOrJoined: members.data.members.length > 0 || invitations.data.invitations.length > 0,
  });
  if (!suggestion) return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border-l-4 border-brand bg-brand-soft p-4">
      <p className="font-bold">Who you might invite</p>
      {inviteSuggestionText(suggestion).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}
