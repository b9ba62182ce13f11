import { z as zod } from 'zod';
import { SPONSOR_KINDS, SPONSOR_PATHS, type SponsorKind } from './subscription-values.ts';

/**
 * The site's contact form: what it asks, and the limits the server holds it to. A link may choose the topic with
 * `?topic=` (the topic's words), as the pages for organisations do with "Working with Tedi".
 */
export const CONTACT_TOPICS = [
  'Using Tedi',
  'My account',
  'My information and privacy',
  'Security',
  'Guides and articles',
  'Working with Tedi',
  'Something else',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_PATH = '/contact';

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  /** A person takes longer than this to write a message; a quicker reply is taken for a bot. */
  minimumFillSeconds: 3,
  /** A form left open longer than this is shown again with a fresh token. */
  formLifetimeHours: 24,
  /** Messages accepted from one internet address per hour. */
  messagesPerAddressPerHour: 5,
} as const;

const nameField = zod
  .string()
  .trim()
  .min(1, { error: 'Enter your name' })
  .max(CONTACT_LIMITS.nameMax, { error: `Your name must be ${CONTACT_LIMITS.nameMax} characters or fewer` });

const emailField = (error: string) =>
  zod
    .string()
    .trim()
    .max(CONTACT_LIMITS.emailMax, { error: 'Enter a shorter e-mail address' })
    .pipe(zod.email({ error }));

const messageField = zod
  .string()
  .trim()
  .min(CONTACT_LIMITS.messageMin, { error: `Write your message (at least ${CONTACT_LIMITS.messageMin} characters)` })
  .max(CONTACT_LIMITS.messageMax, {
    error: `Your message must be ${CONTACT_LIMITS.messageMax.toLocaleString('en-GB')} characters or fewer`,
  });

/** The fields a person fills in; each message names the field in plain words for the form's error summary. */
export const contactMessageSchema = zod.object({
  name: nameField,
  email: emailField('Enter an e-mail address like name@example.com, so we can reply'),
  topic: zod.enum(CONTACT_TOPICS, { error: 'Choose what your message is about' }),
  message: messageField,
});
export type ContactMessageInput = zod.input<typeof contactMessageSchema>;

/**
 * The site's forms that send a message to its staff: the contact form, and an organisation's enquiry about
 * sponsoring families. Both are stored together, limited together and e-mailed to the same inbox.
 */
export const CONTACT_MESSAGE_KINDS = ['message', 'sponsor_enquiry'] as const;
export type ContactMessageKind = (typeof CONTACT_MESSAGE_KINDS)[number];

/** Where each form lives, and where a person lands once it has been sent. */
export const CONTACT_FORM_PATHS: Readonly<
  Record<ContactMessageKind, { readonly form: string; readonly sent: string }>
> = {
  message: { form: CONTACT_PATH, sent: `${CONTACT_PATH}?sent=1` },
  sponsor_enquiry: { form: SPONSOR_PATHS.landing, sent: SPONSOR_PATHS.success },
};

/** Roughly how many families an organisation would like to support: bands, since few know the number yet. */
export const SPONSOR_ENQUIRY_FAMILY_COUNTS = [
  'Fewer than 10',
  '10 to 50',
  '51 to 250',
  '251 to 1,000',
  'More than 1,000',
  'Not sure yet',
] as const;

/** The topic sponsor enquiries are stored and listed under, beside the contact form's own topics. */
export const SPONSOR_ENQUIRY_TOPIC = 'Sponsoring families';

export const SPONSOR_ENQUIRY_LIMITS = {
  organisationNameMax: 200,
} as const;

/** An organisation's enquiry about sponsoring families, with plain-worded messages like the contact form's. */
export const sponsorEnquirySchema = zod.object({
  organisationName: zod
    .string()
    .trim()
    .min(1, { error: 'Enter the name of your organisation' })
    .max(SPONSOR_ENQUIRY_LIMITS.organisationNameMax, {
      error: `The organisation’s name must be ${SPONSOR_ENQUIRY_LIMITS.organisationNameMax} characters or fewer`,
    }),
  organisationType: zod.enum(SPONSOR_KINDS, { error: 'Choose what kind of organisation it is' }),
  families: zod.enum(SPONSOR_ENQUIRY_FAMILY_COUNTS, {
    error: 'Choose roughly how many families you would like to support',
  }),
  name: nameField,
  email: emailField('Enter your work e-mail address like name@organisation.org.uk, so we can reply'),
  message: messageField,
});
export type SponsorEnquiryInput = zod.input<typeof sponsorEnquirySchema>;

/** A stored message, as the site's staff see it. */
export interface ContactMessage {
  readonly id: string;
  readonly kind: ContactMessageKind;
  readonly name: string;
  readonly email: string;
  readonly topic: string;
  readonly message: string;
  /** The organisation behind a sponsor's enquiry; null for a message from the contact form. */
  readonly organisation: {
    readonly name: string;
    readonly type: SponsorKind;
    readonly families: string;
  } | null;
  readonly status: 'new' | 'answered';
  readonly createdAt: string;
}
