import { z as zod } from 'zod';
import type { ChildArea } from './child-areas.ts';
import type { FilledField, LetterSender, TemplateValues } from './document-templates/fill.ts';
import type { TemplateFacts } from './document-templates/types.ts';

export * from './document-templates/index.ts';

/** How much a draft and the family's letter details may hold. */
export const GENERATOR_LIMITS = {
  shortTextMax: 300,
  longTextMax: 8000,
  listItemsMax: 80,
  listItemMax: 600,
  addressLinesMax: 7,
} as const;

const TOO_LONG = (what: string, max: number) => `${what} can be at most ${max} characters`;

/** What the parent typed into a draft, field by field; each value is checked against its template's field. */
export const generatorValuesSchema = zod.record(
  zod.string().regex(/^[A-Za-z][A-Za-z0-9]{0,40}$/, { error: 'is not a field of this template' }),
  zod.union([
    zod.string().max(GENERATOR_LIMITS.longTextMax, { error: TOO_LONG('A field', GENERATOR_LIMITS.longTextMax) }),
    zod
      .array(
        zod.string().max(GENERATOR_LIMITS.listItemMax, { error: TOO_LONG('A line', GENERATOR_LIMITS.listItemMax) }),
      )
      .max(GENERATOR_LIMITS.listItemsMax, { error: `A list can have at most ${GENERATOR_LIMITS.listItemsMax} lines` }),
  ]),
);

/** Saving a draft as the parent types. */
export const generatorDraftSaveSchema = zod.strictObject({ values: generatorValuesSchema });
export type GeneratorDraftSaveInput = zod.input<typeof generatorDraftSaveSchema>;

/** Making the document: what is on screen is saved and made, so the paper matches the preview. */
export const generatorProduceSchema = zod.strictObject({ values: generatorValuesSchema });
export type GeneratorProduceInput = zod.input<typeof generatorProduceSchema>;

const senderText = (what: string, max: number) =>
  zod
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, { error: TOO_LONG(what, max) });

/** The family's details a letter is sent from: kept once per family. */
export const generatorSenderSchema = zod.strictObject({
  name: senderText('Your name', 120).min(1, { error: 'Please give the name to sign the letters with' }),
  addressLines: zod
    .array(senderText('An address line', 120))
    .max(GENERATOR_LIMITS.addressLinesMax, {
      error: `An address can have at most ${GENERATOR_LIMITS.addressLinesMax} lines`,
    })
    .transform((lines) => lines.filter((line) => line.length > 0))
    .refine((lines) => lines.length > 0, { error: 'Please give your address: letters need it' }),
  phone: senderText('The phone number', 40)
    .nullable()
    .optional()
    .transform((value) => value || null),
  email: zod
    .union([zod.literal(''), zod.email({ error: 'Please give a valid e-mail address' }).max(254)])
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type GeneratorSenderInput = zod.input<typeof generatorSenderSchema>;

/** What the document library holds of a made document, once it is kept there. */
export interface GeneratedDocumentLink {
  readonly documentId: string;
  /** Where the library shows it. */
  readonly url: string;
}

/** A child's draft of one template: the facts it is filled from, what the parent typed, and the letter's sender. */
export interface GeneratorDraftResponse {
  readonly childId: string;
  readonly templateId: string;
  /** The facts the template's fields are filled from, as the asker may read them. */
  readonly facts: TemplateFacts;
  /** What the parent typed; a field not here is filled from the facts. */
  readonly typed: TemplateValues;
  /** Every field as filled now, with where its value came from. */
  readonly fields: readonly FilledField[];
  readonly sender: LetterSender | null;
  readonly savedAt: string | null;
  readonly producedAt: string | null;
  readonly document: GeneratedDocumentLink | null;
  /** Areas of the child's record the asker may not read, whose facts are therefore left for them to type. */
  readonly unreadableAreas: readonly ChildArea[];
  readonly permissions: { readonly canSave: boolean; readonly canProduce: boolean };
}

/** One saved draft, for the list of drafts to pick up again. */
export interface GeneratorDraftSummary {
  readonly templateId: string;
  readonly savedAt: string;
  readonly producedAt: string | null;
}

export interface GeneratorOverviewResponse {
  readonly childId: string;
  readonly drafts: readonly GeneratorDraftSummary[];
  readonly sender: LetterSender | null;
  readonly permissions: { readonly canSave: boolean; readonly canProduce: boolean };
}

/** The two formats a document is made in. */
export const GENERATOR_FORMATS = ['pdf', 'docx'] as const;
export type GeneratorFormat = (typeof GENERATOR_FORMATS)[number];
