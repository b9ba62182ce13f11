import {
  ALLERGY_SEVERITY_LABELS,
  formatNhsNumber,
  OLD_WEIGHT_WARNING,
  weightNeedsChecking,
  type FontFamily,
  type PassportField,
  type PassportPart,
  type PassportResponse,
} from '@tedi/contracts';
import type {
  DocumentBlock,
  DocumentDefinition,
  DocumentImage,
  SectionTone,
} from '../../platform/documents/definition.ts';

/**
 * The passport as paper, through the one document toolkit: page one holds who the child is (with their photo) and
 * what staff need in the first minutes; the three parts follow, each in its colour with its word, so it reads the
 * same printed in black and white. The wallet card holds the first minutes alone.
 */

const PART_TITLES: Readonly<Record<PassportPart, { title: string; tone: SectionTone }>> = {
  red: { title: 'Things you must know about me', tone: 'red' },
  amber: { title: 'Things that are important to me', tone: 'amber' },
  green: { title: 'My likes and dislikes', tone: 'green' },
};

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => DATE.format(new Date(`${day}T12:00:00Z`));

function nameOf(passport: PassportResponse): string {
  return passport.preferredName && passport.preferredName !== passport.name
    ? `${passport.name}, known as ${passport.preferredName}`
    : passport.name;
}

function shortName(passport: PassportResponse): string {
  return passport.preferredName ?? passport.name.split(' ')[0] ?? passport.name;
}

function identityFacts(passport: PassportResponse): { label: string; value: string }[] {
  return [
    { label: 'Date of birth', value: passport.dateOfBirth ? formatDay(passport.dateOfBirth) : '' },
    { label: 'NHS number', value: passport.nhsNumber ? formatNhsNumber(passport.nhsNumber) : '' },
    ...(passport.pronouns ? [{ label: 'Pronouns', value: passport.pronouns }] : []),
  ];
}

function allergyLines(passport: PassportResponse): string[] {
  return passport.firstPage.allergies.map(
    (allergy) =>
      `${allergy.severity === 'life_threatening' ? 'LIFE-THREATENING: ' : ''}${allergy.substance} ` +
      `(${ALLERGY_SEVERITY_LABELS[allergy.severity].toLowerCase()})${allergy.reaction ? `: ${allergy.reaction}` : ''}`,
  );
}

function contactLine(passport: PassportResponse): string | null {
  const contact = passport.firstPage.mainContact;
  if (!contact) return null;
  return `${contact.name} (${contact.role})${contact.phone ? `, ${contact.phone}` : ''}`;
}

/** What staff need in the first minutes: the same on page one and on the card. */
function firstMinutes(passport: PassportResponse, name: string, printedOn: string): DocumentBlock[] {
  const page = passport.firstPage;
  const allergies = allergyLines(passport);
  const weight = page.weight
    ? `${page.weight.kg} kg (weighed ${formatDay(page.weight.measuredOn)})` +
      (weightNeedsChecking(page.weight.measuredOn, new Date(`${printedOn}T12:00:00Z`)) ? `. ${OLD_WEIGHT_WARNING}` : '')
    : null;
  const contact = contactLine(passport);
  return [
    { kind: 'heading', text: `How ${name} communicates`, level: 3 },
    page.howICommunicate.length > 0
      ? { kind: 'list', items: page.howICommunicate }
      : { kind: 'paragraph', text: 'Not recorded.', emphasis: 'quiet' },
    { kind: 'heading', text: 'Allergies', level: 3 },
    allergies.length > 0
      ? { kind: 'list', items: allergies }
      : { kind: 'paragraph', text: 'No known allergies recorded.' },
    { kind: 'heading', text: 'Medicines', level: 3 },
    page.medicines.length > 0
      ? { kind: 'list', items: page.medicines.map((medicine) => `${medicine.name}: ${medicine.how}`) }
      : { kind: 'paragraph', text: 'No regular medicines recorded.' },
    ...(weight ? [{ kind: 'facts' as const, items: [{ label: 'Weight, for doses', value: weight }] }] : []),
    ...(page.whenAnxious
      ? [
          { kind: 'heading' as const, text: 'If I am anxious or upset', level: 3 as const },
          { kind: 'paragraph' as const, text: page.whenAnxious },
        ]
      : []),
    ...(page.reasonableAdjustments.length > 0
      ? [
          { kind: 'heading' as const, text: 'Please make these adjustments', level: 3 as const },
          { kind: 'list' as const, items: page.reasonableAdjustments },
        ]
      : []),
    ...(contact ? [{ kind: 'facts' as const, items: [{ label: 'My main contact', value: contact }] }] : []),
  ];
}

