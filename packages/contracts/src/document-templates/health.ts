import {
  childDateOfBirth,
  childName,
  diagnoses,
  letterDate,
  professionals,
  recipientAddress,
  recipientName,
} from './common.ts';
import type { DocumentTemplate } from './types.ts';

/** The letter to the GP asking for a referral. */
export const HEALTH_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'gp-referral-request',
    group: 'health',
    title: 'GP referral request',
    purpose:
      'Asks your GP to refer your child to a specialist (a paediatrician, CAMHS, speech and language therapy, an autism or ADHD assessment), setting out your concerns.',
    recipient: 'Your child’s GP',
    kind: 'letter',
    heading: 'Request for a referral for {childName}, born {childDateOfBirth}',
    basis: [
      {
        citation: 'NICE guideline CG128: Autism spectrum disorder in under 19s: recognition, referral and diagnosis',
        url: 'https://www.nice.org.uk/guidance/cg128',
      },
      {
        citation: 'The NHS Constitution for England (your rights to be involved and to choose)',
        url: 'https://www.gov.uk/government/publications/the-nhs-constitution-for-england',
      },
    ],
    fields: [
      recipientName('Your GP', 'Your child’s GP by name, if you know it.', ['health.gp']),
      recipientAddress('The surgery’s address, one line each.'),
      letterDate,
      childName,
      childDateOfBirth,
      {
        key: 'nhsNumber',
        label: 'NHS number',
        hint: 'Ten digits, on letters from the NHS or in the NHS App.',
        kind: 'short-text',
      },
      {
        key: 'referTo',
        label: 'Who you want the referral to',
        hint: 'For example “the community paediatrician for an autism assessment” or “speech and language therapy”.',
        kind: 'short-text',
        required: true,
      },
      {
        key: 'concerns',
        label: 'Your concerns',
        hint: 'What you have noticed, with examples, and how often.',
        kind: 'long-text',
        required: true,
        facts: ['child.needs'],
      },
      {
        key: 'sinceWhen',
        label: 'Since when',
        hint: 'For example “since he was two” or “over the last year”.',
        kind: 'short-text',
      },
      {
        key: 'impact',
        label: 'How it affects daily life',
        hint: 'Sleep, eating, school, friendships, family life.',
        kind: 'long-text',
      },
      {
        key: 'schoolViews',
        label: 'What school or nursery has noticed',
        hint: 'If they have said anything, or written it down.',
        kind: 'long-text',
      },
      diagnoses,
      {
        key: 'medicines',
        label: 'Medicines',
        hint: 'One a line.',
        kind: 'list',
        facts: ['health.medicines'],
      },
      professionals,
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'I am writing to ask you to refer my child, {childName}, to {referTo}.',
      },
      { kind: 'paragraph', text: 'NHS number: {nhsNumber}', when: 'nhsNumber' },
      { kind: 'heading', text: 'My concerns' },
      { kind: 'paragraph', text: '{concerns}' },
      { kind: 'paragraph', text: 'I have noticed this {sinceWhen}.', when: 'sinceWhen' },
      { kind: 'heading', text: 'How this affects {childName} day to day', when: 'impact' },
      { kind: 'paragraph', text: '{impact}', when: 'impact' },
      { kind: 'heading', text: 'What school has noticed', when: 'schoolViews' },
      { kind: 'paragraph', text: '{schoolViews}', when: 'schoolViews' },
      { kind: 'heading', text: 'Conditions already diagnosed', when: 'diagnoses' },
      { kind: 'list', field: 'diagnoses', when: 'diagnoses' },
      { kind: 'heading', text: 'Medicines', when: 'medicines' },
      { kind: 'list', field: 'medicines', when: 'medicines' },
      { kind: 'paragraph', text: 'These professionals are already involved:', when: 'professionals' },
      { kind: 'list', field: 'professionals', when: 'professionals' },
      {
        kind: 'paragraph',
        text: 'NICE guidance asks health professionals to listen to parents’ concerns about their child’s development and behaviour, and to take them into account when deciding whether to refer. I would like to talk about the choice of service for the referral, as the NHS Constitution allows.',
      },
      {
        kind: 'paragraph',
        text: 'Please let me know whether you will make the referral and, if not, why not. I would be grateful for a copy of the referral letter.',
      },
      { kind: 'signature' },
    ],
  },
];
