import {
  CONTACT_ABOUT_WORK,
  PRICES,
  PROOF,
  READ_GUIDES,
  SEE_SPONSORS,
  SPONSOR_ENQUIRY,
  SPONSORSHIP_STEPS,
} from './facts.ts';
import { availableItems } from './roadmap.ts';
import type { Campaign, CampaignSection } from './types.ts';

/**
 * Pages for the organisations around a family: schools, charities, employers, insurers, councils and community
 * groups, and what sponsoring families means for each of them.
 */

function sponsorshipSection(intro: string): CampaignSection {
  return {
    id: 'sponsoring',
    heading: 'How paying for families works',
    intro,
    layout: 'steps',
    items: SPONSORSHIP_STEPS,
  };
}

/** `/school` */
export const SCHOOLS: Campaign = {
  audience: 'For schools, SENCOs and teachers',
  title: 'Tedi for schools and SENCOs – Tedi',
  description:
    'What Tedi means for schools and SENCOs: parents who bring a one-page summary of their child to a new teacher, free guides to share, and how a school can pay for families it supports.',
  hero: {
    heading: 'Helping parents bring what school needs to know',
    lead: [
      'Tedi is for parents and carers of children with special educational needs and disabilities. It helps them keep their child’s needs, communication, what helps and key contacts in one place, and print a one-page summary for a new teacher.',
      'Here is what that means for your school, what Tedi is not, and how a school can pay for the families it supports.',
    ],
  },
  sections: [
    {
      id: 'what-families-bring',
      heading: 'What families can bring to school',
      layout: 'cards',
      items: [
        {
          title: 'A one-page summary for a new teacher',
          text: 'Parents can print a summary of their child’s profile: who the child is, how they communicate, what helps, what they find hard, and what to do in an emergency. It holds only what the family chose to write.',
        },
        {
          title: 'Help at times of change',
          text: 'Starting school, a new class, a supply teacher or a new school: the summary gives new staff the family’s view of the child from the first day.',
        },
        {
          title: 'Free guides to point families to',
          text: 'Plain-English guides to the EHCP process and its deadlines, asking for an assessment, appeals and Disability Living Allowance, free to read without an account.',
          link: READ_GUIDES,
        },
      ],
    },
    {
      id: 'what-tedi-is-not',
      heading: 'What Tedi is not',
      layout: 'list',
      items: [
        {
          title: 'Not a school system',
          text: 'School staff don’t have accounts on Tedi, and it does not connect to your school’s information management system.',
        },
        {
          title: 'Not a way into a family’s records',
          text: 'Families decide what to print or show you. Tedi itself shares nothing with schools.',
        },
        {
          title: 'Not advice',
          text: 'The guides explain the general rules. For advice, they point families to their local SENDIASS and to independent charities.',
        },
      ],
    },
    sponsorshipSection(
      'A school can pay for Tedi for families, for example those of pupils on the SEN register, and give out codes.',
    ),
  ],
  proof: {
    heading: 'What parents and schools can rely on',
    points: [PROOF.sponsorSeesNoRecords, PROOF.specialCategory, PROOF.accessibility],
  },
  callToAction: {
    heading: 'Talk to us about your school',
    text: 'Ask about paying for families, or tell us what would help your SEN team and the parents you work with. We reply by e-mail.',
    actions: [SPONSOR_ENQUIRY, CONTACT_ABOUT_WORK],
  },
};

