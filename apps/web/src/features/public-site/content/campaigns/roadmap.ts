import { ACCOUNT_DELETION_GRACE_DAYS, DOCUMENT_RESTORE_DAYS, FAMILY_INVITATION_DAYS } from '@tedi/contracts';

import type { Campaign, CampaignItem, CampaignSection } from './types.ts';

/**
 * What Tedi does today and what is planned, the one list every campaign page draws on. Each entry names the routes
 * of its pages: a test checks that those of what is available are live and those of what is planned are not, so
 * the day a planned feature goes live, this list has to move it.
 */
export interface RoadmapEntry {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly routes: readonly string[];
}

export const AVAILABLE_NOW = [
  {
    id: 'account',
    title: 'Your account, kept safe',
    text: 'Sign up with your e-mail address, or with a provider the site offers such as Google, Microsoft or Apple. Turn on two-step sign-in with an authenticator app, and see and sign out the devices you are signed in on.',
    routes: ['/register', '/auth', '/parent/settings'],
  },
  {
    id: 'setting-up',
    title: 'Setting up, one step at a time',
    text: 'Six short steps: about you, your family, your child, what you need help with, how Tedi looks, and your plan. Each step is saved as you go, so you can stop and carry on later on any device.',
    routes: ['/onboarding'],
  },
  {
    id: 'dashboard',
    title: 'A dashboard that fits how you work',
    text: 'See what needs you today and switch between your children. Choose a layout: standard, large tiles that are easy to tap, a compact list with a command box, or an overview of every child.',
    routes: ['/dashboard/parent', '/dashboard/parent/tiles', '/dashboard/parent/cursor', '/dashboard/parent/enhanced'],
  },
  {
    id: 'child-profile',
    title: 'Your child’s profile',
    text: 'What someone new needs to know: needs and strengths, how your child communicates, sensory likes and dislikes, conditions and diagnoses, school and key contacts, emergency information and a photo.',
    routes: ['/dashboard/parent/child/:childId'],
  },
  {
    id: 'teacher-summary',
    title: 'A one-page summary for a new teacher',
    text: 'Print a summary of your child’s profile to hand to a new teacher, childminder or club leader. Only the parts you have filled in appear on it.',
    routes: ['/dashboard/parent/child/:childId'],
  },
  {
    id: 'sharing',
    title: 'Sharing with the family who help',
    text: `Invite a grandparent, a co-parent or anyone who helps, by e-mail. For each child you choose what they can see or change, and you can change it or take it away at any time. Invitations work once and expire after ${FAMILY_INVITATION_DAYS} days, and the people you invite need no subscription of their own.`,
    routes: ['/accept-invitation', '/join-family', '/dashboard/family-member'],
  },
  {
    id: 'reading',
    title: 'Settings for easier reading',
    text: 'Larger text and headings, an easier-to-read font and less movement on screen. They are saved to your account, so they follow you to every device.',
    routes: ['/parent/settings'],
  },
  {
    id: 'your-information',
    title: 'Your information, whenever you want it',
    text: `Download everything your family has stored, with your photos, in one file. If you close your account, you have ${ACCOUNT_DELETION_GRACE_DAYS} days to change your mind before it is deleted.`,
    routes: ['/parent/settings'],
  },
  {
    id: 'paying',
    title: 'Paying for Tedi, or a sponsor’s code',
    text: 'Choose a monthly or annual plan and pay by card, then change your card, see invoices or cancel whenever you like. Or enter a licence code from an employer, charity, council, school or insurer that pays for families.',
    routes: ['/subscription', '/onboarding', '/payment-success', '/subscription-renewal'],
  },
  {
    id: 'guides',
    title: 'Guides, articles and a blog',
    text: 'Free to read without an account: the EHCP process and its deadlines, asking for an assessment, appeals, Disability Living Allowance, hospital passports, social stories and co-parenting.',
    routes: ['/guides', '/resources/articles', '/resources/blog'],
  },
  {
    id: 'moving-in',
    title: 'Moving in from paper or another app',
    text: 'A guide to what to gather and where it goes in Tedi, and your child’s key contacts imported from a CSV file saved from Google Contacts, Outlook or a spreadsheet. You see every contact before anything is added. Medicines and documents can’t be brought in yet.',
    routes: ['/migration', '/dashboard/parent/child/:childId'],
  },
  {
    id: 'tutorials',
    title: 'Tutorials',
    text: 'Step-by-step help with each part of Tedi, in words or with pictures of the real screens first: setting up, your child’s profile, reading settings, layouts, inviting family, two-step sign-in, plans and codes, and your data.',
    routes: ['/tutorials', '/visual-tutorials'],
  },
  {
    id: 'videos',
    title: 'Videos',
    text: 'Short videos showing each part of Tedi. They have no sound: captions show each step, and a transcript under each video has every word.',
    routes: ['/onboarding-videos'],
  },
  {
    id: 'health-hub',
    title: 'Health hub',
    text: 'Medicines with their times and a dose log a grandparent can fill in from a phone, with a warning before too many doses; allergies, conditions, appointments with a reminder the day before and a file for your calendar, the professionals who see your child, growth on a chart, seizures, immunisations and letters. Print a summary, or download the record in the format clinical systems import.',
    routes: ['/parent/health-hub'],
  },
  {
    id: 'hospital-passport',
    title: 'Hospital passport',
    text: 'The NHS hospital passport, filled in from your child’s profile and health record: the few things staff need in the first minutes on page one, then the three parts. Print it or a wallet card, share it by a link you can withdraw, and open it with no signal.',
    routes: ['/parent/health-passport'],
  },
  {
    id: 'document-library',
    title: 'Your child’s documents in one place',
    text: `Every report, letter and plan about your child, searchable by title and tag, with each new version kept beside the old ones and who added it. Download any of them when a form or meeting asks, share them with a family member, and restore one deleted by mistake for ${DOCUMENT_RESTORE_DAYS} days.`,
    routes: ['/dashboard/parent/documents'],
  },
  {
    id: 'letters',
    title: 'Letters and documents',
    text: 'Twelve letters and documents in plain English, filled in from what you have already recorded: asking for an EHC needs assessment, replying to a draft plan, complaining about a missed deadline, a DLA statement and diary, asking DWP to look again, letters to school and the GP, a one-page profile and “All about me”. Each says the law it rests on; check it, add your words and make a PDF or a Word document.',
    routes: ['/parent/document-generator', '/dashboard/parent/document-generator'],
  },
  {
    id: 'communication-board',
    title: 'Communication board',
    text: 'A picture board that speaks for a child who does not talk, or not yet: big symbols and your own photos in places that never move, folders, a sentence bar, the voice you choose, switch scanning and look-and-hold selection, a board on paper for when the tablet is flat, and boards that move to and from other AAC apps.',
    routes: ['/parent/communication'],
  },
  {
    id: 'child-area',
    title: 'Your child’s own area',
    text: 'Your child signs in on a device you trust by tapping their picture, then three pictures or a PIN: no e-mail, no reading. Their area has big picture buttons that say their names, their own talking board that keeps working with no signal, and their favourite things. You choose what they may change, see every try, and after three wrong tries a grown-up unlocks it.',
    routes: ['/child/login', '/child', '/child/profile', '/child/settings'],
  },
  {
    id: 'ehcp',
    title: 'EHCP tools',
    text: 'Enter the dates of your child’s Education, Health and Care Plan and see every legal deadline worked out from them, from the request to annual reviews and appeals, with the rule behind each, what to do when the council is late, and e-mail reminders. Keep a log of every call and letter, and write the plan’s sections as you want them, compared word by word with the council’s draft. England only for now.',
    routes: ['/parent/ehcp'],
  },
  {
    id: 'dla',
    title: 'Help with a DLA claim',
    text: 'The Disability Living Allowance claim form for a child, question by question, with advice on each; your answers save as you type and print out to copy or send with the form. The dates worked out for you (the form back within six weeks of your call, a reconsideration within a month of the decision) with a reminder by e-mail, a care diary and a checklist of evidence. Families in Scotland are pointed to Child Disability Payment.',
    routes: ['/parent/dla'],
  },
] as const satisfies readonly RoadmapEntry[];

