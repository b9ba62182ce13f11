import { CODE_OF_PRACTICE, LEGISLATION, childName } from './common.ts';
import type { DocumentTemplate, TemplateBasis, TemplateField } from './types.ts';

/** Documents about the child, in their own voice where possible: not letters, no addresses. */

const VIEWS_BASIS: readonly TemplateBasis[] = [
  {
    citation: 'Children and Families Act 2014, section 19 (the child’s views, wishes and feelings)',
    url: LEGISLATION.cfaSection(19),
  },
  CODE_OF_PRACTICE(
    'chapter 1, paragraphs 1.1 to 1.7, and chapter 9, paragraphs 9.21 to 9.23 (person-centred planning)',
  ),
];

const madeOn: TemplateField = {
  key: 'madeOn',
  label: 'Date',
  hint: 'The day it was written, so people know how up to date it is.',
  kind: 'date',
  required: true,
  facts: ['today'],
};

const writtenBy: TemplateField = {
  key: 'writtenBy',
  label: 'Written by',
  hint: 'For example “Maya, with her mum”.',
  kind: 'short-text',
  required: true,
  facts: ['family.senderName'],
};

const firstName: TemplateField = {
  key: 'firstName',
  label: 'The name your child likes to be called',
  hint: 'The name people should use.',
  kind: 'short-text',
  required: true,
  facts: ['child.firstName'],
};

export const ABOUT_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'one-page-profile',
    group: 'about',
    title: 'One-page profile',
    purpose:
      'One page that helps a new teacher, carer or therapist get to know your child quickly: what people like about them, what matters to them and how to support them.',
    recipient: 'Anyone new who works with your child',
    kind: 'document',
    heading: 'One-page profile: {childName}',
    basis: VIEWS_BASIS,
    fields: [
      childName,
      {
        key: 'admire',
        label: 'What people like and admire about me',
        hint: 'One a line: “funny”, “kind to younger children”, “knows everything about trains”.',
        kind: 'list',
        required: true,
        facts: ['child.strengths'],
      },
      {
        key: 'important',
        label: 'What is important to me',
        hint: 'One a line, from your child’s point of view: people, routines, objects, interests.',
        kind: 'list',
        required: true,
        facts: ['child.likes'],
      },
      {
        key: 'support',
        label: 'How best to support me',
        hint: 'One a line: what helps, what to avoid, what to do when things get hard.',
        kind: 'list',
        required: true,
        facts: ['child.needs'],
      },
      {
        key: 'communication',
        label: 'How I communicate',
        hint: 'Words, signs, pictures, a device; how to tell when I am upset.',
        kind: 'long-text',
        facts: ['child.communication'],
      },
      writtenBy,
      madeOn,
    ],
    body: [
      { kind: 'heading', text: 'What people like and admire about me' },
      { kind: 'list', field: 'admire' },
      { kind: 'heading', text: 'What is important to me' },
      { kind: 'list', field: 'important' },
      { kind: 'heading', text: 'How best to support me' },
      { kind: 'list', field: 'support' },
      { kind: 'heading', text: 'How I communicate', when: 'communication' },
      { kind: 'paragraph', text: '{communication}', when: 'communication' },
      { kind: 'paragraph', text: 'Written by {writtenBy} on {madeOn}.' },
    ],
  },
  {
    id: 'all-about-me',
    group: 'about',
    title: '“All about me”',
    purpose:
      'Your child introduces themselves, in their own words where they can: for a new class, a club, respite or a hospital stay.',
    recipient: 'New teachers, carers, clubs and anyone who looks after your child',
    kind: 'document',
    heading: 'All about me: {firstName}',
    basis: VIEWS_BASIS,
    fields: [
      childName,
      firstName,
      { key: 'age', label: 'Age', hint: 'For example “9 years old”.', kind: 'short-text', facts: ['child.age'] },
      {
        key: 'family',
        label: 'My family and the people important to me',
        hint: 'Who your child lives with and who matters to them, pets included.',
        kind: 'long-text',
      },
      {
        key: 'likes',
        label: 'Things I like',
        hint: 'One a line.',
        kind: 'list',
        required: true,
        facts: ['child.likes'],
      },
      {
        key: 'dislikes',
        label: 'Things I do not like',
        hint: 'One a line, including sounds, textures and situations.',
        kind: 'list',
        facts: ['child.dislikes'],
      },
      {
        key: 'communication',
        label: 'How I communicate',
        hint: 'How your child tells people what they want, and how to tell when they are upset.',
        kind: 'long-text',
        facts: ['child.communication'],
      },
      {
        key: 'senses',
        label: 'My senses',
        hint: 'What your child seeks and avoids: noise, light, touch, smells.',
        kind: 'long-text',
        facts: ['child.sensory'],
      },
      {
        key: 'helpMe',
        label: 'How you can help me',
        hint: 'One a line.',
        kind: 'list',
        required: true,
        facts: ['child.needs'],
      },
      {
        key: 'health',
        label: 'My health',
        hint: 'Conditions, allergies and medicines someone looking after me must know, one a line.',
        kind: 'list',
        facts: ['health.conditions'],
      },
      {
        key: 'allergies',
        label: 'My allergies',
        hint: 'One a line, with what happens.',
        kind: 'list',
        facts: ['health.allergies'],
      },
      writtenBy,
      madeOn,
    ],
    body: [
      { kind: 'paragraph', text: 'My name is {firstName}.' },
      { kind: 'paragraph', text: 'I am {age}.', when: 'age' },
      { kind: 'heading', text: 'My family and the people important to me', when: 'family' },
      { kind: 'paragraph', text: '{family}', when: 'family' },
      { kind: 'heading', text: 'Things I like' },
      { kind: 'list', field: 'likes' },
      { kind: 'heading', text: 'Things I do not like', when: 'dislikes' },
      { kind: 'list', field: 'dislikes', when: 'dislikes' },
      { kind: 'heading', text: 'How I communicate', when: 'communication' },
      { kind: 'paragraph', text: '{communication}', when: 'communication' },
      { kind: 'heading', text: 'My senses', when: 'senses' },
      { kind: 'paragraph', text: '{senses}', when: 'senses' },
      { kind: 'heading', text: 'How you can help me' },
      { kind: 'list', field: 'helpMe' },
      { kind: 'heading', text: 'My health', when: 'health' },
      { kind: 'list', field: 'health', when: 'health' },
      { kind: 'heading', text: 'My allergies', when: 'allergies' },
      { kind: 'list', field: 'allergies', when: 'allergies' },
      { kind: 'paragraph', text: 'Written by {writtenBy} on {madeOn}.' },
    ],
  },
];
