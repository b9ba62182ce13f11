import {
  childDateOfBirth,
  childName,
  diagnoses,
  letterDate,
  professionals,
  recipientAddress,
  recipientName,
} from './common.ts';
import type { DocumentTemplate, TemplateField } from './types.ts';

/** The DLA statement and diary, and the request to look at a decision again. */

const DLA_ACT: DocumentTemplate['basis'][number] = {
  citation:
    'Social Security Contributions and Benefits Act 1992, sections 72 and 73 (the care and mobility components), and the Social Security (Disability Living Allowance) Regulations 1991',
  url: 'https://www.legislation.gov.uk/ukpga/1992/4/section/72',
};

const claimReference: TemplateField = {
  key: 'claimReference',
  label: 'Claim reference',
  hint: 'On the letters DWP has sent you, near the top. Leave it empty for a new claim.',
  kind: 'short-text',
  facts: ['dla.claimReference'],
};

const dwpName = recipientName('Disability Living Allowance', 'DWP’s Disability Living Allowance office.');

export const DLA_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'dla-supporting-statement',
    group: 'dla',
    title: 'DLA supporting statement and care diary',
    purpose:
      'Explains, with a diary of real days, the extra care and supervision your child needs compared with a child of the same age, to send with the DLA claim form.',
    recipient: 'DWP, with the DLA claim form (DLA1A Child)',
    kind: 'letter',
    heading: 'Supporting statement for {childName}’s Disability Living Allowance claim',
    basis: [
      DLA_ACT,
      {
        citation: 'GOV.UK: Disability Living Allowance for children (eligibility and how to claim)',
        url: 'https://www.gov.uk/disability-living-allowance-children',
      },
    ],
    fields: [
      dwpName,
      recipientAddress('The address on the claim form’s return envelope, one line each.'),
      letterDate,
      childName,
      childDateOfBirth,
      claimReference,
      diagnoses,
      {
        key: 'dayToDay',
        label: 'Day to day',
        hint: 'A typical day and a bad day: what your child cannot do safely without help, how often, for how long, and how that is more than a child of the same age needs. Describe what happens, not just the diagnosis.',
        kind: 'long-text',
        required: true,
        facts: ['dla.supportingStatement', 'child.needs'],
      },
      {
        key: 'nights',
        label: 'At night',
        hint: 'How often your child wakes, what help they need, and for how long.',
        kind: 'long-text',
      },
      {
        key: 'outdoors',
        label: 'Getting around outdoors',
        hint: 'What happens on a walk or a trip out: running off, refusing to walk, no sense of danger, needing to be held or carried.',
        kind: 'long-text',
      },
      {
        key: 'diary',
        label: 'Care diary',
        hint: 'One line each time help was needed, day and night: “Tuesday 03:10: woke distressed, 50 minutes to settle”. A week is usually enough.',
        kind: 'list',
        facts: ['dla.careDiary'],
      },
      {
        key: 'howLong',
        label: 'How long this help has been needed',
        hint: 'For example “since she was two” or “for the last 18 months”. DLA needs the help to have lasted 3 months and to be expected to last 6 more.',
        kind: 'short-text',
        required: true,
      },
      {
        key: 'medicines',
        label: 'Medicines',
        hint: 'One a line, with the dose and when it is given.',
        kind: 'list',
        facts: ['health.medicines'],
      },
      professionals,
      {
        key: 'evidence',
        label: 'Evidence enclosed',
        hint: 'Copies of reports and letters you are sending, one a line. Send copies, never originals.',
        kind: 'list',
        facts: ['dla.evidence'],
      },
    ],
    body: [
      { kind: 'paragraph', text: 'Claim reference: {claimReference}', when: 'claimReference' },
      {
        kind: 'paragraph',
        text: 'I am the parent of {childName}, born {childDateOfBirth}. I am sending this statement with the claim for Disability Living Allowance to explain the care, attention and supervision {childName} needs, which is substantially more than a child of the same age without a disability needs.',
      },
      { kind: 'heading', text: 'Conditions', when: 'diagnoses' },
      { kind: 'list', field: 'diagnoses', when: 'diagnoses' },
      { kind: 'heading', text: 'Day to day' },
      { kind: 'paragraph', text: '{dayToDay}' },
      { kind: 'heading', text: 'At night', when: 'nights' },
      { kind: 'paragraph', text: '{nights}', when: 'nights' },
      { kind: 'heading', text: 'Getting around outdoors', when: 'outdoors' },
      { kind: 'paragraph', text: '{outdoors}', when: 'outdoors' },
      { kind: 'heading', text: 'Care diary', when: 'diary' },
      {
        kind: 'paragraph',
        text: 'I kept a diary of the help {childName} needed. Each line is one time help was given:',
        when: 'diary',
      },
      { kind: 'list', field: 'diary', when: 'diary' },
      { kind: 'heading', text: 'Medicines', when: 'medicines' },
      { kind: 'list', field: 'medicines', when: 'medicines' },
      {
        kind: 'paragraph',
        text: 'These professionals know {childName} and can confirm what I have described:',
        when: 'professionals',
      },
      { kind: 'list', field: 'professionals', when: 'professionals' },
      { kind: 'heading', text: 'Evidence enclosed', when: 'evidence' },
      { kind: 'list', field: 'evidence', when: 'evidence' },
      {
        kind: 'paragraph',
        text: '{childName} has needed this help {howLong}, and I expect it to be needed for the foreseeable future. Please contact me if anything is unclear.',
      },
      { kind: 'signature' },
    ],
  },
  {
    id: 'dla-mandatory-reconsideration',
    group: 'dla',
    title: 'Mandatory reconsideration request',
    purpose:
      'Asks DWP to look again at a DLA decision you think is wrong. You must do this before you can appeal; ask within one month of the decision.',
    recipient: 'DWP, the office that made the decision',
    kind: 'letter',
    heading: 'Request for mandatory reconsideration: {childName}’s Disability Living Allowance',
    basis: [
      {
        citation:
          'Social Security and Child Support (Decisions and Appeals) Regulations 1999, regulation 3 (one month to ask, longer with good reason) and regulation 3ZA (reconsideration before an appeal)',
        url: 'https://www.legislation.gov.uk/uksi/1999/991/contents',
      },
      DLA_ACT,
      {
        citation: 'GOV.UK: Challenge a benefit decision (mandatory reconsideration)',
        url: 'https://www.gov.uk/mandatory-reconsideration',
      },
    ],
    fields: [
      dwpName,
      recipientAddress('The address on the decision letter, one line each.'),
      letterDate,
      childName,
      childDateOfBirth,
      { ...claimReference, required: true, hint: 'On the decision letter, near the top.' },
      {
        key: 'decisionDate',
        label: 'Date of the decision',
        hint: 'The date on the decision letter.',
        kind: 'date',
        required: true,
        facts: ['dla.decisionDate'],
      },
      {
        key: 'decision',
        label: 'What the decision said',
        hint: 'For example “lowest rate care, no mobility component” or “not entitled”.',
        kind: 'short-text',
        facts: ['dla.decision'],
      },
      {
        key: 'reasons',
        label: 'Why the decision is wrong',
        hint: 'Go through the decision letter’s reasons. Where it gets your child’s needs wrong, say what actually happens, how often and for how long.',
        kind: 'long-text',
        required: true,
      },
      {
        key: 'missed',
        label: 'What the decision did not take into account',
        hint: 'One a line: needs, evidence or answers on the form the decision does not mention.',
        kind: 'list',
      },
      {
        key: 'evidence',
        label: 'Evidence you are sending',
        hint: 'One a line. New evidence helps most: a letter from a professional, a diary.',
        kind: 'list',
        facts: ['dla.evidence'],
      },
      {
        key: 'lateReason',
        label: 'If you are asking more than a month after the decision',
        hint: 'Why you could not ask sooner (illness, a hospital stay, caring). Leave empty if you are within the month.',
        kind: 'long-text',
      },
    ],
    body: [
      { kind: 'paragraph', text: 'Claim reference: {claimReference}' },
      {
        kind: 'paragraph',
        text: 'I am asking for a mandatory reconsideration of the decision dated {decisionDate} on {childName}’s claim for Disability Living Allowance. {childName} was born on {childDateOfBirth}.',
      },
      { kind: 'paragraph', text: 'The decision was: {decision}.', when: 'decision' },
      {
        kind: 'paragraph',
        text: 'I am asking within one month of the decision, as regulation 3 of the Social Security and Child Support (Decisions and Appeals) Regulations 1999 allows.',
        unless: 'lateReason',
      },
      {
        kind: 'paragraph',
        text: 'I am asking after the one-month limit. The reason is: {lateReason} Please accept this late request: the regulations allow a decision to be looked at up to 13 months after it was made where there is good reason.',
        when: 'lateReason',
      },
      { kind: 'heading', text: 'Why I think the decision is wrong' },
      { kind: 'paragraph', text: '{reasons}' },
      { kind: 'heading', text: 'What the decision did not take into account', when: 'missed' },
      { kind: 'list', field: 'missed', when: 'missed' },
      { kind: 'heading', text: 'Evidence I am sending', when: 'evidence' },
      { kind: 'list', field: 'evidence', when: 'evidence' },
      {
        kind: 'paragraph',
        text: 'Please look at the decision again, taking all of this into account, and send me a mandatory reconsideration notice. Please also send me a copy of the evidence the decision was based on. If the decision is not changed, I intend to appeal to the tribunal.',
      },
      { kind: 'signature' },
    ],
  },
];
