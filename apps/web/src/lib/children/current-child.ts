import type { ChildSummaryResponse } from '@tedi/contracts';
import { useCallback } from 'react';

import { useDashboard } from '../settings/dashboard-context.tsx';

/**
 * The child the dashboard is about (the spec's current-child selection): the one last chosen while they are
 * still in the family and not archived, otherwise the first child, or null for a family with no children yet.
 */
export function pickCurrentChild<T extends Pick<ChildSummaryResponse, 'id' | 'archivedAt'>>(
  children: readonly T[],
  chosenId: string | null,
): T | null {
  const active = children.filter((child) => child.archivedAt === null);
  return active.find((child) => child.id === chosenId) ?? active[0] ?? null;
}

export function useCurrentChild<T extends Pick<ChildSummaryResponse, 'id' | 'archivedAt'>>(
  children: readonly T[] | undefined,
): { currentChild: T | null; chooseChild: (childId: string) => void } {
  const { currentChildId, setCurrentChildId } = useDashboard();
  const chooseChild = useCallback((childId: string) => setCurrentChildId(childId), [setCurrentChildId]);
  return { currentChild: pickCurrentChild(children ?? [], currentChildId), chooseChild };
}

/**
 * What a page passes in the navigation's state when a child it has just added became the dashboard's child, so the
 * child's profile can say so; adding a child never changes what the dashboard shows silently.
 */
export interface ChildAddedState {
  readonly addedChildId: string;
}

export function childAddedState(childId: string): ChildAddedState {
  return { addedChildId: childId };
}

/** The id of the child just added and shown on the dashboard, from a navigation's state, or null. */
export function addedChildIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { addedChildId?: unknown }).addedChildId;
  return typeof id === 'string' ? id : null;
}
