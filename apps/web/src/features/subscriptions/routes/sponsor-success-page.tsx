import { CONTACT_PATH, PATHS, SPONSOR_PATHS } from '@tedi/contracts';
import { Link } from 'react-router';

import { PageHead } from '../../../lib/page-head.tsx';
import { PageSection, TEXT_LINK_CLASSES } from '../components/sponsor-page.tsx';

const NEXT_STEPS = [
  'The people who run Tedi read your enquiry and reply by e-mail, to talk through how many families you would like to support and for how long.',
  'Once you have agreed, they make your batch of licence codes, with that number of places and that end date, and send you the codes.',
  'You give the codes to your families. A parent enters a code on their subscription page, and their family can use Tedi straight away.',
] as const;

const ONWARD_LINKS = [
  { path: SPONSOR_PATHS.landing, label: 'How sponsoring works' },
  { path: SPONSOR_PATHS.list, label: 'Organisations that sponsor families' },
  { path: PATHS.home, label: 'What Tedi does for families' },
  { path: '/privacy', label: 'How Tedi looks after information' },
] as const;

/** /sponsor-success: the confirmation after an organisation's enquiry about sponsoring families. */
export function SponsorSuccessPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-12 sm:py-16">
      <PageHead
        title="Enquiry sent – Tedi"
        description="Your enquiry about sponsoring families has been sent to the people who run Tedi."
        canonicalPath={SPONSOR_PATHS.success}
        noindex
      />
      <div className="flex flex-col gap-4 rounded-xl border-2 border-brand bg-brand-soft p-6">
        <h1 className="text-h1 font-bold">Thank you, your enquiry has been sent</h1>
        <p className="text-lg">
          It has been saved and sent to the people who run Tedi. They will reply by e-mail, to the work address you
          gave.
        </p>
      </div>

      <PageSection id="next-heading" heading="What happens next">
        <ol className="flex list-decimal flex-col gap-3 pl-7 text-lg">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="text-lg">
          If you think of something to add, you can{' '}
          <Link to={SPONSOR_PATHS.landing} className={TEXT_LINK_CLASSES}>
            send another enquiry
          </Link>{' '}
          or a message through{' '}
          <Link to={CONTACT_PATH} className={TEXT_LINK_CLASSES}>
            the contact page
          </Link>
          .
        </p>
      </PageSection>

      <PageSection id="onward-heading" heading="While you wait">
        <ul className="flex list-disc flex-col gap-2 pl-7 text-lg">
          {ONWARD_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className={TEXT_LINK_CLASSES}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
