import {
  CREATE_ACCOUNT,
  LAUNCH_OFFER,
  PRICING,
  PROOF,
  READ_GUIDES,
  SEE_LAUNCH_OFFER,
  SEE_ROADMAP,
  SIGN_IN,
  TUTORIALS,
} from './facts.ts';
import { AVAILABLE_NOW, availableItems, plannedSection } from './roadmap.ts';
import type { Campaign, CampaignSection } from './types.ts';

/**
 * The home page and the pages that carry its message to a particular moment: a family just starting out, the first
 * release, families already using Tedi, and a walk through the product.
 */

const GUIDES_SECTION: CampaignSection = {
  id: 'guides',
  heading: 'Free guides to the paperwork',
  intro:
    'Plain-English guides to the processes families meet most, with the deadlines that matter. You don’t need an account to read them.',
  layout: 'cards',
  items: [
    {
      title: 'The EHCP process, week by week',
      text: 'What should happen from the first request to the final plan, so you can spot a missed deadline.',
      link: { label: 'Read the EHCP guide', to: '/guides/ehcp-process-and-deadlines' },
    },
    {
      title: 'Asking for an EHC needs assessment',
      text: 'You don’t need the school’s permission. What to write, and what happens in the six weeks after you send it.',
      link: { label: 'Read how to ask', to: '/guides/request-an-ehc-needs-assessment' },
    },
    {
      title: 'Disability Living Allowance for children',
      text: 'Who can claim, how much it pays and how the claim works.',
      link: { label: 'Read the DLA guide', to: '/guides/dla-for-children' },
    },
    {
      title: 'Hospital passports',
      text: 'What to put in one, so doctors and nurses know how your child communicates and what helps them feel safe.',
      link: { label: 'Read about hospital passports', to: '/guides/hospital-passport' },
    },
  ],
  links: [READ_GUIDES],
};

const COST_SECTION: CampaignSection = {
  id: 'cost',
  heading: 'What it costs',
  layout: 'list',
  items: [{ text: PRICING.text }],
};

const HOME_PROOF = {
  heading: 'Your family’s information stays yours',
  points: [PROOF.specialCategory, PROOF.familyDecides, PROOF.noTracking, PROOF.export],
};

const START_WHEN_READY = {
  heading: 'Start when you’re ready',
  text: 'Create an account and add things at your own pace. Nothing has to be done in one go.',
  actions: [CREATE_ACCOUNT, SIGN_IN],
};

/** `/` (and `/index`, the same page at a second address). */
export const HOME: Campaign = {
  audience: 'For parents and carers of children with special educational needs and disabilities',
  title: 'Tedi – one safe place for your family',
  description:
    'Tedi helps parents and carers of children with special educational needs and disabilities keep their child’s profile, contacts and family sharing in one safe place, with free guides to EHCPs and DLA.',
  hero: {
    heading: 'One safe place for your family',
    lead: [
      'Tedi keeps what people need to know about your child in one place: their needs and strengths, how they communicate, what helps, their conditions, and their school and key contacts. So you are not searching for it, or explaining it all again, when someone asks.',
      'It is made for busy, tiring days: plain words, one step at a time, and settings for larger text, easier-to-read fonts and less movement on screen.',
    ],
  },
  sections: [
    {
      id: 'today',
      heading: 'What Tedi helps you with today',
      intro: 'Caring for a child with additional needs means a lot to remember. Tedi keeps it together.',
      layout: 'cards',
      items: availableItems('child-profile', 'teacher-summary', 'sharing', 'dashboard', 'reading', 'your-information'),
    },
    COST_SECTION,
    GUIDES_SECTION,
    plannedSection(
      'planned',
      'Tedi is being built one part at a time. These parts are planned next; none of them is available yet.',
    ),
  ],
  proof: HOME_PROOF,
  callToAction: START_WHEN_READY,
};