export const PLANNED: readonly RoadmapEntry[] = [
  {
    id: 'tracking',
    title: 'Weekly tracking',
    text: 'Sleep, behaviour, seizures, medicines, mood and progress towards goals, noted in a few taps and shown week by week for meetings and appointments.',
    routes: ['/parent/tracking', '/parent/tracking-v2'],
  },
  {
    id: 'messages',
    title: 'Messages and co-parenting',
    text: 'Messages between the people caring for a child, and, for parents in two homes, a shared record of plans and arrangements.',
    routes: ['/dashboard/parent/messages'],
  },
  {
    id: 'social-stories',
    title: 'Social stories',
    text: 'Short stories that prepare a child for something new, such as a dentist visit or a new school, written with your child’s own photos.',
    routes: ['/parent/social-stories'],
  },
  {
    id: 'child-games-and-stories',
    title: 'Stories and calm games in your child’s area',
    text: 'Stories that prepare your child for the world and calm games with no time pressure, in the area your child already signs in to, with no adverts or nudges.',
    routes: ['/child/games', '/child/stories'],
  },
];

type AvailableId = (typeof AVAILABLE_NOW)[number]['id'];

/** Entries of what is available, as items of a campaign section, in the order asked for. */
export function availableItems(...ids: readonly AvailableId[]): CampaignItem[] {
  return ids.map((id) => {
    const entry = AVAILABLE_NOW.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`Nothing available is called ${id}.`);
    return { title: entry.title, text: entry.text };
  });
}

