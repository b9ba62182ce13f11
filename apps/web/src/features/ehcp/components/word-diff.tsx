import { diffWords } from 'diff';

/**
 * The council's wording against the family's, word by word: what the council left out is struck through, what it
 * added is underlined, each also said in words for screen readers, so nothing relies on colour.
 */
export function WordDiff({ parent, council }: { parent: string; council: string }) {
  const parts = diffWords(parent, council);
  return (
    <p className="rounded-lg border border-line bg-surface p-3 leading-relaxed whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.removed ? (
          <del key={index} className="bg-danger-soft text-danger">
            <span className="sr-only">[left out: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : part.added ? (
          <ins key={index} className="bg-brand-soft underline">
            <span className="sr-only">[council added: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
