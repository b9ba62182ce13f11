import { CONTACT_ABOUT_WORK, CREATE_ACCOUNT, PRICES, PROOF, READ_GUIDES, SEE_ROADMAP } from './facts.ts';
import { AVAILABLE_NOW, plannedSection } from './roadmap.ts';
import type { Campaign } from './types.ts';

/**
 * Pages for people who work with Tedi rather than use it: those who recommend it, estate planners, writers of
 * guides, technology partners and investors.
 */

/** `/affiliate-recruitment-landing` */
export const RECOMMENDERS: Campaign = {
  audience: 'For people and organisations who recommend Tedi to families',
  title: 'Recommending Tedi to families – Tedi',
  description:
    'If you write about SEND, run a support group or advise families, here is how to recommend Tedi: no commission, no tracking links, and pages worth sharing.',
  hero: {
    heading: 'Recommending Tedi to families',
    lead: [
      'If you write about special educational needs, run a support group or advise families, you may want to tell them about Tedi. Here is how, and what we ask of anyone who does.',
    ],
  },
  sections: [
    {
      id: 'how-it-works',
      heading: 'How recommending Tedi works',
      layout: 'list',
      items: [
        {
          title: 'No commission and no tracking links',
          text: 'Tedi doesn’t pay for recommendations or put tracking codes in links. Families should hear about Tedi from people who think it will help them, and what they click on is nobody else’s business.',
        },
        {
          title: 'Link to any page',
          text: 'Every page and every guide has its own lasting address. If a guide is renamed, its old address still leads to it.',
        },
        {
          title: 'Describe what Tedi does today',
          text: 'Please tell families only about what they can use now. What is planned is on the roadmap, clearly marked.',
          link: SEE_ROADMAP,
        },
      ],
    },
    {
      id: 'pages-to-share',
      heading: 'Pages worth sharing',
      layout: 'cards',
      items: [
        {
          title: 'For any family',
          text: 'What Tedi is and what it does, on one page.',
          link: { label: 'The home page', to: '/' },
        },
        {
          title: 'For families just starting out',
          text: 'First steps many families take, with free guides.',
          link: { label: 'New to SEND?', to: '/new-landing' },
        },
        {
          title: 'For anyone with a question about the system',
          text: 'Guides to EHCPs, assessments, appeals, DLA and hospital passports.',
          link: READ_GUIDES,
        },
        {
          title: 'For families who need advice',
          text: 'Free, independent services that give advice about a particular child.',
          link: { label: 'Where to get advice', to: '/support' },
        },
      ],
    },
    {
      id: 'more',
      heading: 'If you would like to do more',
      layout: 'cards',
      items: [
        {
          title: 'Pay for families',
          text: 'Organisations can pay for places for the families they support.',
          link: { label: 'How sponsorship works', to: '/sponsorship-landing' },
        },
        {
          title: 'Write a guide with us',
          text: 'If you know a process families struggle with, we would like to hear from you.',
          link: { label: 'About content partnerships', to: '/content-partners' },
        },
      ],
    },
  ],
  proof: {
    heading: 'What families you send to us will find',
    points: [PROOF.noTracking, PROOF.notAdvice, PROOF.worksWithoutApp],
  },
  callToAction: {
    heading: 'Tell us about the families you reach',
    text: 'We would like to know who you are and what the families you reach need most. We reply by e-mail.',
    actions: [CONTACT_ABOUT_WORK, READ_GUIDES],
  },
};

