import { Link } from 'react-router';

interface TagLinksProps {
  tags: readonly string[];
  /** The listing the tags filter, e.g. /guides. */
  sectionPath: string;
  /** Names the list for screen readers. */
  label: string;
}

export function tagHref(sectionPath: string, tag: string): string {
  return `${sectionPath}?${new URLSearchParams({ tag }).toString()}`;
}

/** An item's topics, each a link to the other items on that topic. */
export function TagLinks({ tags, sectionPath, label }: TagLinksProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagHref(sectionPath, tag)}
            className="inline-flex min-h-8 items-center rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-strong no-underline hover:underline"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
