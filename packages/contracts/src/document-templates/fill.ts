import { isCalendarDate } from '../rules/calendar-dates.ts';
import { periodEnd } from './periods.ts';
import type { DocumentTemplate, TemplateBlock, TemplateFacts, TemplateField } from './types.ts';

/**
 * Filling a template: each field takes what the parent typed, else the first fact that is known, else a date
 * worked out by law from another field, else its suggestion. The filled document is the same for the live preview
 * in the browser, the PDF and the Word document, so what the parent reads is what they send.
 */

/** What the parent typed, field by field: text, or the lines of a list. */
export type TemplateValue = string | readonly string[];
export type TemplateValues = Readonly<Record<string, TemplateValue>>;

/** Where a field's value came from, so the page can say "from Maya's profile" or "worked out from the law". */
export type FieldSource = 'typed' | 'fact' | 'worked-out' | 'suggested' | 'empty';

export interface FilledField {
  readonly key: string;
  readonly value: TemplateValue;
  readonly source: FieldSource;
  /** The fact it was filled from, when it was. */
  readonly fact: string | null;
}

/** The family's details as a letter's sender: kept once per family, changed on the generator's page. */
export interface LetterSender {
  readonly name: string;
  readonly addressLines: readonly string[];
  readonly phone: string | null;
  readonly email: string | null;
}

export type FilledBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'signature'; readonly closing: string; readonly name: string };

