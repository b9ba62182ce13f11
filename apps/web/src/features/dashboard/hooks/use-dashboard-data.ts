import type { QueryClient } from '@tanstack/react-query';
import type { AccountDeletionResponse, ChildResponse, ChildSummaryResponse } from '@tedi/contracts';
import { useMemo } from 'react';

import type { SignedInApi } from '../../../lib/api/use-signed-in-api.ts';
import { verifiedFactors } from '../../../lib/auth/access.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { localToday } from '../../../lib/children/child-dates.ts';
import { useCurrentChild } from '../../../lib/children/current-child.ts';
import { useAccountDeletion } from '../../accounts/api/account-deletion.ts';
import { preferencesQueryOptions } from '../../accounts/api/preferences.ts';
import { useChild } from '../../children/api/child.ts';
import { childrenQueryOptions, useChildren } from '../../children/api/children.ts';
import { onboardingQueryOptions, useOnboarding } from '../../onboarding/api/onboarding.ts';
import { profileQueryOptions, useProfile } from '../../onboarding/api/profile.ts';
import { dashboardShortcuts, type Shortcut } from '../model/shortcuts.ts';
import { whatNeedsYouToday, type TodayItem } from '../model/today.ts';

export interface DashboardData {
  /** Still loading the family's children, or who the parent is and what they told Tedi in onboarding. */
  readonly loading: boolean;
  /** The name the parent gave Tedi, or null when they gave none (or it could not be loaded). */
  readonly parentName: string | null;
  /** The parts of Tedi the dashboard offers, those for what the parent said they need help with first. */
  readonly shortcuts: readonly Shortcut[];
  /** The children could not be loaded; the message says so in the parent's words. */
  readonly error: string | null;
  readonly retry: () => void;
  readonly children: readonly ChildSummaryResponse[];
  readonly canAddChild: boolean;
  readonly currentChild: ChildSummaryResponse | null;
  readonly currentProfile: ChildResponse | null;
  readonly chooseChild: (childId: string) => void;
  readonly today: string;
  readonly todayItems: readonly TodayItem[];
  readonly twoStepVerificationOn: boolean;
  readonly deletion: AccountDeletionResponse | null;
}

/**
 * Asks for what the dashboard waits for before it shows, so the answers can arrive while the access gate is still
 * checking (lib/api/prefetch-signed-in.ts). Only those: with the gate's two requests they fill the six connections
 * a browser opens to one server, and anything more would hold the gate's requests up behind them.
 */
export function prefetchDashboardData(queryClient: QueryClient, api: SignedInApi): void {
  void queryClient.prefetchQuery(childrenQueryOptions(api));
  void queryClient.prefetchQuery(profileQueryOptions(api));
  void queryClient.prefetchQuery(onboardingQueryOptions(api));
  void queryClient.prefetchQuery(preferencesQueryOptions(api));
}

/** Everything the dashboard's layouts show, loaded once and shared by them all. */
export function useDashboardData(): DashboardData {
  const { user } = useAuth();
  const childrenQuery = useChildren();
  const children = childrenQuery.data?.children ?? [];
  const { currentChild, chooseChild } = useCurrentChild(children);
  const profileQuery = useChild(currentChild?.id ?? null);
  const deletionQuery = useAccountDeletion();
  const today = localToday();
  const twoStepVerificationOn = verifiedFactors(user).length > 0;
  const deletion = deletionQuery.data ?? null;
  const currentProfile = profileQuery.data ?? null;
  const parentQuery = useProfile();
  const onboardingQuery = useOnboarding();
  const needs = onboardingQuery.data?.answers.needs;
  const shortcuts = useMemo(() => dashboardShortcuts({ needs }), [needs]);

  return {
    // The name and the order of the shortcuts are waited for, so the greeting and the order never change on screen;
    // if either cannot be loaded the dashboard shows without them.
    loading: childrenQuery.isPending || parentQuery.isPending || onboardingQuery.isPending,
    parentName: parentQuery.data?.displayName ?? null,
    shortcuts,
    error: childrenQuery.isError ? 'We couldn’t load your children just now.' : null,
    retry: () => void childrenQuery.refetch(),
    children,
    canAddChild: childrenQuery.data?.canCreate ?? false,
    currentChild,
    currentProfile,
    chooseChild,
    today,
    todayItems: childrenQuery.data
      ? whatNeedsYouToday({
          childCount: children.length,
          currentChild: currentProfile,
          twoStepVerificationOn,
          deletion,
          today,
        })
      : [],
    twoStepVerificationOn,
    deletion,
  };
}