/** `/estate-planning-landing`: general facts about planning for a disabled child’s future, never advice. */
export const ESTATE_PLANNING: Campaign = {
  audience: 'For families planning ahead, and the solicitors and advisers who help them',
  title: 'Planning for your disabled child’s future – Tedi',
  description:
    'General information for parents planning for a disabled child’s future: wills, guardians, trusts, letters of wishes and decisions in adulthood, and how Tedi helps keep a record of your child’s care.',
  hero: {
    heading: 'Planning for your child’s future',
    lead: [
      'Many parents of a disabled child think about what would happen if they could no longer care for them. A will, and often a trust, can protect what you leave your child; a clear record of how to care for them helps whoever comes next.',
      'This page gives general information about the law in the UK. It is not legal or financial advice.',
    ],
  },
  sections: [
    {
      id: 'things-to-consider',
      heading: 'Things families often consider',
      layout: 'list',
      items: [
        {
          title: 'Making a will',
          text: 'Without a will, the law decides who inherits. In a will you can also name who you would like to look after your child if they are under 18: a guardian.',
        },
        {
          title: 'Leaving money in a trust',
          text: 'Money left directly to a disabled person can affect means-tested benefits and what they are asked to pay towards their care. Many families leave it in a trust instead, looked after by trustees they choose.',
        },
        {
          title: 'Trusts with special tax treatment',
          text: 'Some trusts for disabled people can get special tax treatment, if they meet HMRC’s conditions. A solicitor can tell you whether one would suit your family.',
        },
        {
          title: 'A letter of wishes',
          text: 'A letter kept with your will can tell trustees and guardians about your child: their routines, what helps, what to avoid and who matters to them. It is not legally binding, but it guides the people who decide.',
        },
        {
          title: 'Decisions when your child is grown up',
          text: 'In England and Wales, the Mental Capacity Act 2005 applies from the age of 16. If a young person can’t make a decision for themselves, it must be made in their best interests, and for some decisions about money or welfare, the Court of Protection can appoint a deputy.',
        },
        {
          title: 'The law differs across the UK',
          text: 'Scotland and Northern Ireland have their own law on wills, trusts and mental capacity. Get advice where you live.',
        },
      ],
    },
    {
      id: 'where-tedi-helps',
      heading: 'Where Tedi helps',
      intro:
        'Tedi doesn’t write wills or hold legal documents. It helps with the part only you know: how to care for your child.',
      layout: 'cards',
      items: [
        {
          title: 'A record of how to care for your child',
          text: 'Your child’s needs and strengths, how they communicate, sensory likes and dislikes, conditions, key contacts and emergency information, kept up to date in one place. It can help you write a letter of wishes.',
        },
        {
          title: 'Shared with the people who would step in',
          text: 'Invite a relative or a future guardian by e-mail and choose what they can see, so they know your child’s needs before they are needed.',
        },
        {
          title: 'A copy for your papers',
          text: 'Print the one-page summary of your child’s profile to keep with your will papers, and download everything your family has stored whenever you want a full copy.',
        },
      ],
    },
    {
      id: 'advice',
      heading: 'Getting advice',
      layout: 'list',
      items: [
        {
          title: 'A solicitor who knows this area',
          text: 'The Law Society (England and Wales), the Law Society of Scotland and the Law Society of Northern Ireland each help you find a solicitor. Look for experience of wills and trusts for disabled people.',
        },
        {
          title: 'We recommend nobody',
          text: 'Tedi doesn’t recommend particular solicitors or advisers, and takes no payment for referrals.',
        },
        {
          title: 'For solicitors and will writers',
          text: 'If you would like to write a guide for families with us, published under your name, we would like to hear from you.',
          link: { label: 'About content partnerships', to: '/content-partners' },
        },
      ],
    },
  ],
  proof: {
    heading: 'What you can rely on',
    points: [PROOF.notAdvice, PROOF.specialCategory, PROOF.familyDecides, PROOF.export],
  },
  callToAction: {
    heading: 'Start your child’s record',
    text: 'Create an account and write down what whoever comes next would need to know. You can add to it at your own pace.',
    actions: [CREATE_ACCOUNT, CONTACT_ABOUT_WORK],
  },
};

