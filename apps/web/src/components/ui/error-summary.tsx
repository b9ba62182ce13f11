import { useEffect, useId, useRef } from 'react';

export interface SummaryItem {
  /** The id of the field the message is about; without it the message is about the whole form. */
  readonly fieldId?: string | undefined;
  readonly message: string;
}

/**
 * Lists what needs fixing at the top of a form, each message linking to its field, and takes focus when it
 * appears so screen reader and keyboard users learn at once that the form was not accepted.
 */
export function ErrorSummary({
  items,
  title = 'There is a problem',
}: {
  items: readonly SummaryItem[];
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (items.length > 0) ref.current?.focus();
  }, [items]);
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-danger bg-danger-soft p-4 focus-visible:outline-3"
    >
      <h2 id={titleId} className="text-lg font-bold text-danger">
        {title}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {items.map((item) => (
          <li key={`${item.fieldId ?? 'form'}:${item.message}`}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.fieldId ?? '')?.focus();
                }}
                className="font-semibold text-danger underline underline-offset-4"
              >
                {item.message}
              </a>
            ) : (
              <span className="font-semibold">{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
