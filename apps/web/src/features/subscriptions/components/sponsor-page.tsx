import type { ReactNode } from 'react';

/** A link inside the sponsor pages' text: underlined, thicker on hover. */
export const TEXT_LINK_CLASSES = 'text-brand-strong underline decoration-2 hover:decoration-4';

/** A titled part of a sponsor page, labelled by its heading for people who move through a page by its regions. */
export function PageSection({
  id,
  heading,
  children,
  className = '',
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 ${className}`}>
      <h2 id={id} className="text-h2 font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