/** `/content-partners` */
export const CONTENT_PARTNERS: Campaign = {
  audience: 'For charities, professionals and writers',
  title: 'Write guides with Tedi – Tedi',
  description:
    'Work with Tedi on guides for families of children with special educational needs and disabilities: how we publish, what we look for, and how to start.',
  hero: {
    heading: 'Write for families who need clear answers',
    lead: [
      'Families come to Tedi’s guides with a question: how do I ask for an assessment, what happens next, what can we claim. If your organisation knows the answers, we would like to work with you on guides that are accurate, plain and kind.',
    ],
  },
  sections: [
    {
      id: 'how-we-publish',
      heading: 'How Tedi publishes',
      layout: 'cards',
      items: [
        {
          title: 'Plain English',
          text: 'Short sentences and everyday words, with legal terms explained the first time they appear.',
        },
        {
          title: 'From the source',
          text: 'Guides are written from the law, official guidance and the advice charities give families.',
        },
        {
          title: 'Named and dated',
          text: 'Each guide shows who wrote it, when it was published and when it was last updated.',
        },
        {
          title: 'Lasting addresses',
          text: 'A guide keeps its address. If it is renamed, the old address still leads to it, so links from your own site keep working.',
        },
        {
          title: 'No advertising',
          text: 'Guides carry no adverts, sponsored links or tracking.',
        },
        {
          title: 'Readable anywhere',
          text: 'Guides arrive as ready-made pages, so they work on a slow phone connection, without JavaScript and with a screen reader.',
        },
      ],
      links: [READ_GUIDES],
    },
    {
      id: 'what-we-look-for',
      heading: 'What we look for',
      layout: 'list',
      items: [
        { text: 'Practical help with a process families meet: school, health, benefits, care or growing up.' },
        { text: 'Facts that apply in England or across the UK, with the differences between nations made clear.' },
        { text: 'Willingness to look at the guide again when the rules change.' },
      ],
    },
    {
      id: 'how-to-start',
      heading: 'How to start',
      layout: 'steps',
      items: [
        {
          title: 'Tell us about yourself',
          text: 'Who you are, who you work with, and what you would like to write about.',
        },
        {
          title: 'Agree a topic',
          text: 'We reply by e-mail, and agree with you what the guide should cover.',
        },
        {
          title: 'Publish it',
          text: 'The guide is published under your name, with the date it was last checked.',
        },
      ],
    },
  ],
  proof: {
    heading: 'Where your guide would appear',
    points: [PROOF.notAdvice, PROOF.noTracking, PROOF.accessibility],
  },
  callToAction: {
    heading: 'Suggest a guide',
    text: 'Send us a message about what you would like to write. We reply by e-mail.',
    actions: [CONTACT_ABOUT_WORK, READ_GUIDES],
  },
};

/** `/technology-partnerships` */
export const TECHNOLOGY_PARTNERS: Campaign = {
  audience: 'For technology companies and developers',
  title: 'Technology partnerships – Tedi',
  description:
    'How Tedi is built, for technology partners: standard sign-in with OpenID Connect, PostgreSQL and S3-compatible storage, a strict content security policy, and data a family can export.',
  hero: {
    heading: 'Built on common standards',
    lead: [
      'Tedi is a web app for families of children with special educational needs and disabilities. If you build products for families, schools, health or care, here is how Tedi is made, and what it does and doesn’t offer today.',
    ],
  },
  sections: [
    {
      id: 'how-built',
      heading: 'How Tedi is built',
      layout: 'cards',
      items: [
        {
          title: 'Standard sign-in',
          text: 'Sign-in through OpenID Connect providers such as Google, Microsoft and Apple, chosen by the organisation running the site, and two-step sign-in with any authenticator app that uses time-based codes.',
        },
        {
          title: 'Common infrastructure',
          text: 'One Node.js service on PostgreSQL, with S3-compatible file storage and ordinary SMTP e-mail. Several copies can run side by side behind a load balancer.',
        },
        {
          title: 'Only its own scripts',
          text: 'A strict content security policy lets browsers run only Tedi’s own scripts; there are no third-party scripts of any kind.',
        },
        {
          title: 'Pages ready before scripts',
          text: 'Public pages and guides are rendered ahead of time, so they work without JavaScript and load only a few kilobytes of script.',
        },
        {
          title: 'Data a family can take away',
          text: 'A family can download everything it has stored as a JSON file, or as a ZIP with its photos and files.',
        },
        {
          title: 'Tested for accessibility',
          text: 'Journeys through the app are tested in a real browser against WCAG 2.2 AA.',
        },
      ],
    },
    {
      id: 'what-tedi-does-not-do',
      heading: 'What Tedi doesn’t do',
      layout: 'list',
      items: [
        { text: 'There is no public API for other products: Tedi’s API serves its own web app.' },
        { text: 'Tedi doesn’t connect to school, NHS or council systems.' },
        { text: 'Tedi shares no family’s records with other products or companies; only payments go through Stripe.' },
      ],
      links: [SEE_ROADMAP],
    },
    {
      id: 'working-together',
      heading: 'Working together',
      layout: 'cards',
      items: [
        {
          title: 'Identity providers',
          text: 'If your identity service follows OpenID Connect, the organisation running a Tedi site can let families sign in with it.',
        },
        {
          title: 'Security research',
          text: 'If you find a security problem, tell us through the contact page and choose the topic “Security”.',
          link: { label: 'Read about security', to: '/security-privacy' },
        },
        {
          title: 'Products for the same families',
          text: 'If your product helps families of children with SEND, tell us about it. We are glad to talk about how families could use both.',
        },
      ],
    },
  ],
  proof: {
    heading: 'Facts you can check',
    points: [PROOF.noTracking, PROOF.signIn, PROOF.photos, PROOF.accessibility],
  },
  callToAction: {
    heading: 'Talk to us',
    text: 'Tell us about your product and what you have in mind. We reply by e-mail.',
    actions: [CONTACT_ABOUT_WORK, { label: 'Read about security', to: '/security-privacy' }],
  },
};

