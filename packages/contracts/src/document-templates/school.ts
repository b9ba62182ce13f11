import {
  CODE_OF_PRACTICE,
  LEGISLATION,
  childName,
  diagnoses,
  letterDate,
  professionals,
  recipientAddress,
  recipientName,
  school,
} from './common.ts';
import type { DocumentTemplate, TemplateField } from './types.ts';

/** Letters to school: reasonable adjustments, attendance and anxiety, SEN support. */

const schoolAddress = recipientAddress('The school’s address, one line each.');

const yearGroup: TemplateField = {
  key: 'yearGroup',
  label: 'Year group or class',
  hint: 'For example “Year 4” or “Oak class”.',
  kind: 'short-text',
};

const EQUALITY_ACT: DocumentTemplate['basis'] = [
  {
    citation: 'Equality Act 2010, section 20 (the duty to make reasonable adjustments)',
    url: LEGISLATION.equalityActSection20,
  },
  {
    citation: 'Equality Act 2010, Schedule 13 (reasonable adjustments in education)',
    url: LEGISLATION.equalityActSchedule13,
  },
];

export const SCHOOL_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'school-reasonable-adjustments',
    group: 'school',
    title: 'Reasonable adjustments request',
    purpose:
      'Asks the school for the changes your disabled child needs so they are not at a disadvantage: the law requires them, with or without a diagnosis.',
    recipient: 'The headteacher, copied to the SENCo',
    kind: 'letter',
    heading: 'Request for reasonable adjustments for {childName}',
    basis: [...EQUALITY_ACT, CODE_OF_PRACTICE('chapter 6 (schools), paragraphs 6.9 to 6.10')],
    fields: [
      recipientName('The headteacher', 'Usually the headteacher; you can copy in the SENCo.'),
      schoolAddress,
      letterDate,
      childName,
      school(true),
      yearGroup,
      diagnoses,
      {
        key: 'disadvantage',
        label: 'Where your child is at a disadvantage',
        hint: 'The moments in the school day that are hard because of their disability, and what happens then: “the noise at lunchtime leads to a meltdown most days”.',
        kind: 'long-text',
        required: true,
        facts: ['child.needs'],
      },
      {
        key: 'whatHelps',
        label: 'What helps',
        hint: 'What works at home or has worked before.',
        kind: 'long-text',
        facts: ['child.communication'],
      },
      {
        key: 'adjustments',
        label: 'The adjustments you are asking for',
        hint: 'One a line, as practical as you can: “lunch in a quiet room with a friend”, “a movement break every 30 minutes”, “instructions given one at a time and written down”.',
        kind: 'list',
        required: true,
      },
      {
        key: 'replyBy',
        label: 'Reply wanted by',
        hint: 'A date for a reply or a meeting, if you want to give one.',
        kind: 'date',
      },
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'I am writing about my child, {childName}, at {school}. I am asking the school to make reasonable adjustments so that {childName} is not put at a disadvantage because of their disability.',
      },
      { kind: 'paragraph', text: '{childName} is in {yearGroup}.', when: 'yearGroup' },
      { kind: 'paragraph', text: '{childName} has {diagnoses}.', when: 'diagnoses' },
      {
        kind: 'paragraph',
        text: 'Under section 20 of the Equality Act 2010 and Schedule 13 to it, the school must take reasonable steps to avoid a disabled pupil being at a substantial disadvantage compared with pupils who are not disabled, including by providing auxiliary aids and services. The duty looks ahead, it does not depend on a formal diagnosis, and the school may not charge for an adjustment.',
      },
      { kind: 'heading', text: 'Where {childName} is at a disadvantage' },
      { kind: 'paragraph', text: '{disadvantage}' },
      { kind: 'heading', text: 'What helps', when: 'whatHelps' },
      { kind: 'paragraph', text: '{whatHelps}', when: 'whatHelps' },
      { kind: 'heading', text: 'The adjustments I am asking for' },
      { kind: 'list', field: 'adjustments' },
      {
        kind: 'paragraph',
        text: 'Please tell me in writing which adjustments the school will make and from when, and for any it will not make, why not.',
      },
      {
        kind: 'paragraph',
        text: 'I would be grateful for a reply, or a meeting to agree a plan, by {replyBy}.',
        when: 'replyBy',
      },
      { kind: 'paragraph', text: 'I am glad to work with you on this and to share anything that would help.' },
      { kind: 'signature' },
    ],
  },
  {
    id: 'school-attendance-anxiety',
    group: 'school',
    title: 'Attendance and anxiety: asking for support',
    purpose:
      'Explains that anxiety is keeping your child from school and asks for a meeting and a support plan, rather than warnings or fines.',
    recipient: 'The headteacher, copied to the SENCo and the attendance lead',
    kind: 'letter',
    heading: '{childName}’s attendance and anxiety: a request for support',
    basis: [
      {
        citation: 'Department for Education, Working together to improve school attendance (statutory guidance, 2024)',
        url: 'https://www.gov.uk/government/publications/working-together-to-improve-school-attendance',
      },
      ...EQUALITY_ACT,
      {
        citation: 'Education Act 1996, section 19 (education for children who cannot attend school because of illness)',
        url: 'https://www.legislation.gov.uk/ukpga/1996/56/section/19',
      },
    ],
    fields: [
      recipientName('The headteacher', 'Usually the headteacher; you can copy in the SENCo and the attendance lead.'),
      schoolAddress,
      letterDate,
      childName,
      school(true),
      yearGroup,
      {
        key: 'whatHappens',
        label: 'What happens',
        hint: 'What you see on school mornings and after school: not sleeping, stomach aches, panic, hiding, meltdowns. How you have tried to get your child in.',
        kind: 'long-text',
        required: true,
      },
      {
        key: 'sinceWhen',
        label: 'Since when',
        hint: 'For example “since the start of Year 5” or “since October”.',
        kind: 'short-text',
      },
      {
        key: 'attendance',
        label: 'Attendance so far',
        hint: 'If you know it, for example “about 60% this term”.',
        kind: 'short-text',
      },
      diagnoses,
      {
        key: 'askFor',
        label: 'What you are asking for',
        hint: 'One a line. Change or add to these.',
        kind: 'list',
        required: true,
        suggestion: [
          'A meeting with the SENCo and the attendance lead within the next two weeks',
          'A written support plan, agreed with us, reviewed every few weeks',
          'A named adult my child can go to, and a quiet place to go when it gets too much',
          'A gradual return, starting with the parts of the day my child can manage',
          'Absence while this plan is in place treated as a health need, not met with warnings or fines',
        ],
      },
      { ...professionals, label: 'Professionals involved', hint: 'GP, CAMHS, paediatrician or others, one a line.' },
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'I am writing about {childName} at {school}. {childName} is finding it very hard to come to school because of anxiety, and I want to work with you to help {childName} back into school.',
      },
      { kind: 'paragraph', text: '{childName} is in {yearGroup}.', when: 'yearGroup' },
      { kind: 'paragraph', text: 'This has been happening {sinceWhen}.', when: 'sinceWhen' },
      { kind: 'paragraph', text: '{childName}’s attendance is {attendance}.', when: 'attendance' },
      { kind: 'heading', text: 'What happens' },
      { kind: 'paragraph', text: '{whatHappens}' },
      { kind: 'paragraph', text: '{childName} has {diagnoses}.', when: 'diagnoses' },
      { kind: 'heading', text: 'What the guidance says' },
      {
        kind: 'paragraph',
        text: 'The Department for Education’s guidance Working together to improve school attendance asks schools to work with families to understand the barriers to a pupil’s attendance and to offer support first, taking particular care with pupils who have special educational needs or a physical or mental health condition. Where a child is disabled, the Equality Act 2010 requires reasonable adjustments, which can include changes to the school day. Where a child cannot attend because of their health, the council must arrange suitable education under section 19 of the Education Act 1996.',
      },
      { kind: 'heading', text: 'What I am asking for' },
      { kind: 'list', field: 'askFor' },
      { kind: 'paragraph', text: 'These professionals are involved:', when: 'professionals' },
      { kind: 'list', field: 'professionals', when: 'professionals' },
      { kind: 'paragraph', text: 'Please let me know when we can meet. Thank you for your help.' },
      { kind: 'signature' },
    ],
  },
  {
    id: 'school-sen-support',
    group: 'school',
    title: 'SEN support request',
    purpose:
      'Asks the school to recognise your child’s special educational needs and put support in place, with a plan reviewed with you.',
    recipient: 'The school’s SENCo',
    kind: 'letter',
    heading: 'Request for SEN support for {childName}',
    basis: [
      {
        citation: 'Children and Families Act 2014, section 66 (the duty to use best endeavours)',
        url: LEGISLATION.cfaSection(66),
      },
      CODE_OF_PRACTICE('chapter 6, paragraphs 6.44 to 6.71 (SEN support and the graduated approach)'),
    ],
    fields: [
      recipientName('The SENCo', 'The special educational needs co-ordinator (SENCo).'),
      schoolAddress,
      letterDate,
      childName,
      school(true),
      yearGroup,
      {
        key: 'needs',
        label: 'What your child finds hard',
        hint: 'Learning, communication, behaviour, friendships, senses, physical needs: what you see and how often.',
        kind: 'long-text',
        required: true,
        facts: ['child.needs'],
      },
      diagnoses,
      {
        key: 'atHome',
        label: 'What you see at home',
        hint: 'For example exhaustion or meltdowns after school, homework that takes hours.',
        kind: 'long-text',
      },
      professionals,
      {
        key: 'askFor',
        label: 'What you are asking for',
        hint: 'One a line. Change or add to these.',
        kind: 'list',
        required: true,
        suggestion: [
          'An assessment of my child’s needs, with advice from specialists where needed',
          'A written SEN support plan with clear targets, the support to reach them and who will give it',
          'A meeting to agree the plan, and meetings to review it at least three times a year',
          'My child added to the school’s SEN register',
        ],
      },
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'I am writing to ask that {childName}, at {school}, is given SEN support for their special educational needs.',
      },
      { kind: 'paragraph', text: '{childName} is in {yearGroup}.', when: 'yearGroup' },
      {
        kind: 'paragraph',
        text: 'Under section 66 of the Children and Families Act 2014 the school must use its best endeavours to make sure a pupil with special educational needs gets the support they need. Chapter 6 of the SEND Code of Practice says this support should follow a graduated approach of assess, plan, do and review, with parents involved at every step, and that schools should meet parents at least three times a year.',
      },
      { kind: 'heading', text: 'What {childName} finds hard' },
      { kind: 'paragraph', text: '{needs}' },
      { kind: 'paragraph', text: '{childName} has {diagnoses}.', when: 'diagnoses' },
      { kind: 'heading', text: 'What I see at home', when: 'atHome' },
      { kind: 'paragraph', text: '{atHome}', when: 'atHome' },
      { kind: 'paragraph', text: 'These professionals know {childName}:', when: 'professionals' },
      { kind: 'list', field: 'professionals', when: 'professionals' },
      { kind: 'heading', text: 'What I am asking for' },
      { kind: 'list', field: 'askFor' },
      {
        kind: 'paragraph',
        text: 'If {childName} does not make the progress expected with this support, I may ask the council for an education, health and care needs assessment. I look forward to hearing from you.',
      },
      { kind: 'signature' },
    ],
  },
];
