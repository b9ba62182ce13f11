import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CONTACT_LIMITS,
  type ContactFormState,
  type ContactMessage,
  type ContactMessageKind,
  contactMessageSchema,
  SPONSOR_ENQUIRY_TOPIC,
  SPONSOR_KIND_NAMES,
  sponsorEnquirySchema,
  type SponsorKind,
} from '@tedi/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { mayContent } from '../../policies/content.ts';
import type { ContactRepository, ContactMessageRow } from './contact-repository.ts';
import { presentContactMessage } from './presenter.ts';
import type { ContentActor } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The sender's internet address is kept this long, for the per-address limit and to trace abuse. */
export const SENDER_ADDRESS_RETENTION_DAYS = 30;
/** Messages are deleted after this long. */
export const MESSAGE_RETENTION_DAYS = 365;

const SIGNING_KEY_NAME = 'contact-form';

/** The fields the form posts, as text (a browser without JavaScript sends exactly these). */
export type ContactFormFields = Readonly<Record<string, string | undefined>>;

export type ContactOutcome =
  /** Stored and sent, or (for a bot caught by the hidden field) quietly dropped: the person sees the confirmation. */
  | { readonly kind: 'sent' }
  /** Shown again with what was typed, what was wrong and a fresh token. */
  | { readonly kind: 'refused'; readonly status: 400 | 429; readonly form: ContactFormState };

/** The fields each form posts, beside its token and the hidden field. */
const FORM_SCHEMAS = { message: contactMessageSchema, sponsor_enquiry: sponsorEnquirySchema } as const;

type NewMessage = Parameters<ContactRepository['insert']>[0];

/** The first problem of each field, by field name, in plain words for the form's error summary. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What a form's fields say, checked, as the message to store; or what is wrong with them. */
function checkedMessage(
  kind: ContactMessageKind,
  values: Record<string, string>,
): { readonly message: Omit<NewMessage, 'senderAddress'> } | { readonly errors: Record<string, string> } {
  if (kind === 'sponsor_enquiry') {
    const parsed = sponsorEnquirySchema.safeParse(values);
    if (!parsed.success) return { errors: fieldErrors(parsed.error) };
    const { organisationName, organisationType, families, ...person } = parsed.data;
    return {
      message: {
        kind,
        topic: SPONSOR_ENQUIRY_TOPIC,
        ...person,
        organisationName,
        organisationType,
        familiesEstimate: families,
      },
    };
  }
  const parsed = contactMessageSchema.safeParse(values);
  return parsed.success ? { message: { kind, ...parsed.data } } : { errors: fieldErrors(parsed.error) };
}

/**
 * The site's forms to its staff: the contact form and the sponsor enquiry form. Bots are turned away without a
 * third-party captcha: a hidden field people never fill in, a signed time at which the form was shown (a reply
 * within seconds is not a person's), and a limit of messages per internet address, across both forms. Accepted
 * messages are stored for the site's staff and e-mailed to the contact inbox.
 */
export class ContactService {
  readonly #repository: ContactRepository;
  readonly #mailer: Mailer;
  readonly #inbox: string;
  readonly #now: () => Date;
  #key: string | undefined;

  constructor(repository: ContactRepository, mailer: Mailer, inbox: string, now: () => Date = () => new Date()) {
    this.#repository = repository;
    this.#mailer = mailer;
    this.#inbox = inbox;
    this.#now = now;
  }

  async #signature(issuedAt: string): Promise<string> {
    this.#key ??= await this.#repository.signingKey(SIGNING_KEY_NAME);
    return createHmac('sha256', this.#key).update(`contact:${issuedAt}`).digest('base64url');
  }

  /** A token saying when the form was shown, signed so it cannot be made up. */
  async issueToken(): Promise<string> {
    const issuedAt = String(this.#now().getTime());
    return `${issuedAt}.${await this.#signature(issuedAt)}`;
  }

  /** The form as first shown, or the confirmation after sending. */
  async blankForm(sent: boolean): Promise<ContactFormState> {
    return { formToken: await this.issueToken(), values: {}, errors: {}, sent };
  }

  /** How many seconds ago a token was issued, or null when it is not one of ours. */
  async #tokenAge(token: string | undefined): Promise<number | null> {
    const [issuedAt, signature] = (token ?? '').split('.');
    if (!issuedAt || !signature || !/^\d{1,15}$/.test(issuedAt)) return null;
    const expected = Buffer.from(await this.#signature(issuedAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return (this.#now().getTime() - Number(issuedAt)) / 1000;
  }

  async #refuse(status: 400 | 429, values: Record<string, string>, errors: Record<string, string>) {
    return {
      kind: 'refused' as const,
      status,
      form: { formToken: await this.issueToken(), values, errors, sent: false },
    };
  }