/** A template filled in: everything the PDF, the Word document and the preview show, in order. */
export interface FilledDocument {
  readonly templateId: string;
  readonly kind: 'letter' | 'document';
  /** The letter's subject, or the document's title. */
  readonly heading: string;
  /** The family's address block (letters only): name, address lines, phone, e-mail. */
  readonly sender: readonly string[] | null;
  /** The recipient's block (letters only). */
  readonly recipient: readonly string[] | null;
  /** The date, written out ("24 November 2026"), for letters. */
  readonly date: string | null;
  readonly blocks: readonly FilledBlock[];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar date as a letter writes it: "24 November 2026"; anything else as it is. */
export function formatLetterDate(value: string): string {
  if (!isCalendarDate(value)) return value;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Lines as a phrase inside a sentence: "a, b and c". */
export function joinAsPhrase(items: readonly string[]): string {
  const clean = items.map((item) => item.trim()).filter((item) => item.length > 0);
  if (clean.length <= 1) return clean[0] ?? '';
  return `${clean.slice(0, -1).join(', ')} and ${clean.at(-1)}`;
}

/** The lines of a value: a list's non-empty lines, or a text's lines. */
export function linesOf(value: TemplateValue | null | undefined): string[] {
  const lines = typeof value === 'string' ? value.split('\n') : [...(value ?? [])];
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

/** Whether a value says anything. */
export function isFilled(value: TemplateValue | null | undefined): boolean {
  return linesOf(value).length > 0;
}

function factValue(field: TemplateField, facts: TemplateFacts): { value: TemplateValue; fact: string } | null {
  for (const key of field.facts ?? []) {
    const value = facts[key];
    if (value === null || value === undefined || !isFilled(value)) continue;
    if (field.kind === 'list') return { value: linesOf(value), fact: key };
    return { value: typeof value === 'string' ? value : linesOf(value).join('\n'), fact: key };
  }
  return null;
}

/** Each field of a template with its value and where it came from. */
export function fillFields(
  template: DocumentTemplate,
  facts: TemplateFacts,
  typed: TemplateValues,
): Readonly<Record<string, FilledField>> {
  const filled: Record<string, FilledField> = {};
  for (const field of template.fields) {
    const own = typed[field.key];
    if (own !== undefined) {
      filled[field.key] = {
        key: field.key,
        value: field.kind === 'list' ? linesOf(own) : typeof own === 'string' ? own : own.join('\n'),
        source: 'typed',
        fact: null,
      };
      continue;
    }
    const fromFact = factValue(field, facts);
    if (fromFact) {
      filled[field.key] = { key: field.key, ...fromFact, source: 'fact' };
      continue;
    }
    filled[field.key] = { key: field.key, value: field.kind === 'list' ? [] : '', source: 'empty', fact: null };
  }
  // Worked-out dates come last: they count from a field filled above, typed or known.
  for (const field of template.fields) {
    const current = filled[field.key]!;
    if (current.source !== 'empty') continue;
    const from = field.derive ? filled[field.derive.from]?.value : undefined;
    const worked = field.derive && typeof from === 'string' ? periodEnd(field.derive.period, from) : null;
    if (worked) {
      filled[field.key] = { key: field.key, value: worked, source: 'worked-out', fact: null };
    } else if (field.suggestion !== undefined) {
      const value = field.kind === 'list' ? linesOf(field.suggestion) : linesOf(field.suggestion).join('\n');
      filled[field.key] = { key: field.key, value, source: 'suggested', fact: null };
    }
  }
  return filled;
}

/** Just the values of filled fields. */
export function valuesOf(filled: Readonly<Record<string, FilledField>>): TemplateValues {
  return Object.fromEntries(Object.entries(filled).map(([key, field]) => [key, field.value]));
}

/** The required fields still empty, in the order the page shows them. */
export function missingFields(template: DocumentTemplate, values: TemplateValues): TemplateField[] {
  return template.fields.filter((field) => field.required && !isFilled(values[field.key]));
}

/** What a letter is missing from the family's details (the address block it is sent from). */
export function missingSender(sender: LetterSender | null): string[] {
  const missing: string[] = [];
  if (!sender || sender.name.trim() === '') missing.push('Your name');
  if (!sender || linesOf(sender.addressLines).length === 0) missing.push('Your address');
  return missing;
}

/** A field's value as words in a sentence: dates written out, lists as a phrase. */
function asWords(field: TemplateField | undefined, value: TemplateValue | undefined): string {
  if (!field || value === undefined) return '';
  if (field.kind === 'list') return joinAsPhrase(linesOf(value));
  const text = typeof value === 'string' ? value.trim() : linesOf(value).join(' ');
  return field.kind === 'date' ? formatLetterDate(text) : text;
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The field keys a piece of text uses. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

export interface FillOptions {
  /** How an empty field shows in the text: the preview shows "[label]"; a made document never has one. */
  readonly emptyAs?: (field: TemplateField) => string;
}

/** Fills a template's heading and body with the values; the letter's blocks with the sender's details. */
export function fillDocument(
  template: DocumentTemplate,
  values: TemplateValues,
  sender: LetterSender | null,
  options: FillOptions = {},
): FilledDocument {
  const fields = new Map(template.fields.map((field) => [field.key, field]));
  const emptyAs = options.emptyAs ?? ((field: TemplateField) => `[${field.label}]`);
  const text = (raw: string) =>
    raw
      .replace(PLACEHOLDER, (whole, key: string) => {
        const field = fields.get(key);
        if (!field) return whole;
        const words = asWords(field, values[key]);
        return words === '' ? emptyAs(field) : words;
      })
      .trim();
  const shown = (block: TemplateBlock) =>
    block.kind === 'signature' ||
    ((!block.when || isFilled(values[block.when])) && (!block.unless || !isFilled(values[block.unless])));

  const blocks: FilledBlock[] = [];
  for (const block of template.body) {
    if (!shown(block)) continue;
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        blocks.push({ kind: block.kind, text: text(block.text) });
        break;
      case 'list': {
        const items = linesOf(values[block.field]);
        const field = fields.get(block.field);
        blocks.push({ kind: 'list', items: items.length > 0 ? items : field ? [emptyAs(field)] : [] });
        break;
      }
      case 'points':
        blocks.push({ kind: 'list', items: block.items.map(text) });
        break;
      case 'signature':
        blocks.push({
          kind: 'signature',
          closing: 'Yours sincerely',
          name: sender?.name.trim() || '[Your name]',
        });
        break;
    }
  }

  if (template.kind === 'document') {
    return {
      templateId: template.id,
      kind: 'document',
      heading: text(template.heading),
      sender: null,
      recipient: null,
      date: null,
      blocks,
    };
  }
  const senderLines = sender
    ? [sender.name, ...linesOf(sender.addressLines), sender.phone ?? '', sender.email ?? ''].map((line) => line.trim())
    : [];
  const recipientName = asWords(fields.get('recipientName'), values.recipientName);
  const recipient = [recipientName, ...linesOf(values.recipientAddress)].filter((line) => line !== '');
  const date = asWords(fields.get('letterDate'), values.letterDate);
  return {
    templateId: template.id,
    kind: 'letter',
    heading: text(template.heading),
    sender:
      senderLines.filter((line) => line !== '').length > 0
        ? senderLines.filter((line) => line !== '')
        : ['[Your name and address]'],
    recipient: recipient.length > 0 ? recipient : ['[Who it goes to]'],
    date: date === '' ? '[Date]' : date,
    blocks,
  };
}

/** A short, safe file name for a made document: "Maya-Khan-request-for-an-EHC-needs-assessment-2026-11-24". */
export function documentFileStem(childName: string, templateTitle: string, day: string): string {
  const part = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return [part(childName) || 'child', part(templateTitle) || 'document', day].join('-');
}