/** `/index-v2`: the home page's message told as four steps. Its canonical address is `/`. */
export const HOME_IN_STEPS: Campaign = {
  ...HOME,
  title: 'How Tedi works, in four steps – Tedi',
  description:
    'How Tedi works for parents and carers of children with special educational needs and disabilities, in four steps: set up, add your child, share with family, and print a summary for school.',
  hero: {
    heading: 'Everything about your child, ready when someone asks',
    lead: [
      'A new teacher, a doctor, a grandparent stepping in for the afternoon: each needs to know how your child communicates, what helps and what to do in an emergency. Tedi keeps it in one place, so you write it once.',
    ],
    actions: [CREATE_ACCOUNT, SIGN_IN],
  },
  sections: [
    {
      id: 'how',
      heading: 'How it works',
      layout: 'steps',
      items: [
        {
          title: 'Set up in six short steps',
          text: 'About you, your family, your child, what you need help with, how Tedi looks, and your plan. Each step is saved, so you can stop and carry on later.',
        },
        {
          title: 'Add what people need to know',
          text: 'Your child’s needs and strengths, how they communicate, sensory likes and dislikes, conditions, school, key contacts, emergency information and a photo.',
        },
        {
          title: 'Share with the family who help',
          text: 'Invite a grandparent or co-parent by e-mail, and choose for each child what they can see or change.',
        },
        {
          title: 'Print a summary for school',
          text: 'Hand a new teacher one page with what matters most, made from what you have already written.',
        },
      ],
    },
    COST_SECTION,
    GUIDES_SECTION,
  ],
};

/** `/new-landing`: for families at the start, when the words and the paperwork are all new. */
export const NEW_TO_SEND: Campaign = {
  audience: 'For families just starting out with special educational needs and disabilities',
  title: 'New to SEND? Where to start – Tedi',
  description:
    'Just found out your child has special educational needs or a disability? The first steps many families take, free guides to EHCPs and DLA, and how Tedi can help.',
  hero: {
    heading: 'Just starting out? You don’t have to work it all out at once',
    lead: [
      'Perhaps your child has just been diagnosed, or school has said they need extra support. There is a lot of new language and paperwork. Here is where many families start, and where Tedi fits.',
    ],
    actions: [READ_GUIDES, CREATE_ACCOUNT],
  },
  sections: [
    {
      id: 'first-steps',
      heading: 'First steps many families take',
      intro: 'There is no right order. Take the ones that fit where you are.',
      layout: 'steps',
      items: [
        {
          title: 'Write down what you see',
          text: 'What your child finds hard, what helps and what happened, with dates. Notes like these are useful at every meeting and on every form that follows.',
        },
        {
          title: 'Talk to the school’s SENCO',
          text: 'Every mainstream school in England has a special educational needs coordinator, who organises support for pupils with special educational needs.',
        },
        {
          title: 'Know that you can ask for an assessment',
          text: 'In England, a parent can ask the council for an EHC needs assessment without the school’s agreement. The council must decide within six weeks whether to assess.',
          link: { label: 'How to ask for an assessment', to: '/guides/request-an-ehc-needs-assessment' },
        },
        {
          title: 'Check whether DLA could help',
          text: 'Disability Living Allowance is for children under 16 who need much more care or supervision than others of their age, or who find it hard to get around outdoors. It is not means-tested. In Scotland, Child Disability Payment has replaced it.',
          link: { label: 'Read the DLA guide', to: '/guides/dla-for-children' },
        },
        {
          title: 'Get free, independent advice',
          text: 'Every council must fund a SEND information, advice and support service (SENDIASS). It is free, impartial and confidential.',
          link: { label: 'Where to get advice', to: '/support' },
        },
      ],
    },
    {
      id: 'where-tedi-fits',
      heading: 'Where Tedi fits',
      intro: 'Tedi gives you one place to keep what you learn about your child, and to share it.',
      layout: 'cards',
      items: availableItems('child-profile', 'teacher-summary', 'sharing', 'reading'),
    },
    plannedSection(
      'planned',
      'Tools for the EHCP and DLA processes are planned, but not available yet. Until they are, the guides above explain each step.',
    ),
  ],
  proof: {
    heading: 'Why you can rely on what we say',
    points: [PROOF.notAdvice, PROOF.specialCategory, PROOF.noTracking],
  },
  callToAction: {
    heading: 'Take the next step when you’re ready',
    text: 'Read the guides first if you like: you don’t need an account. When you want one place for your child’s information, Tedi is here.',
    actions: [READ_GUIDES, CREATE_ACCOUNT],
  },
};

