import {
  ACCOUNT_DELETION_GRACE_DAYS,
  FAMILY_INVITATION_DAYS,
  OFFERS,
  PLANS,
  SPONSOR_PATHS,
  TRIAL_DAYS,
} from '@tedi/contracts';

import { formatPrice } from '../../../../lib/access-gate/plans.tsx';
import type { CampaignAction, CampaignItem } from './types.ts';

/**
 * Facts about Tedi that several campaign pages state, written once. Each is true of the product as it is; the
 * privacy and security pages give the detail.
 */

const planPrice = (id: (typeof PLANS)[number]['id']) =>
  formatPrice(PLANS.find((plan) => plan.id === id)?.pricePence ?? 0);

/** "£4.99 a month or £49 a year", from the plans in the contracts. */
export const PRICES = `${planPrice('monthly')} a month or ${planPrice('annual')} a year`;

export const PROOF = {
  noTracking: {
    title: 'No advertising or tracking',
    text: 'Tedi’s pages load scripts, styles and fonts only from Tedi itself. There are no advertising, analytics or tracking services, and no other company sees what a family looks at or types.',
    link: { label: 'How Tedi keeps information safe', to: '/security-privacy' },
  },
  familyDecides: {
    title: 'The family decides who sees what',
    text: `A parent invites family members by e-mail and chooses, for each child, what each person may see or change, and can take it back at any time. Invitation links work once and expire after ${FAMILY_INVITATION_DAYS} days.`,
  },
  specialCategory: {
    title: 'Children’s information is protected most',
    text: 'Everything about a child is treated as special category data, the kind the UK GDPR protects most strongly. It is never sold, never used for advertising and never used to train anything.',
    link: { label: 'Read the privacy page', to: '/privacy' },
  },
  export: {
    title: 'Families can take their information with them',
    text: `From their settings, a parent can download everything the family has stored, photos included, and can close the account, with ${ACCOUNT_DELETION_GRACE_DAYS} days to change their mind.`,
  },
  signIn: {
    title: 'Careful sign-in',
    text: 'Passwords are kept only as Argon2id hashes, the most common and easily guessed passwords are refused, and anyone can turn on two-step sign-in with an authenticator app.',
  },
  photos: {
    title: 'Photos without location details',
    text: 'Every photo is checked to be a real image and saved again without its hidden details, so the place it was taken and the camera used are never stored.',
  },
  accessibility: {
    title: 'Made to be easy to use',
    text: 'Pages are checked in a real browser with automated tests against the WCAG 2.2 AA accessibility standard, work with a keyboard, and follow each reader’s text size, font and reduced-motion settings.',
  },
  worksWithoutApp: {
    title: 'Nothing to install',
    text: 'Tedi works in the web browser of a phone, tablet or computer. Its public pages and guides arrive ready to read, even on a slow connection or with JavaScript turned off.',
  },
  sponsorSeesNoRecords: {
    title: 'Sponsors never see family records',
    text: 'A sponsor pays for codes and hands them out. It gets no account on Tedi and sees nothing a family stores. The Tedi team can tell a sponsor how many of its places have been taken up, and nothing more.',
  },
  notAdvice: {
    title: 'Information, not advice',
    text: 'Tedi’s guides explain the general rules from the law and official guidance, and say when they were last updated. For advice about a particular child, they point families to free, independent services.',
    link: { label: 'Where families get advice', to: '/support' },
  },
} as const satisfies Record<string, CampaignItem>;

/** Where an organisation asks about working with Tedi. */
export const CONTACT_ABOUT_WORK: CampaignAction = {
  label: 'Send us a message',
  to: '/contact?topic=Working%20with%20Tedi',
};

/** The sponsors' enquiry form, and the list of sponsors who agreed to be named. */
export const SPONSOR_ENQUIRY: CampaignAction = { label: 'Ask about sponsoring families', to: SPONSOR_PATHS.landing };
export const SEE_SPONSORS: CampaignAction = { label: 'See who sponsors families', to: SPONSOR_PATHS.list };

export const CREATE_ACCOUNT: CampaignAction = { label: 'Create your account', to: '/register' };
export const SIGN_IN: CampaignAction = { label: 'Sign in', to: '/auth' };
export const READ_GUIDES: CampaignAction = { label: 'Read the guides', to: '/guides' };
export const SEE_ROADMAP: CampaignAction = { label: 'See the roadmap', to: '/roadmap' };
export const TUTORIALS: CampaignAction = { label: 'Step-by-step tutorials', to: '/tutorials' };

/** What Tedi costs a family, and the other way in: a sponsor's licence code. */
export const PRICING: CampaignItem = {
  title: 'What it costs',
  text: `Tedi is a paid service: ${PRICES} for the whole family, including the family members you invite, after a free trial of ${TRIAL_DAYS} days from the day you sign up. You pay by card and can cancel at any time. If an organisation sponsors your family, its licence code gives you Tedi instead.`,
};

const launchOffer = OFFERS.find((offer) => offer.id === 'launch');

export const SEE_LAUNCH_OFFER: CampaignAction = { label: 'See the launch offer', to: '/tedi-launch-offer' };

/** The launch offer, from the offers in the contracts. */
export const LAUNCH_OFFER: CampaignItem = {
  title: launchOffer?.name ?? 'Tedi launch offer',
  text: `${launchOffer?.description ?? ''} Choose either plan during it and nothing is taken until the free month ends; cancelling before then costs nothing.`,
  link: SEE_LAUNCH_OFFER,
};

/** How sponsoring families works, for every kind of sponsor: licence batches with places, codes and an end date. */
export const SPONSORSHIP_STEPS: readonly CampaignItem[] = [
  {
    title: 'Choose how many families',
    text: 'You pay for a number of places. Each place covers one family, both parents and the family members they invite, until the end date you choose.',
  },
  {
    title: 'Get codes to hand out',
    text: 'We make the codes and send them to you once. A code works until its end date or until all your places are taken, and we can stop a code that has been shared where it shouldn’t be.',
  },
  {
    title: 'Families enter a code',
    text: 'A parent enters the code at the last step of setting up their account, or later on their subscription page, and the family has access straight away.',
  },
  {
    title: 'Named only if you agree',
    text: 'Parents who enter your code see your organisation’s name next to their family’s access. We list you on our sponsors page only with your permission.',
    link: SEE_SPONSORS,
  },
];
