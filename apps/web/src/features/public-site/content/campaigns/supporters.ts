import { CREATE_ACCOUNT, PROOF, SEE_ROADMAP, SEE_SPONSORS } from './facts.ts';
import type { Campaign, CampaignAction } from './types.ts';

/** The people who use Tedi while it is young and tell us what to change: who they are and how to join them. */

const SEND_THOUGHTS: CampaignAction = { label: 'Send us your thoughts', to: '/contact?topic=Using%20Tedi' };

/** `/our-early-supporters` */
export const OUR_EARLY_SUPPORTERS: Campaign = {
  audience: 'About the people helping Tedi grow',
  title: 'Our early supporters – Tedi',
  description:
    'Who Tedi’s early supporters are, what they do, and why we never name the families who use Tedi or publish quotes we can’t show are real.',
  hero: {
    heading: 'Thank you to Tedi’s early supporters',
    lead: [
      'Early supporters are the families, professionals and organisations who use Tedi in its first months, tell us what is missing, and pay for families to have it. Tedi gets better because of what they tell us.',
    ],
  },
  sections: [
    {
      id: 'who',
      heading: 'Who early supporters are',
      layout: 'cards',
      items: [
        {
          title: 'Families',
          text: 'Parents and carers who use Tedi for their own child and tell us what works for them and what doesn’t.',
        },
        {
          title: 'Professionals',
          text: 'SENCOs, therapists, family support workers and advisers who tell us where our guides could be clearer or more useful.',
        },
        {
          title: 'Organisations',
          text: 'Employers, charities, schools and councils who pay for families to have Tedi.',
        },
      ],
    },
    {
      id: 'no-names',
      heading: 'Why you won’t find names or quotes here',
      layout: 'list',
      items: [
        {
          title: 'Families stay private',
          text: 'Whether a family uses Tedi is their business. We never name families, here or anywhere else.',
        },
        {
          title: 'Organisations choose',
          text: 'An organisation that pays for families is named only if it agrees, on our sponsors page.',
          link: SEE_SPONSORS,
        },
        {
          title: 'No quotes or star ratings',
          text: 'We would rather you try Tedi and judge it for yourself than read praise you have no way to check.',
        },
      ],
    },
  ],
  proof: {
    heading: 'What every early supporter can rely on',
    points: [PROOF.specialCategory, PROOF.familyDecides, PROOF.export],
  },
  callToAction: {
    heading: 'Become an early supporter',
    text: 'There is nothing to sign up to apart from Tedi itself. Use it, and tell us what you think.',
    actions: [{ label: 'How to become one', to: '/early-supporter' }, SEND_THOUGHTS, SEE_ROADMAP],
  },
};

/** `/early-supporter` */
export const BECOME_AN_EARLY_SUPPORTER: Campaign = {
  audience: 'For families and professionals who want to help shape Tedi',
  title: 'Become an early supporter – Tedi',
  description:
    'How to become an early supporter of Tedi: use it for your family, tell us what helps and what gets in the way, and see what changes on the roadmap.',
  hero: {
    heading: 'Become an early supporter',
    lead: [
      'Early supporters use Tedi while it is young and tell us what would make it better. There is no separate form and nothing to sign: here is what it involves.',
    ],
  },
  sections: [
    {
      id: 'how',
      heading: 'How to take part',
      layout: 'steps',
      items: [
        {
          title: 'Create an account',
          text: 'Set up your family in six short steps. Your first month is free; at the last step, or whenever you like, choose a plan, or enter a licence code if an organisation has given you one.',
        },
        {
          title: 'Use what is there',
          text: 'Add your child’s profile, print the summary for school, invite someone who helps. Use the parts that help you and leave the rest.',
        },
        {
          title: 'Tell us what you think',
          text: 'Send a message through the contact page, choosing “Using Tedi”. Tell us what helped, what got in the way and what is missing.',
        },
        {
          title: 'See what changes',
          text: 'The roadmap lists what is available and what is planned, and changes when something new is ready.',
          link: SEE_ROADMAP,
        },
      ],
    },
    {
      id: 'asks',
      heading: 'What we ask of you',
      layout: 'list',
      items: [
        {
          text: 'Please don’t put your child’s medical details in a message. Describe what you were trying to do instead.',
        },
        {
          text: 'Tell us when something is hard to read or use with your device, screen reader or settings. That is exactly what we need to hear.',
        },
      ],
    },
    {
      id: 'professionals',
      heading: 'If you work with families',
      layout: 'cards',
      items: [
        {
          title: 'Professionals',
          text: 'SENCOs, therapists and advisers: tell us where a guide could be clearer, choosing the topic “Guides and articles”.',
          link: { label: 'Read the guides', to: '/guides' },
        },
        {
          title: 'Organisations',
          text: 'Pay for places for the families you support.',
          link: { label: 'How sponsorship works', to: '/sponsorship-landing' },
        },
      ],
    },
  ],
  proof: {
    heading: 'What stays true while Tedi grows',
    points: [PROOF.specialCategory, PROOF.export, PROOF.accessibility],
  },
  callToAction: {
    heading: 'Ready to start?',
    text: 'Create your account, or send us your thoughts first.',
    actions: [CREATE_ACCOUNT, SEND_THOUGHTS],
  },
};
