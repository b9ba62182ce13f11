import { describe, expect, test } from 'vitest';
import { isCalendarDate } from '../rules/calendar-dates.ts';
import {
  DOCUMENT_TEMPLATES,
  documentTemplate,
  fillDocument,
  fillFields,
  formatLetterDate,
  missingFields,
  periodEnd,
  placeholdersIn,
  TEMPLATE_GROUPS,
  valuesOf,
} from './index.ts';
import type { DocumentTemplate, TemplateBlock } from './types.ts';

/** The field keys a block uses, and the one that decides whether it shows. */
function usesOf(block: TemplateBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return placeholdersIn(block.text);
    case 'points':
      return block.items.flatMap(placeholdersIn);
    case 'list':
      return [block.field];
    case 'signature':
      return [];
  }
}

describe.each(DOCUMENT_TEMPLATES.map((template) => [template.id, template] as const))(
  'the %s template',
  (_id, template: DocumentTemplate) => {
    const keys = new Set(template.fields.map((field) => field.key));

    test('names the law or guidance it rests on, with a link to read it', () => {
      expect(template.basis.length).toBeGreaterThan(0);
      for (const basis of template.basis) {
        expect(basis.citation.length).toBeGreaterThan(10);
        expect(basis.url).toMatch(/^https:\/\//);
      }
      expect(template.purpose.length).toBeGreaterThan(20);
      expect(template.recipient.length).toBeGreaterThan(3);
    });

    test('uses only its own fields, each once, and never leaves a gap in a made document', () => {
      expect(keys.size).toBe(template.fields.length);
      const guarded = (block: TemplateBlock) => ('when' in block && block.when) || null;
      for (const block of template.body) {
        for (const key of usesOf(block)) {
          expect(keys, `${key} in ${template.id}`).toContain(key);
          // A field without a `when` guard must be required, or the letter would print "[label]".
          if (guarded(block) !== key) {
            const field = template.fields.find((candidate) => candidate.key === key)!;
            const guardedBy = guarded(block);
            expect(field.required || guardedBy !== null, `${key} in ${template.id}`).toBe(true);
            if (!field.required) expect(guardedBy === key || keys.has(guardedBy!)).toBe(true);
          }
        }
      }
      for (const key of placeholdersIn(template.heading)) {
        expect(template.fields.find((field) => field.key === key)?.required, key).toBe(true);
      }
    });

    test('a letter has who it goes to, their address and the date; a document has none of them', () => {
      const letterFields = ['recipientName', 'recipientAddress', 'letterDate'];
      if (template.kind === 'letter') {
        for (const key of letterFields) expect(keys).toContain(key);
        expect(template.body.at(-1)).toEqual({ kind: 'signature' });
      } else {
        for (const key of letterFields) expect(keys).not.toContain(key);
        expect(template.body.some((block) => block.kind === 'signature')).toBe(false);
      }
    });

    test('a worked-out date counts from a date field of the same template', () => {
      for (const field of template.fields.filter((candidate) => candidate.derive)) {
        expect(field.kind).toBe('date');
        expect(template.fields.find((candidate) => candidate.key === field.derive!.from)?.kind).toBe('date');
      }
    });
  },
);

test('there is a template for every document the issue names, in every group', () => {
  expect(DOCUMENT_TEMPLATES.map((template) => template.id)).toEqual([
    'ehcp-assessment-request',
    'ehcp-draft-plan-reply',
    'ehcp-missed-deadline-complaint',
    'ehcp-annual-review-contribution',
    'dla-supporting-statement',
    'dla-mandatory-reconsideration',
    'school-reasonable-adjustments',
    'school-attendance-anxiety',
    'school-sen-support',
    'gp-referral-request',
    'one-page-profile',
    'all-about-me',
  ]);
  for (const group of TEMPLATE_GROUPS)
    expect(DOCUMENT_TEMPLATES.some((template) => template.group === group)).toBe(true);
});

describe('filling the request for an EHC needs assessment', () => {
  const template = documentTemplate('ehcp-assessment-request')!;
  const facts = {
    today: '2026-11-24',
    'child.fullName': 'Maya Khan',
    'child.dateOfBirth': '2017-03-09',
    'child.needs': 'Maya cannot stay in a classroom for more than ten minutes.',
    'health.conditions': ['Autism (diagnosed 12 May 2021)'],
  };

  test('takes the child from the profile, dates the request today and works out the 6-week and 20-week dates', () => {
    const fields = fillFields(template, facts, {});
    expect(fields.childName).toMatchObject({ value: 'Maya Khan', source: 'fact', fact: 'child.fullName' });
    expect(fields.requestDate).toMatchObject({ value: '2026-11-24', fact: 'today' });
    expect(fields.decisionDue).toMatchObject({ value: '2027-01-05', source: 'worked-out' });
    expect(fields.finalPlanDue).toMatchObject({ value: '2027-04-13', source: 'worked-out' });
    expect(fields.diagnoses?.value).toEqual(['Autism (diagnosed 12 May 2021)']);
    expect(fields.recipientName).toMatchObject({ value: 'The SEND team', source: 'suggested' });
  });

  test('what the parent types wins, and the deadline follows a typed request date', () => {
    const fields = fillFields(template, facts, { requestDate: '2026-12-01', childName: 'Maya R. Khan' });
    expect(fields.childName).toMatchObject({ value: 'Maya R. Khan', source: 'typed' });
    expect(fields.decisionDue?.value).toBe('2027-01-12');
  });

  test('a date the EHCP case gives is used rather than worked out', () => {
    const fields = fillFields(
      template,
      { ...facts, 'ehcp.requestDate': '2026-10-01', 'ehcp.decisionToAssessDue': '2026-11-12' },
      {},
    );
    expect(fields.requestDate?.value).toBe('2026-10-01');
    expect(fields.decisionDue).toMatchObject({ value: '2026-11-12', source: 'fact', fact: 'ehcp.decisionToAssessDue' });
  });

  test('names what is missing, and the letter reads with dates written out', () => {
    const values = valuesOf(fillFields(template, facts, {}));
    expect(missingFields(template, values).map((field) => field.label)).toEqual(['Their address', 'Your council']);
    const letter = fillDocument(
      template,
      { ...values, councilName: 'Leeds City Council', recipientAddress: ['Merrion House', 'Leeds', 'LS2 8BB'] },
      { name: 'Sara Khan', addressLines: ['4 Park Row', 'Leeds'], phone: null, email: 'sara@example.com' },
    );
    expect(letter.sender).toEqual(['Sara Khan', '4 Park Row', 'Leeds', 'sara@example.com']);
    expect(letter.recipient).toEqual(['The SEND team', 'Merrion House', 'Leeds', 'LS2 8BB']);
    expect(letter.date).toBe('24 November 2026');
    expect(letter.heading).toBe(
      'Request for an education, health and care needs assessment for Maya Khan, born 9 March 2017',
    );
    const text = letter.blocks.map((block) => ('text' in block ? block.text : '')).join('\n');
    expect(text).toContain('that is by 5 January 2027');
    expect(text).toContain('that is by 13 April 2027');
    expect(text).not.toContain('[');
    expect(letter.blocks.at(-1)).toEqual({ kind: 'signature', closing: 'Yours sincerely', name: 'Sara Khan' });
  });

  test('the preview shows an empty required field by its label', () => {
    const letter = fillDocument(template, valuesOf(fillFields(template, facts, {})), null);
    expect(letter.blocks[0]).toMatchObject({ text: expect.stringContaining('[Your council]') });
    expect(letter.sender).toEqual(['[Your name and address]']);
  });
});

test('a block shown only when a field is empty gives way when it is filled', () => {
  const template = documentTemplate('dla-mandatory-reconsideration')!;
  const text = (values: Record<string, string>) =>
    fillDocument(template, values, null)
      .blocks.map((block) => ('text' in block ? block.text : ''))
      .join('\n');
  expect(text({})).toContain('I am asking within one month');
  const late = text({ lateReason: 'My son was in hospital for five weeks.' });
  expect(late).not.toContain('I am asking within one month');
  expect(late).toContain('My son was in hospital for five weeks.');
});

test('statutory periods count as the regulations do, and have no answer before the rules applied', () => {
  expect(periodEnd('ehcp-decision-to-assess', '2026-08-03')).toBe('2026-09-14');
  // Fifteen days beginning with the day the draft is sent.
  expect(periodEnd('ehcp-draft-comments', '2026-03-02')).toBe('2026-03-16');
  expect(periodEnd('ehcp-decision-to-assess', '2013-01-01')).toBeNull();
  expect(periodEnd('ehcp-decision-to-assess', '2026-02-30')).toBeNull();
  expect(periodEnd('ehcp-final-plan', '2026-01-31', 'wales')).toBeNull();
});

test('dates are written as letters write them', () => {
  expect(formatLetterDate('2027-01-05')).toBe('5 January 2027');
  expect(isCalendarDate('2027-01-05')).toBe(true);
  expect(formatLetterDate('next week')).toBe('next week');
});
