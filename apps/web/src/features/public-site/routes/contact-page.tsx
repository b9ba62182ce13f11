import { CONTACT_LIMITS, CONTACT_PATH, CONTACT_TOPICS, type ContactFormState } from '@tedi/contracts';
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';

import { FormGuardFields, PostedFormErrorSummary } from '../../../components/ui/posted-form.tsx';
import { PageHead } from '../../../lib/page-head.tsx';
import { contactFormState } from '../../content/api/contact-form.ts';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ContactFormState> {
  return contactFormState(context, new URL(request.url));
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Your name',
  email: 'Your e-mail address',
  topic: 'What is your message about?',
  message: 'Your message',
};

const LINK_CLASSES = 'text-brand-strong underline decoration-2 hover:decoration-4';

const INPUT_CLASSES =
  'min-h-12 w-full rounded-lg border-2 border-ink-muted bg-surface px-3 py-2 text-lg aria-[invalid=true]:border-danger';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="font-semibold text-danger">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

/** The message a person sees once their message has gone. */
function ContactConfirmation() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-12 sm:py-16">
      <PageHead
        title="Message sent – Tedi"
        description="Your message has been sent to the people who run this Tedi site."
        canonicalPath={CONTACT_PATH}
        noindex
      />
      <div className="flex flex-col gap-4 rounded-xl border-2 border-brand bg-brand-soft p-6">
        <h1 className="text-h1 font-bold">Thank you, your message has been sent</h1>
        <p className="text-lg">
          It has gone to the people who run this Tedi site. They will reply to the e-mail address you gave.
        </p>
      </div>
      <p className="text-lg">
        While you wait, the{' '}
        <Link to="/faqs" className={LINK_CLASSES}>
          questions and answers
        </Link>{' '}
        and our{' '}
        <Link to="/guides" className={LINK_CLASSES}>
          guides
        </Link>{' '}
        may help.
      </p>
      <p>
        <Link to={CONTACT_PATH} className={LINK_CLASSES}>
          Send another message
        </Link>
      </p>
    </div>
  );
}

/**
 * The contact form. It is a plain form posted to the server, so it works without JavaScript; when the server
 * refuses a message, the page comes back with what was typed and a summary of what to fix.
 */
export function ContactPage() {
  const form = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  if (form.sent) return <ContactConfirmation />;
  // A link from a page for organisations may choose the topic; anything else is ignored.
  const linkedTopic = CONTACT_TOPICS.find((topic) => topic === searchParams.get('topic'));

  const hasErrors = Object.keys(form.errors).length > 0;
  const errorProps = (field: string) =>
    form.errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <PageHead
        title={`${hasErrors ? 'Error: ' : ''}Contact us – Tedi`}
        description="Send a message to the people who run this Tedi site: questions about Tedi, your account, your information or the guides."
        canonicalPath={CONTACT_PATH}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-h1 font-bold">Contact us</h1>
        <p className="text-xl">
          Questions about Tedi, your account or your information, something in the guides, or working with us as an
          organisation: send us a message and we will reply by e-mail.
        </p>
        <p>
          Please don't include medical details about your child. If a child is in danger, call 999; Tedi is not an
          emergency service.
        </p>
      </header>

      <PostedFormErrorSummary title="Your message has not been sent yet" errors={form.errors} />

      <form method="post" action={CONTACT_PATH} className="flex flex-col gap-6" noValidate>
        <FormGuardFields formToken={form.formToken} />

        <div className="flex flex-col gap-2">
          <label htmlFor="name" className="font-semibold">
            {FIELD_LABELS.name}
          </label>
          <FieldError id="name-error" message={form.errors.name} />
          <input
            id="name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={form.values.name ?? ''}
            className={INPUT_CLASSES}
            {...errorProps('name')}
          />
        </div>

        <div className="flex flex-col gap-2">
          <label htmlFor="email" className="font-semibold">
            {FIELD_LABELS.email}
          </label>
          <p id="email-hint" className="text-ink-muted">
            We use it only to reply to you.
          </p>
          <FieldError id="email-error" message={form.errors.email} />
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={CONTACT_LIMITS.emailMax}
            defaultValue={form.values.email ?? ''}
            className={INPUT_CLASSES}
            aria-describedby={form.errors.email ? 'email-hint email-error' : 'email-hint'}
            {...(form.errors.email ? { 'aria-invalid': true } : {})}
          />
        </div>

        <div className="flex flex-col gap-2">
          <label htmlFor="topic" className="font-semibold">
            {FIELD_LABELS.topic}
          </label>
          <FieldError id="topic-error" message={form.errors.topic} />
          <select
            id="topic"
            name="topic"
            required
            defaultValue={form.values.topic ?? linkedTopic ?? CONTACT_TOPICS[0]}
            className={INPUT_CLASSES}
            {...errorProps('topic')}
          >
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-col gap-2">
          <label htmlFor="message" className="font-semibold">
            {FIELD_LABELS.message}
          </label>
          <FieldError id="message-error" message={form.errors.message} />
          <textarea
            id="message"
            name="message"
            required
            rows={8}
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.messageMax}
            defaultValue={form.values.message ?? ''}
            className={INPUT_CLASSES}
            {...errorProps('message')}
          />
        </div>

        <p>
          What happens to your message is explained on the{' '}
          <Link to="/privacy" className={LINK_CLASSES}>
            privacy page
          </Link>
          .
        </p>

        <div>
          <button
            type="submit"
            className="min-h-12 rounded-lg border-2 border-brand bg-brand px-6 py-2 text-lg font-semibold text-white hover:bg-brand-strong"
          >
            Send message
          </button>
        </div>
      </form>
    </div>
  );
}