/** `/charity-landing` */
export const CHARITIES: Campaign = {
  audience: 'For charities that support families of disabled children',
  title: 'Tedi for charities – Tedi',
  description:
    'How charities can support families of children with SEND through Tedi: pay for places for families, share free guides, and write guides with us.',
  hero: {
    heading: 'Give the families you support one safe place for what they know',
    lead: [
      'Families you support often tell their child’s story again to every new teacher, doctor and carer. Tedi gives them one place to keep it and share it, and free guides to the systems they face.',
      'A charity can pay for families to have Tedi, and share the guides with anyone, for free.',
    ],
  },
  sections: [
    {
      id: 'what-families-get',
      heading: 'What families get',
      layout: 'cards',
      items: availableItems('child-profile', 'teacher-summary', 'sharing', 'reading', 'your-information'),
    },
    {
      id: 'ways-to-work',
      heading: 'Ways to work with us',
      layout: 'cards',
      items: [
        {
          title: 'Pay for families',
          text: 'Buy places for the families you support and hand out codes, with an end date you choose.',
          link: { label: 'How sponsorship works', to: '/sponsorship-landing' },
        },
        {
          title: 'Share the guides',
          text: 'Link to any of our guides from your website, newsletter or helpline notes. They are free to read, without an account, on any phone.',
          link: READ_GUIDES,
        },
        {
          title: 'Write with us',
          text: 'If your charity knows a process families struggle with, we would like to work with you on a guide, published under your name.',
          link: { label: 'About content partnerships', to: '/content-partners' },
        },
      ],
    },
    sponsorshipSection('Sponsored places work the same way for every charity, whatever its size.'),
  ],
  proof: {
    heading: 'What families and charities can rely on',
    points: [PROOF.sponsorSeesNoRecords, PROOF.specialCategory, PROOF.noTracking, PROOF.familyDecides],
  },
  callToAction: {
    heading: 'Talk to us',
    text: 'Tell us about the families you support and what would help them. We reply by e-mail.',
    actions: [SPONSOR_ENQUIRY, CONTACT_ABOUT_WORK],
  },
};

/** `/employee-benefits-landing` */
export const EMPLOYERS: Campaign = {
  audience: 'For employers and HR teams',
  title: 'Tedi as an employee benefit – Tedi',
  description:
    'Offer Tedi to employees who care for a child with special educational needs or a disability: you pay for places, they get codes, and what they keep stays private to their family.',
  hero: {
    heading: 'Support the working parents and carers of disabled children',
    lead: [
      'Caring for a child with special educational needs or a disability brings appointments, meetings and forms on top of work.',
      'You can offer Tedi as an employee benefit: you pay for places, your staff get codes, and what they keep in Tedi stays private to their family.',
    ],
  },
  sections: [
    {
      id: 'what-employees-get',
      heading: 'What your employees get',
      layout: 'cards',
      items: availableItems('child-profile', 'teacher-summary', 'sharing', 'dashboard', 'guides'),
    },
    sponsorshipSection('You decide how many places, and for how long.'),
    {
      id: 'privacy-at-work',
      heading: 'What you see, and what you don’t',
      layout: 'list',
      items: [
        {
          title: 'What we can tell you',
          text: 'How many of your places have been taken up.',
        },
        {
          title: 'What you never see',
          text: 'Anything a family keeps in Tedi. Your organisation has no account on Tedi and no access to families’ records.',
        },
        {
          title: 'What Tedi is not',
          text: 'Tedi is a place for a family to keep and share information about their child. It is not an employee assistance programme or an occupational health service, and gives no advice.',
        },
      ],
    },
  ],
  proof: {
    heading: 'Why employees can trust it',
    points: [PROOF.sponsorSeesNoRecords, PROOF.specialCategory, PROOF.signIn, PROOF.accessibility],
  },
  callToAction: {
    heading: 'Offer Tedi to your staff',
    text: 'Tell us roughly how many employees might use it, and we will reply by e-mail.',
    actions: [SPONSOR_ENQUIRY, CONTACT_ABOUT_WORK],
  },
};

/** `/insurance-partnership-landing` */
export const INSURERS: Campaign = {
  audience: 'For insurers',
  title: 'Tedi for insurers – Tedi',
  description:
    'Offer Tedi to policyholders raising a child with special educational needs or a disability, as an added benefit, without any of their information ever reaching you.',
  hero: {
    heading: 'A practical extra for policyholders raising a disabled child',
    lead: [
      'Some insurers add support services to their policies. Tedi can be one of them: you pay for places and give codes to policyholders, who get a safe place for their child’s information and free guides to the SEND system.',
      'Nothing they keep in Tedi ever reaches you.',
    ],
  },
  sections: [
    {
      id: 'what-policyholders-get',
      heading: 'What policyholders get',
      layout: 'cards',
      items: availableItems('child-profile', 'teacher-summary', 'sharing', 'guides'),
    },
    sponsorshipSection('Codes can go to the policyholders you choose, for as long as you choose.'),
    {
      id: 'kept-apart',
      heading: 'Kept apart from your business',
      layout: 'list',
      items: [
        {
          title: 'Nothing is shared with you',
          text: 'No information from Tedi reaches you, so nothing a family keeps in it can play any part in underwriting, pricing or claims.',
        },
        {
          title: 'Your name, where you choose',
          text: 'Parents who enter your code see your name next to their family’s access, and our sponsors page names you if you agree. Tedi shows no advertising.',
        },
        {
          title: 'Not insurance, not advice',
          text: 'Tedi is not an insurance product or a claims service, and does not give medical, legal or financial advice.',
        },
      ],
    },
  ],
  proof: {
    heading: 'What policyholders can rely on',
    points: [PROOF.sponsorSeesNoRecords, PROOF.specialCategory, PROOF.noTracking],
  },
  callToAction: {
    heading: 'Talk to us about a partnership',
    text: 'Tell us about the policyholders you have in mind. We reply by e-mail.',
    actions: [SPONSOR_ENQUIRY, CONTACT_ABOUT_WORK],
  },
};

