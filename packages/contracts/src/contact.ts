import { z } from 'zod';

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

/** The fields a person fills in; each message names the field in plain words for the form's error summary. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter your name' })
    .max(CONTACT_LIMITS.nameMax, { error: `Your name must be ${CONTACT_LIMITS.nameMax} characters or fewer` }),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.emailMax, { error: 'Enter a shorter e-mail address' })
    .pipe(z.email({ error: 'Enter an e-mail address like name@example.com, so we can reply' })),
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about' }),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: `Write your message (at least ${CONTACT_LIMITS.messageMin} characters)` })
    .max(CONTACT_LIMITS.messageMax, {
      error: `Your message must be ${CONTACT_LIMITS.messageMax.toLocaleString('en-GB')} characters or fewer`,
    }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** A stored message, as the site's staff see it. */
export interface ContactMessage {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly topic: string;
  readonly message: string;
  readonly status: 'new' | 'answered';
  readonly createdAt: string;
}
