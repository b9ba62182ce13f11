import type { OnboardingAnswers } from '@tedi/contracts';

/** Who the parent said shares the care (onboarding step 2), as the family members module suggests inviting them. */
export interface InviteSuggestion {
  /** The other parent or carer's name as given, or null when they said one shares the care but gave no name. */
  readonly coParentName: string | null;
  readonly hasCoParent: boolean;
  /** Who else helps, in the parent's own words. */
  readonly helpers: string | null;
}

/**
 * What the parent told Tedi about who shares the care, while nobody has been invited or has joined yet: step 2
 * says it helps Tedi suggest who to invite. Nothing is suggested without an answer to go on.
 */
export function inviteSuggestion(
  family: OnboardingAnswers['family'],
  { someoneInvitedOrJoined }: { someoneInvitedOrJoined: boolean },
): InviteSuggestion | null {
  if (someoneInvitedOrJoined || !family) return null;
  const hasCoParent = family.hasCoParent === true;
  const coParentName = hasCoParent ? (family.coParentName?.trim() ?? '') || null : null;
  const helpers = family.helpers?.trim() || null;
  if (!hasCoParent && helpers === null) return null;
  return { coParentName, hasCoParent, helpers };
}

/** The suggestion in words, each sentence a paragraph. */
export function inviteSuggestionText(suggestion: InviteSuggestion): string[] {
  const sentences: string[] = [];
  if (suggestion.hasCoParent) {
    sentences.push(
      suggestion.coParentName
        ? `You told us ${suggestion.coParentName} shares the care with you.`
        : 'You told us another parent or carer shares the care with you.',
    );
  }
  if (suggestion.helpers) {
    sentences.push(
      `${suggestion.hasCoParent ? 'You also told us who else helps' : 'You told us who helps'}: “${suggestion.helpers}”.`,
    );
  }
  const who = suggestion.coParentName && !suggestion.helpers ? suggestion.coParentName : 'them';
  sentences.push(`To invite ${who}, enter their e-mail address below.`);
  return sentences;
}
