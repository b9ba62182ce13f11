import { Link } from 'react-router';

import { PageHead } from '../../../lib/page-head.tsx';
import { TutorialContents } from '../components/tutorial-contents.tsx';
import { TutorialImage } from '../components/tutorial-screenshot.tsx';
import { TUTORIALS } from '../content/tutorials.ts';

const LINK = 'font-semibold text-brand-strong underline decoration-2 underline-offset-4';

/** /tutorials: each part of Tedi step by step, in words, with a screenshot where one helps. */
export function TutorialsPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageHead
        title="Tutorials – Tedi"
        description="Step-by-step help with Tedi: setting up your account, your child’s profile, reading settings, inviting family, two-step verification, plans and licence codes, and your data."
        canonicalPath="/tutorials"
        imagePath="/screens/dashboard-standard.jpg"
        imageAlt="Tedi’s dashboard, showing what needs a parent today."
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-h1 font-bold">Tutorials</h1>
        <p className="text-xl">
          Step-by-step help with each part of Tedi, with pictures of the screens you will see. The words on the buttons
          are written here just as Tedi shows them.
        </p>
        <p className="text-lg">
          Prefer pictures?{' '}
          <Link to="/visual-tutorials" className={LINK}>
            The same tutorials in pictures
          </Link>{' '}
          show each screen large, with a few words, and{' '}
          <Link to="/onboarding-videos" className={LINK}>
            short videos
          </Link>{' '}
          show each part of Tedi in action, with captions and a transcript.
        </p>
      </header>

      <TutorialContents tutorials={TUTORIALS} />

      {TUTORIALS.map((tutorial) => (
        <section
          key={tutorial.id}
          id={tutorial.id}
          aria-labelledby={`${tutorial.id}-heading`}
          className="flex scroll-mt-4 flex-col gap-4 border-t border-line pt-8"
        >
          <h2 id={`${tutorial.id}-heading`} className="text-h2 font-bold">
            {tutorial.title}
          </h2>
          <p className="text-lg">{tutorial.summary}</p>
          <ol className="flex list-decimal flex-col gap-6 pl-7 text-lg marker:font-bold">
            {tutorial.steps.map((step) => (
              <li key={step.text} className="pl-1">
                <div className="flex flex-col gap-3">
                  <p>{step.text}</p>
                  {step.link ? (
                    <p>
                      <Link to={step.link.path} className={LINK}>
                        {step.link.label}
                      </Link>
                    </p>
                  ) : null}
                  {step.screenshot ? <TutorialImage screenshot={step.screenshot} /> : null}
                </div>
              </li>
            ))}
          </ol>
          <p>
            <Link to={`/visual-tutorials#${tutorial.id}`} className={LINK}>
              See “{tutorial.title}” in pictures
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
