import type { Tutorial } from '../content/tutorials.ts';

/** The list of tutorials at the top of both tutorial pages, each a link to its place further down. */
export function TutorialContents({ tutorials }: { tutorials: readonly Tutorial[] }) {
  return (
    <nav aria-labelledby="tutorial-contents-heading" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="tutorial-contents-heading" className="text-h3 font-bold">
        On this page
      </h2>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {tutorials.map((tutorial) => (
          <li key={tutorial.id}>
            <a
              href={`#${tutorial.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline decoration-2 underline-offset-4"
            >
              {tutorial.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
