import { TediLogo } from '../../../components/ui/tedi-logo.tsx';
import { PageHead } from '../../../lib/page-head.tsx';
import { AccountLinks } from '../components/account-links.tsx';
import { FeatureCard } from '../components/feature-card.tsx';

const FAMILY_FEATURES = [
  {
    title: 'Health records and a hospital passport',
    text: 'Keep appointments, medicines, diagnoses and contacts together. Build a hospital passport that tells doctors and nurses how your child communicates and what helps them feel safe.',
  },
  {
    title: 'EHCP paperwork and deadlines',
    text: 'An Education, Health and Care Plan brings many forms and strict legal time limits. Tedi helps you keep the paperwork in order and see which deadline comes next.',
  },
  {
    title: 'Help with a DLA claim',
    text: 'Disability Living Allowance forms ask detailed questions about care and supervision. Tedi helps you gather what you want to say, step by step, before you fill in the claim.',
  },
  {
    title: 'Weekly tracking',
    text: 'Note down how the week went. Over time you build a clear record to bring to school meetings and appointments.',
  },
  {
    title: 'Sharing with a co-parent and family',
    text: "Invite a co-parent, grandparent or other family member, choose which parts of your child's information they can see or change, and message each other in one place.",
  },
  {
    title: 'Letters and summaries',
    text: 'Create documents from what you have already recorded, instead of writing the same details out again for every form.',
  },
] as const;

const CHILD_FEATURES = [
  {
    title: 'Communication board',
    text: 'Pictures and words your child can tap to say what they want or how they feel.',
  },
  {
    title: 'Social stories',
    text: 'Short stories that explain a new situation before it happens, like a first day at school or a visit to the dentist. You can write your own.',
  },
  {
    title: 'Calm games',
    text: 'Gentle games for a quiet moment.',
  },
] as const;

const PRIVACY_PROMISES = [
  'What you add to Tedi belongs to your family. We never sell it.',
  "You decide who in your family can see your child's information, and you can change your mind at any time.",
  'Tedi pages load only from Tedi itself: no advertising and no tracking scripts.',
] as const;

function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative hidden size-72 shrink-0 md:block">
      <div className="absolute inset-0 rounded-full bg-sand" />
      <div className="absolute top-6 right-4 size-16 rounded-full bg-brand-soft" />
      <div className="absolute bottom-8 left-2 size-10 rounded-full bg-brand-soft" />
      <TediLogo className="absolute inset-10 size-52" />
    </div>
  );
}

export function LandingPage() {
  return (
    <>
      <PageHead
        title="Tedi – one safe place for your family"
        description="Tedi helps parents and carers of children with special educational needs and disabilities keep health records, EHCP and DLA paperwork, weekly notes and family sharing in one safe place."
        canonicalPath="/"
      />
      <section aria-labelledby="intro-heading" className="border-b border-line">
        <div className="mx-auto flex max-w-6xl items-center gap-12 px-4 py-12 sm:py-16">
          <div className="flex max-w-2xl flex-col gap-5">
            <p className="font-semibold text-brand">
              For parents and carers of children with special educational needs and disabilities
            </p>
            <h1 id="intro-heading" className="text-h2 font-bold sm:text-h1">
              One safe place for your family
            </h1>
            <p className="text-lg">
              Tedi keeps your child's health information, school and benefits paperwork, and notes on how things are
              going together in one place, so you are not searching for them when someone asks.
            </p>
            <p className="text-lg">
              It is made for busy, tiring days: plain words, one step at a time, and settings for larger text,
              easier-to-read fonts and less movement on screen.
            </p>
            <AccountLinks />
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section aria-labelledby="family-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="family-heading" className="text-h2 font-bold">
          What Tedi helps you with
        </h2>
        <p className="mt-3 max-w-3xl text-lg">
          Caring for a child with additional needs means a lot to remember and a lot of forms. Tedi keeps it together.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FAMILY_FEATURES.map((feature) => (
            <FeatureCard key={feature.title} title={feature.title} text={feature.text} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="child-heading" className="bg-brand-soft">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="child-heading" className="text-h2 font-bold">
            A calm space for your child
          </h2>
          <p className="mt-3 max-w-3xl text-lg">
            Your child has their own simple area with a separate sign-in, so they can use Tedi without seeing your
            paperwork.
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-3">
            {CHILD_FEATURES.map((feature) => (
              <FeatureCard key={feature.title} title={feature.title} text={feature.text} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="privacy-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="privacy-heading" className="text-h2 font-bold">
          Your family's information stays yours
        </h2>
        <ul className="mt-6 flex max-w-3xl flex-col gap-4 text-lg">
          {PRIVACY_PROMISES.map((promise) => (
            <li key={promise} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-3 shrink-0 rounded-full bg-brand" />
              <span>{promise}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="start-heading" className="border-t border-line bg-sand">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 sm:py-16">
          <h2 id="start-heading" className="text-h2 font-bold">
            Start when you're ready
          </h2>
          <p className="max-w-3xl text-lg">
            Create an account and add things at your own pace. Nothing has to be done in one go.
          </p>
          <AccountLinks />
        </div>
      </section>
    </>
  );
}
