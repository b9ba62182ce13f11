import type { ChildSummaryResponse } from '@tedi/contracts';

import { useChildPhoto } from '../../features/children/api/child-photo.ts';

/** The name a child is called by: the preferred name when there is one. */
export function childDisplayName(child: Pick<ChildSummaryResponse, 'name' | 'preferredName'>): string {
  return child.preferredName ?? child.name;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

const SIZES = {
  small: 'size-10 text-base',
  medium: 'size-16 text-xl',
  large: 'size-28 text-3xl',
} as const;

/**
 * A child's photo, or their initials when there is none. Photos are private, so the image is fetched with the
 * parent's access token and shown from memory; it never has an address another person could open.
 */
export function ChildPhoto({
  child,
  size = 'medium',
}: {
  child: Pick<ChildSummaryResponse, 'name' | 'preferredName' | 'photo'>;
  size?: keyof typeof SIZES;
}) {
  const photoUrl = child.photo?.url ?? null;
  const { data: objectUrl } = useChildPhoto(photoUrl);

  const name = childDisplayName(child);
  if (photoUrl && objectUrl) {
    return (
      <img src={objectUrl} alt={`Photo of ${name}`} className={`${SIZES[size]} shrink-0 rounded-full object-cover`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-strong`}
    >
      {initialsOf(name)}
    </span>
  );
}
