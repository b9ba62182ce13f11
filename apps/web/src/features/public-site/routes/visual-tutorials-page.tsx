import { Link } from 'react-router';

import { PageHead } from '../../../lib/page-head.tsx';
import { TutorialContents } from '../components/tutorial-contents.tsx';
import { TutorialImage } from '../components/tutorial-screenshot.tsx';
import { TUTORIALS, type TutorialScreenshot } from '../content/tutorials.ts';

const LINK = 'font-semibold text-brand-strong underline decoration-2 underline-offset-4';

/** The steps of a tutorial that have a picture, numbered as they are in the tutorial. */
function pictures(steps: (typeof TUTORIALS)[number]['steps']): { number: number; screenshot: TutorialScreenshot }[] {
  return steps.flatMap((step, index) => (step.screenshot ? [{ number: index + 1, screenshot: step.screenshot }] : []));
}

/** /visual-tutorials: the same tutorials as /tutorials, picture first: large screenshots with short captions. */
export function VisualTutorialsPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageHead
        title="Tutorials in pictures – Tedi"
        description="Tedi’s tutorials as large pictures of each screen with a few words: setting up, your child’s profile, reading settings, family, security, access and your data."
        canonicalPath="/visual-tutorials"
        imagePath="/screens/dashboard-tiles.jpg"
        imageAlt="Tedi’s dashboard in large tiles, one for each child."
      />
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-h1 font-bold">Tutorials in pictures</h1>
        <p className="text-xl">
          Each part of Tedi as the screens you will see, in order, with a few words under each. The numbers are the
          steps of the tutorial.
        </p>
        <p className="text-lg">
          Prefer words?{' '}
          <Link to="/tutorials" className={LINK}>
            The same tutorials step by step
          </Link>{' '}
          explain every step in full.
        </p>
      </header>

      <TutorialContents tutorials={TUTORIALS} />

      {TUTORIALS.map((tutorial) => (
        <section
          key={tutorial.id}
          id={tutorial.id}
          aria-labelledby={`${tutorial.id}-heading`}
          className="flex scroll-mt-4 flex-col gap-5 border-t border-line pt-8"
        >
          <h2 id={`${tutorial.id}-heading`} className="text-h2 font-bold">
            {tutorial.title}
          </h2>
          <ul className="flex flex-col gap-10">
            {pictures(tutorial.steps).map(({ number, screenshot }) => (
              <li key={screenshot.file}>
                <figure className="flex flex-col gap-3">
                  <TutorialImage screenshot={screenshot} />
                  <figcaption className="flex items-baseline gap-3 text-xl">
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white">
                      <span className="sr-only">Step </span>
                      {number}
                    </span>
                    <span className="font-semibold">{screenshot.caption}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="text-lg">
            <Link to={`/tutorials#${tutorial.id}`} className={LINK}>
              Read “{tutorial.title}” step by step
            </Link>
          </p>
        </section>
      ))}

      <p className="border-t border-line pt-8 text-lg">
        Still stuck?{' '}
        <Link to="/faqs" className={LINK}>
          Questions and answers
        </Link>{' '}
        may help, or{' '}
        <Link to="/contact" className={LINK}>
          send us a message
        </Link>
        .
      </p>
    </div>
  );
}