/** `/investor-demo`: the product as it is, for investors, without numbers we can’t show. */
export const INVESTORS: Campaign = {
  audience: 'For investors',
  title: 'Tedi for investors – Tedi',
  description:
    'Tedi for investors: the need it meets for families of children with SEND, what is built today, how it earns money, how it is built and what is planned.',
  hero: {
    heading: 'Tedi: one safe place for families of children with SEND',
    lead: [
      'What Tedi is, who it serves, what is built, how it earns money and what is planned. Everything here describes the product as it is today; what is planned is marked as planned.',
    ],
  },
  sections: [
    {
      id: 'need',
      heading: 'The need',
      layout: 'list',
      items: [
        {
          text: 'Parents of a child with special educational needs or a disability keep track of information across education, health and social care: assessments, plans, appointments, benefits and the people involved.',
        },
        {
          text: 'In England, an Education, Health and Care Plan follows legal time limits, up to 20 weeks from the request to the final plan, and families need to know when each step is due.',
        },
        {
          text: 'What a family knows about their child is spread across paper, e-mail and memory, and is explained again to every new teacher, doctor and carer.',
        },
      ],
    },
    {
      id: 'built',
      heading: 'What is built',
      layout: 'cards',
      items: AVAILABLE_NOW.map(({ title, text }) => ({ title, text })),
    },
    {
      id: 'revenue',
      heading: 'How Tedi earns money',
      layout: 'list',
      items: [
        {
          title: 'Family plans',
          text: `${PRICES}, covering the whole family, including the family members they invite, paid by card through Stripe. Every family new to Tedi has its first month free, from sign-up (the launch offer).`,
        },
        {
          title: 'Sponsored places',
          text: 'Employers, charities, councils, schools and insurers buy places and hand out codes, with a number of places and an end date. This works today.',
        },
        {
          title: 'No advertising and no data sales',
          text: 'Tedi does not show adverts, and does not sell or share families’ information.',
        },
      ],
    },
    plannedSection('planned', 'Planned next, in no promised order and without dates. None of it is available yet.'),
  ],
  proof: {
    heading: 'What you can check for yourself',
    points: [PROOF.signIn, PROOF.specialCategory, PROOF.accessibility, PROOF.worksWithoutApp, PROOF.noTracking],
  },
  callToAction: {
    heading: 'See it for yourself',
    text: 'Ask us for a walkthrough of the product, and we will reply by e-mail.',
    actions: [{ ...CONTACT_ABOUT_WORK, label: 'Ask for a walkthrough' }, SEE_ROADMAP],
  },
};
