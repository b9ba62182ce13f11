import { Link } from 'react-router';

import { InfoPage } from '../components/info-page.tsx';

/** The terms of using Tedi, in plain language. */
export function TermsPage() {
  return (
    <InfoPage
      heading="Terms of use"
      path="/terms"
      description="The terms of using Tedi, in plain language: what Tedi is and is not, your account, your information, and using the site fairly."
      intro={<p>The agreement between you and the organisation that runs this Tedi site, in plain language.</p>}
      updated="22 November 2026"
    >
      <h2>What Tedi is</h2>
      <p>
        Tedi is a place for parents and carers of children with special educational needs and disabilities to keep their
        family's records together and share them with the people they choose. Its guides and articles explain processes
        such as EHCPs and Disability Living Allowance in general terms.
      </p>

      <h2>What Tedi is not</h2>
      <ul>
        <li>
          Tedi is not legal, medical or financial advice. Guides describe the general rules; your family's situation may
          differ, and rules and rates change. Check important dates and amounts with the official source (such as
          GOV.UK) or an adviser such as your local SENDIASS.
        </li>
        <li>Tedi is not an emergency service. If a child is in danger, call 999.</li>
        <li>Tedi does not replace the records that schools, councils and the NHS keep.</li>
      </ul>

      <h2>Your account</h2>
      <ul>
        <li>Give your real e-mail address, so you can get back into your account.</li>
        <li>
          Keep your password to yourself. Invite family members with their own accounts rather than sharing yours.
        </li>
        <li>Tell us straight away if you think someone else has used your account.</li>
      </ul>

      <h2>Your information</h2>
      <ul>
        <li>What you add to Tedi stays yours. You let the site keep and show it only to run the service for you.</li>
        <li>Add information only about your own family, or information you have the right to share.</li>
        <li>You choose who in your family sees what. When you invite someone, check what you are sharing with them.</li>
        <li>
          How your information is kept and protected is set out on the <Link to="/privacy">privacy</Link> and{' '}
          <Link to="/security-privacy">security</Link> pages.
        </li>
      </ul>

      <h2>Using Tedi fairly</h2>
      <p>Please don't:</p>
      <ul>
        <li>try to get into accounts or information that are not yours;</li>
        <li>upload anything harmful, such as viruses, or anything you don't have the right to share;</li>
        <li>use messages or sharing to harass or frighten anyone;</li>
        <li>send automated requests that slow the site down for others.</li>
      </ul>
      <p>If someone does, their account may be suspended or closed, to keep other families safe.</p>

      <h2>When things go wrong</h2>
      <p>
        Tedi is looked after carefully, but no service is perfect. The site may sometimes be unavailable, for example
        during updates. Keep your own copies of documents you could not do without.
      </p>

      <h2>Ending your account</h2>
      <p>
        You can stop using Tedi at any time. To close your account and have your family's information deleted, ask
        through the <Link to="/contact">contact page</Link>.
      </p>

      <h2>Changes to these terms</h2>
      <p>When these terms change, the date at the top of this page changes too, and what changed is described here.</p>
    </InfoPage>
  );
}
