import type { AccountDeletionResponse, ChildResponse } from '@tedi/contracts';

import { childDisplayName } from '../../../lib/children/child-photo.tsx';
import { formatLongDate, nextBirthday } from '../../../lib/children/child-dates.ts';
import { DASHBOARD_PATHS, childProfilePath } from './dashboard-paths.ts';

/** One thing on the parent's "what needs me today" list, with the step that deals with it. */
export interface TodayItem {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly action?: { readonly label: string; readonly to: string };
  /** Urgent items are shown first and stand out. */
  readonly urgent?: boolean;
}

export interface TodayFacts {
  /** How many children the family has (archived ones not counted). */
  readonly childCount: number;
  /** The current child's full profile, once loaded. */
  readonly currentChild: ChildResponse | null;
  readonly twoStepVerificationOn: boolean;
  readonly deletion: AccountDeletionResponse | null;
  /** Today, YYYY-MM-DD. */
  readonly today: string;
}

/** A birthday this close is worth a mention: time to plan for a day that can be hard as well as happy. */
const BIRTHDAY_NOTICE_DAYS = 14;

function isEmpty(...values: readonly (string | null | undefined)[]): boolean {
  return values.every((value) => value === null || value === undefined || value.trim() === '');
}

function birthdayItem(child: ChildResponse, today: string): TodayItem | null {
  const birthday = nextBirthday(child.dateOfBirth, today);
  if (!birthday || birthday.inDays > BIRTHDAY_NOTICE_DAYS) return null;
  const name = childDisplayName(child);
  const when =
    birthday.inDays === 0 ? 'today' : birthday.inDays === 1 ? 'tomorrow' : `on ${formatLongDate(birthday.date)}`;
  return {
    id: 'birthday',
    title: `${name} turns ${birthday.turning} ${when}`,
    detail: 'A birthday can be exciting and a lot at once. A little planning ahead can help the day go gently.',
  };
}

/** The gaps in a child's profile that matter most when someone else is looking after them, most important first. */
function profileGaps(child: ChildResponse): TodayItem[] {
  const name = childDisplayName(child);
  const to = childProfilePath(child.id);
  const gaps: TodayItem[] = [];
  if (isEmpty(child.emergencyInformation)) {
    gaps.push({
      id: 'emergency',
      title: `Add ${name}’s emergency information`,
      detail: 'So anyone caring for them knows what to do and who to call if something goes wrong.',
      action: { label: `Open ${name}’s profile`, to },
    });
  }
  const { speech, signs, aac, whatHelps } = child.communication;
  if (isEmpty(speech, signs, aac, whatHelps)) {
    gaps.push({
      id: 'communication',
      title: `Say how ${name} communicates`,
      detail: 'Speech, signs, a communication aid, and what helps them be understood.',
      action: { label: `Open ${name}’s profile`, to },
    });
  }
  if (child.contacts.length === 0) {
    gaps.push({
      id: 'contacts',
      title: `Add ${name}’s key contacts`,
      detail: 'Their GP, school and the people who know them best, in one place.',
      action: { label: `Open ${name}’s profile`, to },
    });
  }
  if (child.photo === null) {
    gaps.push({
      id: 'photo',
      title: `Add a photo of ${name}`,
      detail: 'It helps new carers and teachers put a face to the name.',
      action: { label: `Open ${name}’s profile`, to },
    });
  }
  return gaps;
}

/**
 * What needs the parent today, worked out from what Tedi knows: an account about to be deleted, a family with
 * no child yet, a birthday coming, the gaps in the current child's profile, and an account without two-step
 * verification. Each later capability adds its own (deadlines, appointments, messages).
 */
export function whatNeedsYouToday(facts: TodayFacts): TodayItem[] {
  const items: TodayItem[] = [];
  if (facts.deletion?.scheduled && facts.deletion.deleteAfter) {
    items.push({
      id: 'deletion',
      title: `Your account will be deleted on ${formatLongDate(facts.deletion.deleteAfter.slice(0, 10))}`,
      detail: 'You asked for this. If you changed your mind, you can keep your account from your settings.',
      action: { label: 'Keep my account', to: DASHBOARD_PATHS.settings },
      urgent: true,
    });
  }
  if (facts.childCount === 0) {
    items.push({
      id: 'first-child',
      title: 'Add your child',
      detail: 'Start with their name. Everything else can be filled in over time, whenever you have a moment.',
      action: { label: 'Add a child', to: DASHBOARD_PATHS.addChild },
    });
  }
  if (facts.currentChild && facts.currentChild.archivedAt === null) {
    const birthday = birthdayItem(facts.currentChild, facts.today);
    if (birthday) items.push(birthday);
    items.push(...profileGaps(facts.currentChild));
  }
  if (!facts.twoStepVerificationOn) {
    items.push({
      id: 'two-step',
      title: 'Protect your family’s information with two-step verification',
      detail: 'A code from an app on your phone, as well as your password, whenever you sign in on a new device.',
      action: { label: 'Set it up in settings', to: DASHBOARD_PATHS.security },
    });
  }
  return items;
}
