import { describe, expect, it } from 'vitest';

import { inviteSuggestion, inviteSuggestionText } from './invite-suggestion.ts';

const nobodyYet = { someoneInvitedOrJoined: false };

describe('inviteSuggestion', () => {
  it('names the co-parent the parent told us about', () => {
    const suggestion = inviteSuggestion({ hasCoParent: true, coParentName: ' Alex ' }, nobodyYet);
    expect(suggestion).toEqual({ coParentName: 'Alex', hasCoParent: true, helpers: null });
    expect(inviteSuggestionText(suggestion!)).toEqual([
      'You told us Alex shares the care with you.',
      'To invite Alex, enter their e-mail address below.',
    ]);
  });

  it('repeats who else helps in the parent’s own words, with or without a co-parent', () => {
    expect(
      inviteSuggestionText(inviteSuggestion({ hasCoParent: false, helpers: 'Gran on Tuesdays' }, nobodyYet)!),
    ).toEqual(['You told us who helps: “Gran on Tuesdays”.', 'To invite them, enter their e-mail address below.']);
    expect(
      inviteSuggestionText(
        inviteSuggestion({ hasCoParent: true, coParentName: null, helpers: 'Gran and a childminder' }, nobodyYet)!,
      ),
    ).toEqual([
      'You told us another parent or carer shares the care with you.',
      'You also told us who else helps: “Gran and a childminder”.',
      'To invite them, enter their e-mail address below.',
    ]);
  });

  it('suggests nothing without an answer to go on, or once someone is invited or has joined', () => {
    expect(inviteSuggestion(undefined, nobodyYet)).toBeNull();
    expect(inviteSuggestion({}, nobodyYet)).toBeNull();
    expect(inviteSuggestion({ hasCoParent: false, helpers: '  ' }, nobodyYet)).toBeNull();
    // A name kept from an earlier answer is not used once they said nobody shares the care.
    expect(inviteSuggestion({ hasCoParent: false, coParentName: 'Alex' }, nobodyYet)).toBeNull();
    expect(inviteSuggestion({ hasCoParent: true, coParentName: 'Alex' }, { someoneInvitedOrJoined: true })).toBeNull();
  });
});
