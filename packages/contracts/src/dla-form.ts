/**
 * The DLA claim form for a child under 16 (DLA1A Child) as data: its parts in the form's order, and in each part the
 * questions the helper asks, in plain words, with advice on what to write. The helper groups the form's many boxes
 * into fewer, bigger questions; `formQuestions` says where on the paper form each answer is copied. Plain values (no
 * zod), so the server's PDF and the web app's helper read the same list.
 */

export const DLA_FORM_SECTIONS = ['about', 'mobility', 'care', 'extra'] as const;
export type DlaFormSection = (typeof DLA_FORM_SECTIONS)[number];

export interface DlaFormSectionInfo {
  readonly key: DlaFormSection;
  readonly title: string;
  /** Where this part is on the paper form. */
  readonly formQuestions: string;
  readonly intro: string;
}

export const DLA_FORM_SECTION_INFO: Readonly<Record<DlaFormSection, DlaFormSectionInfo>> = {
  about: {
    key: 'about',
    title: 'About your child',
    formQuestions: 'Questions 1 to 24',
    intro:
      'The first part is about your child, their conditions, the people who treat them and any time in hospital. Your child’s details, address and reference number are quick to copy onto the form; here we help with the parts that take thought.',
  },
  mobility: {
    key: 'mobility',
    title: 'Getting around outdoors',
    formQuestions: 'Questions 25 to 36',
    intro:
      'This part decides the mobility component. The higher rate is about walking itself (from age 3); the lower rate is about needing someone with them outdoors in places they don’t know (from age 5). Skip any question that does not fit your child’s age.',
  },
  care: {
    key: 'care',
    title: 'Care and supervision',
    formQuestions: 'Questions 37 to 53',
    intro:
      'This part decides the care component. For each activity, compare your child with a child of the same age without their condition, and say what extra help they need, how often and for how long. Describe a bad day as well as a usual one.',
  },
  extra: {
    key: 'extra',
    title: 'Anything else',
    formQuestions: 'Questions 54 and 55',
    intro:
      'Room for whatever did not fit elsewhere, and for a picture of a whole day. Many parents write their longest answers here.',
  },
};

export interface DlaFormQuestion {
  readonly key: string;
  readonly section: DlaFormSection;
  /** Where on the paper form the answer goes: the part's questions, or the one question when it is one. */
  readonly formQuestions: string;
  /** The question as the helper asks it. */
  readonly title: string;
  /** One or two sentences saying what the form wants to know. */
  readonly help: string;
  /** What makes an answer strong, as short points. */
  readonly advice: readonly string[];
  /** A line a parent might start from, shown greyed in the empty box. */
  readonly placeholder: string;
  /** What the family has entered elsewhere that can be offered as a starting point. */
  readonly suggestFrom?: 'conditions' | 'professionals' | 'profile-needs';
}

const COMPARE = 'Compare with a child of the same age who does not have your child’s condition.';
const HOW_OFTEN = 'Say how often it happens (times a day or night, days a week) and how long each time takes.';
const BAD_DAYS = 'Describe a bad day too, and how many bad days there are in a usual week.';
const NOT_DIAGNOSIS = 'Write about what your child cannot do or needs help with, not only the name of the condition.';