/** `/launch-landing`: what the first release of Tedi holds, for people hearing about it for the first time. */
export const LAUNCH: Campaign = {
  audience: 'For families hearing about Tedi for the first time',
  title: 'Tedi’s first release: what’s in it – Tedi',
  description:
    'What Tedi’s first release gives families of children with special educational needs and disabilities, what it costs, and what is planned next.',
  hero: {
    heading: 'Tedi’s first release, and what comes next',
    lead: [
      'Tedi is a web app for parents and carers of children with special educational needs and disabilities. Its first release covers the basics every family needs: one place for your child’s information, and a safe way to share it.',
      'Here is exactly what it does today, what it costs, and what we plan to add.',
    ],
    actions: [CREATE_ACCOUNT, SEE_LAUNCH_OFFER],
  },
  sections: [
    {
      id: 'first-release',
      heading: 'In this first release',
      layout: 'cards',
      items: AVAILABLE_NOW.map(({ title, text }) => ({ title, text })),
    },
    {
      id: 'cost',
      heading: 'What it costs',
      layout: 'list',
      items: [
        { text: PRICING.text },
        { text: LAUNCH_OFFER.text, link: LAUNCH_OFFER.link },
        {
          text: 'Family members you invite, such as grandparents or a co-parent, don’t pay: they share your family’s access.',
        },
        {
          text: 'The guides, articles and blog are free for everyone, without an account.',
          link: READ_GUIDES,
        },
      ],
    },
    plannedSection('planned', 'These are planned for later releases. None of them is available yet.'),
  ],
  proof: {
    heading: 'Built carefully from the first day',
    points: [PROOF.signIn, PROOF.specialCategory, PROOF.photos, PROOF.accessibility],
  },
  callToAction: {
    heading: 'Try it for your family',
    text: 'Create an account and set up your family in six short steps. Your first month is free; at the last step, or whenever you like, you choose a plan, or enter a licence code if an organisation has given you one.',
    actions: [CREATE_ACCOUNT, SEE_LAUNCH_OFFER, SEE_ROADMAP],
  },
};