function fieldBlocks(field: PassportField): DocumentBlock[] {
  return [
    { kind: 'heading', text: field.label, level: 3 },
    field.lines.length > 1 ? { kind: 'list', items: field.lines } : { kind: 'paragraph', text: field.value ?? '' },
  ];
}

function footerOf(passport: PassportResponse, printedOn: string): string {
  const checked = passport.reviewedAt
    ? `, checked by the family on ${formatDay(passport.reviewedAt.slice(0, 10))}`
    : '';
  return `Hospital passport of ${passport.name}. Printed from Tedi on ${formatDay(printedOn)}${checked}.`;
}

/** The whole passport on A4: page one for the first minutes, then the three parts. */
export function passportDocument(
  passport: PassportResponse,
  photo: DocumentImage | null,
  options: { font: FontFamily; printedOn: string },
): DocumentDefinition {
  const name = shortName(passport);
  const who: DocumentBlock[] = [
    { kind: 'paragraph', text: 'Hospital passport', emphasis: 'quiet' },
    { kind: 'heading', text: nameOf(passport), level: 1 },
    { kind: 'facts', items: identityFacts(passport) },
  ];
  const parts = (Object.keys(PART_TITLES) as PassportPart[]).map((part): DocumentBlock => ({
    kind: 'section',
    tone: PART_TITLES[part].tone,
    title: PART_TITLES[part].title,
    blocks: passport.parts[part].filter((field) => field.value !== null).flatMap(fieldBlocks),
  }));
  return {
    title: `Hospital passport: ${passport.name}`,
    page: 'a4',
    font: options.font,
    footer: footerOf(passport, options.printedOn),
    blocks: [
      photo
        ? {
            kind: 'columns',
            columns: [
              { width: 1, blocks: [{ kind: 'image', image: photo, width: 100, height: 100 }] },
              { width: 3, blocks: who },
            ],
          }
        : { kind: 'columns', columns: [{ blocks: who }] },
      {
        kind: 'section',
        tone: 'red',
        title: 'Read this first',
        blocks: firstMinutes(passport, name, options.printedOn),
      },
      { kind: 'page-break' },
      ...parts,
    ],
  };
}

/** Longer text is cut on the card, which points to the full passport for the rest. */
function clipped(text: string, most: number): string {
  return text.length <= most ? text : `${text.slice(0, most - 1).trimEnd()}…`;
}

/** A card the size of a bank card for a purse or a wallet: who the child is and the first minutes, briefly. */
export function walletCardDocument(passport: PassportResponse, options: { font: FontFamily }): DocumentDefinition {
  const page = passport.firstPage;
  const allergies = allergyLines(passport);
  const contact = contactLine(passport);
  return {
    title: `Hospital passport card: ${passport.name}`,
    page: 'wallet-card',
    font: options.font,
    blocks: [
      { kind: 'heading', text: nameOf(passport), level: 1 },
      {
        kind: 'paragraph',
        text: identityFacts(passport)
          .filter((fact) => fact.value !== '')
          .map((fact) => `${fact.label}: ${fact.value}`)
          .join(' · '),
      },
      {
        kind: 'section',
        tone: 'red',
        title: 'Read this first',
        blocks: [
          {
            kind: 'paragraph',
            text: `Allergies: ${allergies.length > 0 ? clipped(allergies.join('; '), 110) : 'none known'}`,
            emphasis: 'strong',
          },
          ...(page.medicines.length > 0
            ? [
                {
                  kind: 'paragraph' as const,
                  text: `Medicines: ${clipped(page.medicines.map((medicine) => medicine.name).join(', '), 90)}`,
                },
              ]
            : []),
          ...(page.howICommunicate.length > 0
            ? [{ kind: 'paragraph' as const, text: clipped(page.howICommunicate.join('. '), 120) }]
            : []),
          ...(page.whenAnxious
            ? [{ kind: 'paragraph' as const, text: `If I am anxious: ${clipped(page.whenAnxious, 110)}` }]
            : []),
          ...(contact
            ? [{ kind: 'paragraph' as const, text: `Contact: ${contact}`, emphasis: 'strong' as const }]
            : []),
        ],
      },
    ],
  };
}