/** `/sponsorship-landing`: sponsorship in general, leading to the page for each kind of sponsor. */
export const SPONSORSHIP: Campaign = {
  audience: 'For organisations thinking about sponsorship',
  title: 'Sponsoring families on Tedi – Tedi',
  description:
    'How organisations pay for Tedi for families of children with SEND: places, codes and end dates, what a sponsor can and cannot see, and who sponsors families.',
  hero: {
    heading: 'Pay for families to have Tedi',
    lead: [
      'Employers, charities, councils, schools and insurers can pay for Tedi for the families they support. Here is how sponsorship works, and what a sponsor can and can’t see.',
    ],
  },
  sections: [
    {
      id: 'who-sponsors',
      heading: 'Who sponsors families',
      layout: 'cards',
      items: [
        {
          title: 'Employers',
          text: 'As a benefit for staff who care for a child with special educational needs or a disability.',
          link: { label: 'Tedi for employers', to: '/employee-benefits-landing' },
        },
        {
          title: 'Charities',
          text: 'For the families they support, alongside their own advice and services.',
          link: { label: 'Tedi for charities', to: '/charity-landing' },
        },
        {
          title: 'Schools',
          text: 'For the families of pupils with special educational needs.',
          link: { label: 'Tedi for schools', to: '/school' },
        },
        {
          title: 'Insurers',
          text: 'As an added benefit for policyholders raising a disabled child.',
          link: { label: 'Tedi for insurers', to: '/insurance-partnership-landing' },
        },
        {
          title: 'Councils and family support services',
          text: 'For families they work with, through family hubs, early help or short breaks teams.',
          link: { label: 'Tedi for community partners', to: '/comfa-landing' },
        },
      ],
    },
    sponsorshipSection('The same for every sponsor, large or small.'),
    {
      id: 'cost',
      heading: 'What it costs',
      layout: 'list',
      items: [
        {
          text: `A family paying for itself pays ${PRICES}. For sponsors, the price depends on how many places you want and for how long: tell us what you have in mind and we will reply with a price.`,
        },
      ],
    },
  ],
  proof: {
    heading: 'What families can rely on when you sponsor them',
    points: [PROOF.sponsorSeesNoRecords, PROOF.specialCategory, PROOF.familyDecides],
  },
  callToAction: {
    heading: 'Start a conversation',
    text: 'Tell us who you would like to support. We reply by e-mail.',
    actions: [SPONSOR_ENQUIRY, CONTACT_ABOUT_WORK, SEE_SPONSORS],
  },
};