/**
 * A section naming what is planned, for pages that mention it: clearly apart from what is available, with the
 * roadmap for the detail.
 */
export function plannedSection(id: string, intro: string): CampaignSection {
  return {
    id,
    heading: 'Planned, not available yet',
    intro,
    layout: 'columns',
    items: PLANNED.map(({ title }) => ({ text: title })),
    links: [{ label: 'What each one will do', to: '/roadmap' }],
  };
}

export const ROADMAP: Campaign = {
  audience: 'For everyone who wants to know where Tedi is going',
  title: 'Roadmap: what Tedi does now and what is planned – Tedi',
  description:
    'What Tedi does for families today, and what is planned next: health records, EHCP and DLA tools, tracking, messages, social stories and a child’s own area.',
  hero: {
    heading: 'What Tedi does now, and what comes next',
    lead: [
      'Tedi is being built one part at a time. This page lists what you can use today and what we plan to build, kept apart so you always know which is which.',
      'We don’t give dates. We would rather tell you when something is ready than promise a day we might miss.',
    ],
    actions: [
      { label: 'Create your account', to: '/register' },
      { label: 'Tell us what matters to you', to: '/contact' },
    ],
  },
  sections: [
    {
      id: 'available',
      heading: 'Available now',
      intro: 'Everything here works today, for every family with access to Tedi.',
      layout: 'cards',
      items: AVAILABLE_NOW.map(({ title, text }) => ({ title, text })),
    },
    {
      id: 'planned',
      heading: 'Planned',
      intro:
        'Not available yet. We intend to build each of these. When one is ready for families to use, it moves up to “Available now”.',
      layout: 'cards',
      items: PLANNED.map(({ title, text }) => ({ title, text })),
    },
  ],
  proof: {
    heading: 'How we keep this page honest',
    points: [
      {
        title: 'Only what works is listed as available',
        text: 'A feature appears under “Available now” when families can use it, not before. Pages for features that are not built yet are not open on the site.',
      },
      {
        title: 'No dates we can’t keep',
        text: 'Plans change when families tell us what they need. Rather than guess, we update this page when something is ready.',
      },
      {
        title: 'Checked before it opens',
        text: 'Every part of Tedi that holds a family’s information is tested to make sure that people without access get nothing from it.',
        link: { label: 'Read about security and privacy', to: '/security-privacy' },
      },
    ],
  },
  callToAction: {
    heading: 'Tell us what would help most',
    text: 'If something on this list would make a difference to your family, or something is missing from it, tell us. Every message reaches the people who run Tedi.',
    actions: [
      { label: 'Send us a message', to: '/contact' },
      { label: 'Create your account', to: '/register' },
    ],
  },
};