/** `/product-lift`: for families already using Tedi, the things that are easy to miss. */
export const GET_MORE: Campaign = {
  audience: 'For families already using Tedi',
  title: 'Getting more out of Tedi – Tedi',
  description:
    'Small things in Tedi that make a big difference: two-step sign-in, easier reading, dashboard layouts, a summary for a new teacher, inviting family and keeping a copy of your information.',
  hero: {
    heading: 'Getting more out of Tedi',
    lead: [
      'Some of the most useful parts of Tedi are a click or two away from where most people look. Here are six worth knowing about.',
    ],
    actions: [SIGN_IN],
  },
  sections: [
    {
      id: 'tips',
      heading: 'Six things worth a minute of your time',
      intro: 'The tutorials show each of them step by step, with pictures of the real screens.',
      layout: 'cards',
      items: [
        {
          title: 'Turn on two-step sign-in',
          text: 'Add an authenticator app in your settings. From then on, after your password, Tedi asks for a code from the app on your phone.',
          link: { label: 'Open your settings', to: '/parent/settings' },
        },
        {
          title: 'Make reading easier',
          text: 'Choose larger text and headings, an easier-to-read font, or less movement on screen. Your choices follow you to every device you sign in on.',
          link: { label: 'Change reading settings', to: '/parent/settings' },
        },
        {
          title: 'Try another dashboard layout',
          text: 'Large tiles are easy to tap on a phone; the compact layout has a command box for people who prefer a keyboard; the overview shows every child at once.',
          link: { label: 'Try the large tiles', to: '/dashboard/parent/tiles' },
        },
        {
          title: 'Print a summary for a new teacher',
          text: 'Open your child’s profile and choose the teacher summary: one page with how they communicate, what helps and what to do in an emergency.',
          link: { label: 'Go to your dashboard', to: '/dashboard/parent' },
        },
        {
          title: 'Invite someone who helps',
          text: 'A grandparent who does the school run, or a co-parent in another home, can see what you choose for each child, without paying for their own account.',
          link: { label: 'Go to your dashboard', to: '/dashboard/parent' },
        },
        {
          title: 'Keep a copy of your information',
          text: 'Download everything your family has stored, photos included, from your settings, whenever you want a copy for your own records.',
          link: { label: 'Open your settings', to: '/parent/settings' },
        },
      ],
      links: [TUTORIALS],
    },
    plannedSection('planned', 'Also on the way. None of these is available yet.'),
  ],
  proof: {
    heading: 'What stays the same, whatever you turn on',
    points: [PROOF.specialCategory, PROOF.familyDecides, PROOF.export],
  },
  callToAction: {
    heading: 'Sign in and try one',
    text: 'Each takes a minute or two. If something doesn’t work the way you expect, tell us.',
    actions: [SIGN_IN, { label: 'Send us a message', to: '/contact?topic=Using%20Tedi' }],
  },
};

/** `/showcase`: a walk through Tedi in the order a new family meets it. */
export const SHOWCASE: Campaign = {
  audience: 'For anyone deciding whether Tedi is for them',
  title: 'A look around Tedi – Tedi',
  description:
    'A walk through Tedi in the order a new family meets it: signing up, setting up, the dashboard, your child’s profile, the teacher summary, sharing with family and your settings.',
  hero: {
    heading: 'A look around Tedi',
    lead: [
      'What you will see, in the order you meet it, from signing up to sharing your child’s profile with the people who help.',
    ],
  },
  sections: [
    {
      id: 'tour',
      heading: 'From signing up to sharing',
      layout: 'steps',
      items: [
        {
          title: 'Sign up',
          text: 'With your e-mail address and a password, or with a provider the site offers, such as Google, Microsoft or Apple. You may be asked to confirm your address from an e-mail.',
        },
        {
          title: 'Six short steps',
          text: 'About you, your family, your first child, what you need help with, how Tedi looks, and your plan. Each step is saved as you go, and you can skip what can wait.',
        },
        {
          title: 'Your dashboard',
          text: 'What needs you today comes first, such as emergency information still to add or a birthday coming up. Switch between children, and choose one of four layouts.',
        },
        {
          title: 'Your child’s profile',
          text: 'Sections you fill in and change in place: about them, needs and strengths, communication, sensory likes and dislikes, conditions, school and contacts, emergency information and a photo.',
        },
        {
          title: 'The teacher summary',
          text: 'One printable page made from the profile, leaving out anything you haven’t filled in.',
        },
        {
          title: 'Sharing with family',
          text: 'Invite someone by e-mail. They accept from the link, create their own sign-in, and see only the children and parts you chose.',
        },
        {
          title: 'Your settings',
          text: 'Reading settings, two-step sign-in, the devices you are signed in on, a download of everything your family has stored, and closing your account.',
        },
      ],
      links: [TUTORIALS],
    },
    plannedSection('planned', 'The next parts of Tedi. None of them is available yet.'),
  ],
  proof: {
    heading: 'Made to be used on hard days',
    points: [PROOF.accessibility, PROOF.worksWithoutApp, PROOF.signIn],
  },
  callToAction: START_WHEN_READY,
};