  /** A form as posted: a message from the contact form unless another kind is given. */
  async submit(
    fields: ContactFormFields,
    senderAddress: string,
    kind: ContactMessageKind = 'message',
  ): Promise<ContactOutcome> {
    const values = Object.fromEntries(
      Object.keys(FORM_SCHEMAS[kind].shape).map((name) => [name, (fields[name] ?? '').slice(0, 10_000)]),
    );
    // The hidden field: people never see it, simple bots fill in every field they find.
    if ((fields.website ?? '') !== '') return { kind: 'sent' };

    // What is wrong with the fields first, so a person sees everything to fix at once.
    const checked = checkedMessage(kind, values);
    if ('errors' in checked) return this.#refuse(400, values, checked.errors);

    const age = await this.#tokenAge(fields.formToken);
    if (age === null || age > CONTACT_LIMITS.formLifetimeHours * 3600) {
      return this.#refuse(400, values, {
        form: 'This form was open for a long time, so it has been refreshed. Please check your message and send it again.',
      });
    }
    if (age < CONTACT_LIMITS.minimumFillSeconds) {
      return this.#refuse(400, values, {
        form: 'That was very quick. Please check your message, then send it again.',
      });
    }

    const since = new Date(this.#now().getTime() - HOUR_MS);
    if (
      (await this.#repository.countFromAddressSince(senderAddress, since)) >= CONTACT_LIMITS.messagesPerAddressPerHour
    ) {
      return this.#refuse(429, values, {
        form: 'We have had several messages from your connection in the last hour. Please try again in an hour.',
      });
    }

    const message = await this.#repository.insert({ ...checked.message, senderAddress });
    await this.#mailer.send(this.#notification(message));
    await this.purgeOld();
    return { kind: 'sent' };
  }

  #notification(message: ContactMessageRow) {
    const enquiry = message.kind === 'sponsor_enquiry';
    const organisation = enquiry
      ? [
          `Organisation: ${message.organisationName ?? ''}`,
          `Kind: ${SPONSOR_KIND_NAMES[message.organisationType as SponsorKind].one}`,
          `Families: ${message.familiesEstimate ?? ''}`,
        ]
      : [`Topic: ${message.topic}`];
    const heading = [
      `From: ${message.name} <${message.email}>`,
      ...organisation,
      `Sent: ${message.createdAt.toISOString()}`,
    ];
    return {
      to: this.#inbox,
      subject: enquiry
        ? `Sponsor enquiry: ${message.organisationName ?? ''} (from ${message.name})`
        : `Contact form: ${message.topic} (from ${message.name})`,
      text: `${[...heading, '', message.message].join('\n')}\n\nReply to ${message.email}.\n`,
      html: `<p>${heading.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(message.message).replaceAll('\n', '<br>')}</p><p>Reply to <a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>.</p>`,
      kind: enquiry ? 'sponsor_enquiry' : 'contact_message',
    };
  }

  /** Clears old sender addresses and deletes old messages (see the privacy page). */
  async purgeOld(): Promise<void> {
    const now = this.#now().getTime();
    await this.#repository.purge(
      new Date(now - SENDER_ADDRESS_RETENTION_DAYS * DAY_MS),
      new Date(now - MESSAGE_RETENTION_DAYS * DAY_MS),
    );
  }

  /** Messages and sponsor enquiries for the site's staff, newest first; of one kind when a kind is given. */
  async list(
    actor: ContentActor,
    page: number,
    pageSize: number,
    kind?: ContactMessageKind,
  ): Promise<{ items: ContactMessage[]; total: number; page: number; pageSize: number }> {
    if (!mayContent(actor, 'contact-messages.read')) {
      if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
      throw new AppError(
        'forbidden',
        'Only the site’s staff can read messages and enquiries sent through the site’s forms.',
      );
    }
    const { rows, total } = await this.#repository.list(pageSize, (page - 1) * pageSize, kind);
    return { items: rows.map(presentContactMessage), total, page, pageSize };
  }
}
