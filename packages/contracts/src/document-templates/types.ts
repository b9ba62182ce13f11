/**
 * Templates of the document generator as data: each says what it is for, who it goes to and the law or guidance it
 * rests on, names its fields (each with the fact it is filled from) and writes its body as blocks with `{field}`
 * placeholders. The generator fills them; the page shows them; the server makes PDF and Word documents of them.
 * Nothing here knows how a document is laid out.
 */

/** The groups the page shows templates in. */
export const TEMPLATE_GROUPS = ['ehcp', 'dla', 'school', 'health', 'about'] as const;
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number];

export const TEMPLATE_GROUP_LABELS: Readonly<Record<TemplateGroup, string>> = {
  ehcp: 'EHCP (education, health and care plan)',
  dla: 'DLA (Disability Living Allowance)',
  school: 'School',
  health: 'Health',
  about: 'About your child',
};

/** What a field holds: a line, a few paragraphs, a calendar date (`YYYY-MM-DD`), or a list of lines. */
export const TEMPLATE_FIELD_KINDS = ['short-text', 'long-text', 'date', 'list'] as const;
export type TemplateFieldKind = (typeof TEMPLATE_FIELD_KINDS)[number];

/**
 * The facts a template field may be filled from (template facts): `child.*`, `health.*` and `family.*` and `today`
 * come from the generator itself; `ehcp.*` and `dla.*` from the EHCP and DLA capabilities once they give them.
 */
export type TemplateFactKey =
  'today' | `child.${string}` | `health.${string}` | `family.${string}` | `ehcp.${string}` | `dla.${string}`;

/** The value of a fact: text, lines, or nothing known. Dates are `YYYY-MM-DD`. */
export type TemplateFactValue = string | readonly string[] | null;
export type TemplateFacts = Readonly<Record<string, TemplateFactValue>>;

/** The periods a field's date may be worked out by (see `periods.ts`), from another field's date. */
export type DerivedPeriodId = 'ehcp-decision-to-assess' | 'ehcp-final-plan' | 'ehcp-draft-comments';

export interface TemplateField {
  readonly key: string;
  readonly label: string;
  /** Plain-English help shown beside the field: what to write, or where to find it. */
  readonly hint: string;
  readonly kind: TemplateFieldKind;
  /** Needed before the document is made; the page names what is missing. */
  readonly required?: boolean;
  /** The facts it is filled from, first known first; none means the parent writes it. */
  readonly facts?: readonly TemplateFactKey[];
  /** A date worked out from another date field by a statutory period, when no fact gives it. */
  readonly derive?: { readonly from: string; readonly period: DerivedPeriodId };
  /** Filled when nothing else fills it (e.g. a recipient's usual title). */
  readonly suggestion?: string | readonly string[];
}

/** A block shown only when a field is filled (`when`), or only when it is empty (`unless`). */
export interface BlockCondition {
  readonly when?: string;
  readonly unless?: string;
}

/**
 * The body of a template. Text holds `{fieldKey}` placeholders. A block with `when` appears only when that field
 * is filled; a field used in a block without `when` must be required, so a made document never has a gap.
 */
export type TemplateBlock =
  | ({ readonly kind: 'heading'; readonly text: string } & BlockCondition)
  | ({ readonly kind: 'paragraph'; readonly text: string } & BlockCondition)
  /** The lines of a list field as a bulleted list. */
  | ({ readonly kind: 'list'; readonly field: string } & BlockCondition)
  /** Fixed bullet points, each with placeholders. */
  | ({ readonly kind: 'points'; readonly items: readonly string[] } & BlockCondition)
  /** "Yours sincerely" and the sender's name (letters only). */
  | { readonly kind: 'signature' };

/** The law or guidance a template rests on, with where to read it. */
export interface TemplateBasis {
  readonly citation: string;
  readonly url: string;
}

export interface DocumentTemplate {
  /** Stable: drafts, library documents and other capabilities' links name it. */
  readonly id: string;
  readonly group: TemplateGroup;
  readonly title: string;
  /** What it is for, in a sentence or two. */
  readonly purpose: string;
  /** Who it goes to. */
  readonly recipient: string;
  /**
   * A letter carries the family's address block, the recipient's block (fields `recipientName` and
   * `recipientAddress`), the date (field `letterDate`) and a subject line; a document (the one-page profile,
   * "All about me") has a title and no addresses.
   */
  readonly kind: 'letter' | 'document';
  /** A letter's subject line, or a document's title on the page; with placeholders. */
  readonly heading: string;
  readonly basis: readonly TemplateBasis[];
  readonly fields: readonly TemplateField[];
  readonly body: readonly TemplateBlock[];
}