export const DLA_FORM_QUESTIONS: readonly DlaFormQuestion[] = [
  {
    key: 'conditions',
    section: 'about',
    formQuestions: 'Within questions 1 to 24',
    title: 'What illnesses or disabilities does your child have?',
    help: 'List each condition, when it started or was diagnosed, and any medicines or treatment for it.',
    advice: [
      'Include conditions still being assessed, and say so.',
      'Add the medicines, doses and how often they are given.',
      NOT_DIAGNOSIS,
    ],
    placeholder: 'For example: autism, diagnosed March 2024 by the community paediatrician…',
    suggestFrom: 'conditions',
  },
  {
    key: 'professionals',
    section: 'about',
    formQuestions: 'Within questions 1 to 24',
    title: 'Who are the professionals who know your child best?',
    help: 'The GP, consultants, therapists, health visitor, school SENCo or anyone else who treats or supports your child, with how to reach them.',
    advice: [
      'Put first the person who knows your child best day to day, not the most senior.',
      'Say when they last saw your child.',
      'Ask them beforehand whether they are happy to be contacted.',
    ],
    placeholder: 'For example: Dr Ahmed, community paediatrician, City Hospital, seen every 6 months…',
    suggestFrom: 'professionals',
  },
  {
    key: 'hospital',
    section: 'about',
    formQuestions: 'Within questions 1 to 24',
    title: 'Has your child been in hospital or a hospice, or is a stay planned?',
    help: 'Stays as an in-patient, and any that are booked, with the dates and where.',
    advice: ['Give dates as closely as you can.', 'Write “none” if there have been none, so the question is answered.'],
    placeholder: 'For example: Children’s ward, City Hospital, 3 to 6 May 2026, after seizures…',
  },
  {
    key: 'aids',
    section: 'about',
    formQuestions: 'Within questions 1 to 24',
    title: 'What aids, equipment or adaptations does your child use?',
    help: 'Anything from a buggy or wheelchair to a feeding pump, ear defenders, a visual timetable or a car seat harness.',
    advice: [
      'Say what each one is for and how often it is used.',
      'Mention equipment your child needs but does not have yet.',
    ],
    placeholder: 'For example: a special needs buggy for any walk longer than 10 minutes…',
  },
  {
    key: 'supportingStatement',
    section: 'about',
    formQuestions: 'Question 20',
    title: 'A statement from someone who knows your child',
    help: 'The form has space for someone who knows your child well, such as a teacher, therapist or nurse, to describe their needs. Write here who you will ask, and notes to give them about what to cover.',
    advice: [
      'Choose someone who sees your child often; a family member cannot fill it in.',
      'Give them your notes so their statement matches the rest of the form.',
      'Ask them to describe what your child needs help with, not just the diagnosis.',
    ],
    placeholder: 'For example: I will ask Mrs Lee, class teacher. Points for her: the help at lunch…',
  },
  {
    key: 'walking',
    section: 'mobility',
    formQuestions: 'Within questions 25 to 36',
    title: 'How well can your child walk outdoors?',
    help: 'How far they can walk before they need to stop, how fast, and how they walk, on a usual day and a bad day.',
    advice: [
      'Give distances people can picture: “to the end of our road, about 50 metres”.',
      'Say what happens when they stop: pain, breathlessness, falling, sitting down and refusing to move.',
      'Say how long it takes them to recover.',
      COMPARE,
    ],
    placeholder: 'For example: She can walk about 50 metres before her legs hurt and she sits down…',
  },
  {
    key: 'walkingDifficulty',
    section: 'mobility',
    formQuestions: 'Within questions 25 to 36',
    title: 'Does walking make your child unwell, or put them at risk?',
    help: 'Some children can move their legs but walking brings on pain, breathlessness, seizures or exhaustion, or is dangerous for their health.',
    advice: [HOW_OFTEN, 'Say what you do when it happens, and how long it lasts.', BAD_DAYS],
    placeholder: 'For example: After a short walk he is breathless and has to be carried…',
  },
  {
    key: 'guidanceOutdoors',
    section: 'mobility',
    formQuestions: 'Within questions 25 to 36',
    title: 'Does your child need someone with them outdoors, in places they don’t know?',
    help: 'Help finding the way, keeping safe near roads, coping with crowds and noise, or knowing what to do if something changes.',
    advice: [
      'Describe what would happen if they were on their own or with a stranger.',
      'Think of busy places: shops, a bus station, a new park.',
      COMPARE,
    ],
    placeholder: 'For example: He has no sense of danger near roads and runs off without warning…',
  },
  {
    key: 'behaviourOutdoors',
    section: 'mobility',
    formQuestions: 'Within questions 25 to 36',
    title: 'Does your child refuse to walk, run off or become distressed outdoors?',
    help: 'Meltdowns, dropping to the ground, bolting, or being too anxious to go out.',
    advice: [
      HOW_OFTEN,
      'Say how you have to manage it: holding hands, reins, a buggy, two adults.',
      'Describe a recent time it happened.',
    ],
    placeholder: 'For example: Most times we go out she drops to the ground and screams for up to 20 minutes…',
  },
  {
    key: 'bed',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Getting into and out of bed',
    help: 'Help to get in or out of bed, to change position, or to settle.',
    advice: [HOW_OFTEN, COMPARE],
    placeholder: 'For example: I lift him in and out of bed and turn him twice a night…',
  },
  {
    key: 'toilet',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Using the toilet, pads or nappies',
    help: 'Help with using the toilet, changing pads or nappies, accidents, and cleaning up.',
    advice: [HOW_OFTEN, COMPARE, 'If your child is older than most children who use nappies, say so.'],
    placeholder: 'For example: She still wears pads day and night; I change her 6 times a day…',
  },
  {
    key: 'movingIndoors',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Moving around indoors and using stairs',
    help: 'Help moving from room to room, on the stairs, or getting up after falls.',
    advice: [HOW_OFTEN, 'Say how many times they fall in a usual week.'],
    placeholder: 'For example: He needs holding on the stairs and falls most days…',
  },
  {
    key: 'washingDressing',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Washing, bathing, dressing and undressing',
    help: 'Help in the bath or shower, washing hair, brushing teeth, dressing, and coping with clothes they cannot bear.',
    advice: [HOW_OFTEN, COMPARE, 'Say if you must stay in the bathroom to keep them safe.'],
    placeholder: 'For example: Bath time takes 45 minutes because she panics at water on her face…',
  },
  {
    key: 'eating',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Eating and drinking',
    help: 'Help to eat or drink, cutting up food, tube feeding, choking risk, or a very restricted diet.',
    advice: [HOW_OFTEN, 'Say how long a meal takes.', COMPARE],
    placeholder: 'For example: He eats only five foods and each meal takes an hour with me beside him…',
  },
  {
    key: 'medicalTreatment',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Medicines, therapy and treatment at home',
    help: 'Giving medicines, exercises from a therapist, monitoring, suction, injections or anything else you do for their health.',
    advice: [HOW_OFTEN, 'List each treatment and who showed you how to do it.'],
    placeholder: 'For example: Physiotherapy stretches twice a day, 20 minutes each time…',
  },
  {
    key: 'communication',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Communicating',
    help: 'Help to understand others or to be understood, by you, at school, or by people who don’t know them.',
    advice: ['Say how they communicate and who can understand them.', COMPARE],
    placeholder: 'For example: Only close family understand her speech; she uses pictures at school…',
  },
  {
    key: 'mixing',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Mixing with other people',
    help: 'Help to join in, play, take turns, or cope with people and new places.',
    advice: [HOW_OFTEN, 'Describe what happens without your help.'],
    placeholder: 'For example: He can’t play with other children without an adult stepping in…',
  },
  {
    key: 'supervision',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Keeping safe during the day',
    help: 'Someone watching over them to prevent harm: seizures, no sense of danger, self-harm, harming others, or wandering off.',
    advice: [
      HOW_OFTEN,
      'Give examples of things that happened, or nearly did, when nobody was watching.',
      BAD_DAYS,
      COMPARE,
    ],
    placeholder: 'For example: She climbs onto the window sill and opens the window if left for a minute…',
  },
  {
    key: 'nights',
    section: 'care',
    formQuestions: 'Within questions 37 to 53',
    title: 'Help at night',
    help: 'How often your child needs you during the night, for what, and how long each time takes.',
    advice: [
      'Say how many nights a week, how many times each night, and for how long.',
      'Include watching over them (for seizures or breathing) even if you don’t have to do anything.',
      'A week of a sleep diary makes this easier.',
    ],
    placeholder: 'For example: He wakes 3 times most nights and takes 30 to 60 minutes to settle…',
  },
  {
    key: 'extraInformation',
    section: 'extra',
    formQuestions: 'Questions 54 and 55',
    title: 'Anything else, and a picture of a day',
    help: 'Anything the other questions did not cover, and how a usual day and a bad day go from waking to sleeping.',
    advice: [
      'Walk through the day hour by hour, with the help given.',
      'Say what you have had to give up or change to care for your child.',
      'Put your child’s name and date of birth on any extra sheets.',
    ],
    placeholder: 'For example: A usual day starts at 5am when she wakes…',
  },
];

/** The key of one question the helper asks. */
export const DLA_QUESTION_KEYS = DLA_FORM_QUESTIONS.map((question) => question.key);

export function dlaQuestion(key: string): DlaFormQuestion | undefined {
  return DLA_FORM_QUESTIONS.find((question) => question.key === key);
}

/** The questions of one part of the form, in order. */
export function dlaQuestionsIn(section: DlaFormSection): readonly DlaFormQuestion[] {
  return DLA_FORM_QUESTIONS.filter((question) => question.section === section);
}

/** General advice from families’ charities, shown before the first question. */
export const DLA_GENERAL_ADVICE: readonly string[] = [
  'Keep a diary of care and help for about a week before you write; it gives you real times and numbers.',
  'Describe your child on a bad day, and say how many bad days there are.',
  'Compare your child with a child of the same age without a disability: the form is about the extra help.',
  'Write about what your child cannot do or needs help with, not only the diagnosis.',
  'Send copies of letters and reports, not originals, and keep a copy of everything you send.',
];
