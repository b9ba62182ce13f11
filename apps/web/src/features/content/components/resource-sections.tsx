import { CONTENT_SECTIONS, type ContentKind } from '@tedi/contracts';
import { Link } from 'react-router';

const SECTION_ORDER: readonly ContentKind[] = ['guide', 'article', 'blog'];

/** Links between the three kinds of reading: guides, articles and the blog. */
export function ResourceSections({ current }: { current: ContentKind }) {
  return (
    <nav aria-label="Resources">
      <ul className="flex flex-wrap gap-2">
        {SECTION_ORDER.map((kind) => (
          <li key={kind}>
            <Link
              to={CONTENT_SECTIONS[kind].path}
              aria-current={kind === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand px-4 py-2 font-semibold text-brand no-underline hover:bg-brand-soft aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {CONTENT_SECTIONS[kind].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
