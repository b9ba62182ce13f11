import { Link } from 'react-router';

import { InfoPage } from '../components/info-page.tsx';

const ADVICE_SERVICES = [
  {
    name: 'Your local SENDIASS',
    what: 'Every council must fund a SEND information, advice and support service. It is free, impartial and confidential, and can help with EHCP requests, reviews and meetings.',
  },
  {
    name: 'IPSEA',
    what: 'An independent charity explaining the law on special educational needs, with model letters for requesting an assessment, replying to a draft plan and complaining about missed deadlines.',
  },
  { name: 'SOSSEN', what: 'A charity with a helpline for parents with questions about special educational needs.' },
  {
    name: 'Contact',
    what: 'The charity for families with disabled children: advice on benefits such as DLA, education and health.',
  },
  { name: 'Cerebra', what: 'A charity for families of children with brain conditions, with guides to claiming DLA.' },
] as const;

/** Where to get help: with Tedi itself, and with the systems around a child with SEND. */
export function SupportPage() {
  return (
    <InfoPage
      heading="Support"
      path="/support"
      description="Help with using Tedi, and where families of children with SEND can get free, independent advice about EHCPs, DLA and more."
      intro={<p>Help with Tedi, and where to find independent advice about your child's support.</p>}
    >
      <h2>If a child is in danger</h2>
      <p>
        Call <strong>999</strong>. For urgent medical help that is not an emergency, call <strong>NHS 111</strong>. Tedi
        is not an emergency service and nobody watches it around the clock.
      </p>

      <h2>Help with using Tedi</h2>
      <ul>
        <li>
          <Link to="/tutorials">Tutorials</Link> take you step by step through setting up your account, your child’s
          profile, inviting family, two-step verification, downloading your data and more.{' '}
          <Link to="/visual-tutorials">The same tutorials in pictures</Link> show each screen large, and{' '}
          <Link to="/onboarding-videos">short videos</Link> show each part of Tedi in action, with captions and a
          transcript.
        </li>
        <li>
          <Link to="/migration">Moving into Tedi</Link> explains what to gather, how to bring in your child’s key
          contacts from your phone, Google Contacts, Outlook or a spreadsheet, and how to download everything if you
          leave.
        </li>
        <li>
          <Link to="/faqs">Questions and answers</Link> cover who Tedi is for, who can see your information, and more.
        </li>
        <li>
          For anything else, including problems signing in, <Link to="/contact">send us a message</Link>. Please don't
          include your child's medical details in it.
        </li>
      </ul>

      <h2>Understanding the systems</h2>
      <p>Our guides explain the processes families meet most, with the deadlines that matter:</p>
      <ul>
        <li>
          <Link to="/guides/ehcp-process-and-deadlines">The EHCP process and its deadlines</Link>
        </li>
        <li>
          <Link to="/guides/request-an-ehc-needs-assessment">How to request an EHC needs assessment</Link>
        </li>
        <li>
          <Link to="/guides/dla-for-children">Disability Living Allowance for children</Link>
        </li>
        <li>
          <Link to="/guides/hospital-passport">Hospital passports</Link>
        </li>
      </ul>

      <h2>Free, independent advice</h2>
      <p>
        Tedi does not give legal or benefits advice. These services do, for free. Search for them by name to find their
        current contact details.
      </p>
      <dl className="flex flex-col gap-4">
        {ADVICE_SERVICES.map((service) => (
          <div key={service.name} className="rounded-xl border border-line bg-surface p-5">
            <dt className="font-bold">{service.name}</dt>
            <dd className="mt-1">{service.what}</dd>
          </div>
        ))}
      </dl>
    </InfoPage>
  );
}
