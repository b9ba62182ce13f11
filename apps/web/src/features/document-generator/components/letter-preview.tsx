import type { FilledDocument } from '@tedi/contracts';

/**
 * The document as it will print, updated as the parent types: a letter's addresses and date, its subject and
 * body. Fields still empty show as their label in brackets, highlighted, so the gaps are easy to find.
 */
export function LetterPreview({ document }: { document: FilledDocument }) {
  const gaps = (text: string) =>
    text.split(/(\[[^\]]+\])/g).map((part, index) =>
      /^\[[^\]]+\]$/.test(part) ? (
        <mark key={index} className="rounded bg-brand-soft px-1 text-ink">
          {part}
        </mark>
      ) : (
        part
      ),
    );
  const lines = (items: readonly string[]) =>
    items.map((line, index) => (
      <span key={index} className="block">
        {gaps(line)}
      </span>
    ));
  return (
    <article
      aria-label="Preview"
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5 text-base leading-relaxed text-ink shadow-sm sm:p-8"
    >
      {document.kind === 'letter' ? (
        <>
          <p className="self-end text-right">{lines(document.sender ?? [])}</p>
          <p>{lines(document.recipient ?? [])}</p>
          <p>{gaps(document.date ?? '')}</p>
          <p className="font-bold">{gaps(document.heading)}</p>
        </>
      ) : (
        <p className="text-2xl font-bold">{gaps(document.heading)}</p>
      )}
      {document.blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <p key={index} className="mt-2 text-lg font-bold">
                {gaps(block.text)}
              </p>
            );
          case 'paragraph':
            return (
              <p key={index} className="whitespace-pre-line">
                {gaps(block.text)}
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="flex list-disc flex-col gap-1 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{gaps(item)}</li>
                ))}
              </ul>
            );
          case 'signature':
            return (
              <p key={index} className="mt-2">
                {block.closing}
                <span className="mt-8 block">{gaps(block.name)}</span>
              </p>
            );
        }
      })}
    </article>
  );
}
