import {
  CONTACT_LIMITS,
  type ContactFormState,
  PATHS,
  SPONSOR_ENQUIRY_FAMILY_COUNTS,
  SPONSOR_ENQUIRY_LIMITS,
  SPONSOR_KIND_NAMES,
  SPONSOR_KINDS,
  SPONSOR_PATHS,
} from '@tedi/contracts';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { EmailField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { FormGuardFields, PostedFormErrorSummary } from '../../../components/ui/posted-form.tsx';
import { PageHead } from '../../../lib/page-head.tsx';
import { contactFormState } from '../../content/api/contact-form.ts';
import { PageSection, TEXT_LINK_CLASSES } from '../components/sponsor-page.tsx';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ContactFormState> {
  return contactFormState(context, new URL(request.url));
}

const SPONSOR_KINDS_EXPLAINED = [
  {
    who: 'Employers',
    what: 'For staff who are parents or carers of a child with special educational needs or disabilities, as part of the support you offer them.',
  },
  { who: 'Charities', what: 'For the families you already support, alongside your own help and advice.' },
  { who: 'Insurers', what: 'For members and policyholders caring for a child with additional needs.' },
  { who: 'Councils', what: 'For families in your area, whatever stage of the SEND system they are at.' },
  {
    who: 'Schools',
    what: 'For the families of pupils with special educational needs, to help them keep their child’s paperwork and notes in order.',
  },
] as const;

const LICENCE_STEPS = [
  'You tell us roughly how many families you would like to support, and until when. We make a batch of licence codes for you with that number of places and that end date.',
  'You receive the codes once, when they are made. Give them to your families however suits you: one code that everyone uses, or a code each. Keep them safe: after that, Tedi shows only the first and last few characters of a code.',
  'A parent signs in to Tedi, or creates an account, and enters the code on their subscription page. Their family can use Tedi straight away.',
  'Each family takes one place, however many of its parents enter a code. When every place has been taken, the next family who tries is told the places have gone and asked to contact you.',
  'Codes can be used up to and including the end date. Families keep access until the end of that day, then it ends.',
] as const;

const ORGANISATION_TYPE_OPTIONS = SPONSOR_KINDS.map((kind) => ({ value: kind, label: SPONSOR_KIND_NAMES[kind].one }));
const FAMILY_COUNT_OPTIONS = SPONSOR_ENQUIRY_FAMILY_COUNTS.map((count) => ({ value: count, label: count }));

/** The enquiry form: a plain form posted to the server, so it works without JavaScript. */
function EnquiryForm({ form }: { form: ContactFormState }) {
  const value = (field: string) => form.values[field] ?? '';
  return (
    <form method="post" action={SPONSOR_PATHS.landing} className="flex flex-col gap-6" noValidate>
      <FormGuardFields formToken={form.formToken} />
      <TextField
        id="organisationName"
        name="organisationName"
        label="Name of your organisation"
        autoComplete="organization"
        required
        maxLength={SPONSOR_ENQUIRY_LIMITS.organisationNameMax}
        defaultValue={value('organisationName')}
        error={form.errors.organisationName}
      />
      <SelectField
        id="organisationType"
        name="organisationType"
        label="What kind of organisation is it?"
        prompt="Choose one"
        options={ORGANISATION_TYPE_OPTIONS}
        required
        defaultValue={value('organisationType')}
        error={form.errors.organisationType}
      />
      <SelectField
        id="families"
        name="families"
        label="Roughly how many families would you like to support?"
        hint="A rough idea is enough; it helps us reply with what fits."
        prompt="Choose one"
        options={FAMILY_COUNT_OPTIONS}
        required
        defaultValue={value('families')}
        error={form.errors.families}
      />
      <TextField
        id="name"
        name="name"
        label="Your name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.nameMax}
        defaultValue={value('name')}
        error={form.errors.name}
      />
      <EmailField
        id="email"
        label="Your work e-mail address"
        hint="We use it only to reply to you."
        required
        maxLength={CONTACT_LIMITS.emailMax}
        defaultValue={value('email')}
        error={form.errors.email}
      />
      <TextAreaField
        id="message"
        name="message"
        label="Your message"
        hint="For example: who the families are, and when you would like to start."
        rows={6}
        required
        minLength={CONTACT_LIMITS.messageMin}
        maxLength={CONTACT_LIMITS.messageMax}
        defaultValue={value('message')}
        error={form.errors.message}
      />
      <p>
        What happens to your enquiry is explained on the{' '}
        <Link to="/privacy" className={TEXT_LINK_CLASSES}>
          privacy page
        </Link>
        .
      </p>
      <div>
        <button type="submit" className={BUTTON_CLASSES.primary}>
          Send enquiry
        </button>
      </div>
    </form>
  );
}

/**
 * /sponsor-landing: how an organisation pays for Tedi for families (licence codes, places, end dates, what the
 * sponsor sees and never sees), and the enquiry form. Rendered by the server with the form's state, so a refused
 * enquiry comes back with what was typed.
 */
export function SponsorLandingPage() {
  const form = useLoaderData<typeof loader>();
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <PageHead
        title={`${hasErrors ? 'Error: ' : ''}Sponsor Tedi for families – Tedi`}
        description="How employers, charities, insurers, councils and schools can pay for Tedi for the families of children with SEND they support: licence codes, places, end dates and privacy, and how to get in touch."
        canonicalPath={SPONSOR_PATHS.landing}
      />
      {/* First on the page, so someone sent back to fix their enquiry sees at once what to fix. */}
      <PostedFormErrorSummary title="Your enquiry has not been sent yet" errors={form.errors} />
      <header className="flex flex-col gap-4">
        <p className="font-semibold text-brand">For employers, charities, insurers, councils and schools</p>
        <h1 className="text-h1 font-bold">Sponsor Tedi for the families you support</h1>
        <p className="text-xl">
          Caring for a child with special educational needs and disabilities brings appointments, forms and deadlines.
          As a sponsor, you pay for Tedi so that the families you support have one safe place to keep it all together,
          at no cost to them.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href="#enquiry-heading" className={BUTTON_CLASSES.primary}>
            Send an enquiry
          </a>
          <Link to={SPONSOR_PATHS.list} className={BUTTON_CLASSES.secondary}>
            See who sponsors families
          </Link>
        </div>
      </header>

      <PageSection id="who-heading" heading="Who sponsors families">
        <dl className="flex flex-col gap-3">
          {SPONSOR_KINDS_EXPLAINED.map((kind) => (
            <div key={kind.who} className="rounded-xl border border-line bg-surface p-5">
              <dt className="text-lg font-bold">{kind.who}</dt>
              <dd className="mt-1">{kind.what}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="family-gets-heading" heading="What a family gets">
        <ul className="flex list-disc flex-col gap-2 pl-7 text-lg">
          <li>
            The same Tedi as a family that pays for itself, described on{' '}
            <Link to={PATHS.home} className={TEXT_LINK_CLASSES}>
              our home page
            </Link>
            , for as long as your licence runs.
          </li>
          <li>One place for the whole family: both parents, and the family members they invite, share it.</li>
          <li>Nothing to pay and no card details to give.</li>
        </ul>
      </PageSection>

      <PageSection id="codes-heading" heading="How licence codes work">
        <ol className="flex list-decimal flex-col gap-3 pl-7 text-lg">
          {LICENCE_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="seats-heading" heading="Places used, and stopping a code">
        <p className="text-lg">
          Ask us at any time how many of your places have been used, in all or code by code. You will only ever hear
          numbers, never who the families are.
        </p>
        <p className="text-lg">
          If a code reaches people you did not mean it for, ask us to revoke it. Nobody can use it again, and the
          families who used it lose the access it gave. A whole batch can be revoked the same way. A place a family has
          taken stays counted as used.
        </p>
      </PageSection>

      <PageSection id="privacy-heading" heading="Families’ information stays theirs">
        <ul className="flex list-disc flex-col gap-2 pl-7 text-lg">
          <li>
            You never see a family’s information. Tedi counts how many places are used; it does not tell you which
            families used them, and nothing they keep in Tedi is ever shown to you.
          </li>
          <li>
            Parents who enter your code see your organisation’s name, so they know who made it possible. Other family
            members and children are told only that their family has access.
          </li>
          <li>
            If you agree, we name your organisation on{' '}
            <Link to={SPONSOR_PATHS.list} className={TEXT_LINK_CLASSES}>
              our sponsors page
            </Link>{' '}
            while your licence runs.
          </li>
        </ul>
      </PageSection>

      <PageSection id="enquiry-heading" heading="Send an enquiry">
        <p className="text-lg">
          Tell us about your organisation and the families you would like to support. Your enquiry is saved and sent to
          the people who run Tedi, who will reply by e-mail.
        </p>
        <EnquiryForm form={form} />
      </PageSection>
    </div>
  );
}
