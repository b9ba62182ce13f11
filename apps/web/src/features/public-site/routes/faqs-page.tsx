import { Link } from 'react-router';

import { InfoPage } from '../components/info-page.tsx';
import { FAQ_GROUPS } from '../content/faqs.ts';

/** Questions and answers, each open-able on its own; they work without JavaScript. */
export function FaqsPage() {
  return (
    <InfoPage
      heading="Questions and answers"
      path="/faqs"
      description="Answers to the questions families ask about Tedi: who it is for, who can see your child's information, where it is kept, and where the guides come from."
      intro={
        <p>
          The questions families ask us most. If yours is not here, <Link to="/contact">ask us</Link>.
        </p>
      }
    >
      {FAQ_GROUPS.map((group) => (
        <section key={group.heading} aria-labelledby={headingId(group.heading)} className="flex flex-col gap-3">
          <h2 id={headingId(group.heading)}>{group.heading}</h2>
          {group.questions.map((faq) => (
            <details key={faq.question} className="group rounded-xl border border-line bg-surface">
              <summary className="flex min-h-12 cursor-pointer items-center px-5 py-3 font-semibold">
                {faq.question}
              </summary>
              <div className="flex flex-col gap-3 px-5 pb-5">
                {faq.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {faq.link ? (
                  <p>
                    <Link to={faq.link.path}>{faq.link.label}</Link>
                  </p>
                ) : null}
              </div>
            </details>
          ))}
        </section>
      ))}
    </InfoPage>
  );
}

function headingId(heading: string): string {
  return `faq-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}