/** `/sponsors-landing`: for sponsors handing codes to families. */
export const FOR_SPONSORS: Campaign = {
  audience: 'For sponsors giving codes to families',
  title: 'Giving your Tedi codes to families – Tedi',
  description:
    'For organisations that sponsor families on Tedi: how families use your codes, what to tell them, and what happens when places run out or the end date comes.',
  hero: {
    heading: 'Giving your codes to families',
    lead: [
      'You have paid for places on Tedi. This page explains how families use your codes, what to tell them, and what happens when the places run out or the end date comes.',
    ],
  },
  sections: [
    {
      id: 'what-families-do',
      heading: 'What a family does with a code',
      layout: 'steps',
      items: [
        {
          title: 'Create an account',
          text: 'With their e-mail address and a password, or with a provider the site offers.',
        },
        {
          title: 'Set up in six short steps',
          text: 'At the last step, “Your plan”, they enter the code.',
        },
        {
          title: 'Or enter it later',
          text: 'A signed-in parent can enter a code on their subscription page at any time.',
        },
        {
          title: 'Use Tedi straight away',
          text: 'Their dashboard opens. Both parents share the access, and so do the family members they invite.',
        },
      ],
    },
    {
      id: 'good-to-know',
      heading: 'Good to know',
      layout: 'list',
      items: [
        {
          title: 'One place per family',
          text: 'A family takes one place, however many of your codes it enters.',
        },
        {
          title: 'The end date',
          text: 'It is the last day a code can be entered, and the day access ends for the families who used one.',
        },
        {
          title: 'Codes can be stopped',
          text: 'If a code is shared where it shouldn’t be, tell us and we can stop it, or all of your codes. Families who used a stopped code lose their access too.',
        },
        {
          title: 'Keep your codes safe',
          text: 'We send your codes once, when they are made, and can’t show them again. If you lose them, we can make new ones.',
        },
        {
          title: 'Parents see your name',
          text: 'Next to their access, on their subscription page, so they know who to thank.',
        },
      ],
    },
  ],
  proof: {
    heading: 'What you can tell families',
    intro: 'Families sometimes worry that a sponsor will see what they keep. These are the facts.',
    points: [PROOF.sponsorSeesNoRecords, PROOF.familyDecides, PROOF.specialCategory],
  },
  callToAction: {
    heading: 'Questions about your codes?',
    text: 'Send us a message and we will reply by e-mail.',
    actions: [CONTACT_ABOUT_WORK, SEE_SPONSORS],
  },
};

/** `/comfa-landing`: community and family-support partners, the people alongside families locally. */
export const COMMUNITY_PARTNERS: Campaign = {
  audience: 'For family hubs, parent carer forums, family support workers and community groups',
  title: 'Tedi for community and family support partners – Tedi',
  description:
    'For family hubs, parent carer forums, family support workers and local groups: free guides to share with families, what families can do in Tedi, and how to pay for places.',
  hero: {
    heading: 'For the people who stand alongside families',
    lead: [
      'Family support workers, parent carer forums and local groups help families through appointments, assessments and forms.',
      'Tedi gives those families a safe place to keep their child’s information, and gives you free guides to share.',
    ],
  },
  sections: [
    {
      id: 'free-to-use',
      heading: 'Free for you to use today',
      layout: 'cards',
      items: [
        {
          title: 'Guides to share',
          text: 'Guides and articles on EHCPs, DLA, hospital passports and social stories, free to read without an account, on any phone.',
          link: READ_GUIDES,
        },
        {
          title: 'Where families get advice',
          text: 'Our support page lists free, independent services such as SENDIASS, IPSEA, SOSSEN, Contact and Cerebra.',
          link: { label: 'See the support page', to: '/support' },
        },
        {
          title: 'Questions and answers',
          text: 'Who Tedi is for, who can see a child’s information and where it is kept, in plain words.',
          link: { label: 'Read the answers', to: '/faqs' },
        },
      ],
    },
    {
      id: 'what-families-do',
      heading: 'What families can do in Tedi',
      layout: 'cards',
      items: availableItems('child-profile', 'teacher-summary', 'sharing', 'reading'),
    },
    {
      id: 'working-with-families',
      heading: 'Working alongside a family',
      layout: 'list',
      items: [
        {
          title: 'The family keeps its own account',
          text: 'Tedi has no accounts for professionals. A family keeps its own information and decides what to print or show you. Please help families set up their own account rather than using it for them.',
        },
        {
          title: 'Paying for families',
          text: 'Councils and organisations with a budget for family support can pay for places and hand out codes.',
          link: { label: 'How sponsorship works', to: '/sponsorship-landing' },
        },
      ],
    },
  ],
  proof: {
    heading: 'What families can rely on',
    points: [PROOF.familyDecides, PROOF.specialCategory, PROOF.notAdvice],
  },
  callToAction: {
    heading: 'Work with us locally',
    text: 'Tell us about your service and the families you work with. We reply by e-mail.',
    actions: [CONTACT_ABOUT_WORK, SPONSOR_ENQUIRY],
  },
};
