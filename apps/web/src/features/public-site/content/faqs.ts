import { ACCOUNT_DELETION_GRACE_DAYS } from '@tedi/contracts';

/** The questions people ask most, grouped; answers are plain text, with links by path where they help. */
export interface FaqAnswer {
  readonly question: string;
  readonly answer: readonly string[];
  readonly link?: { readonly path: string; readonly label: string };
}

export interface FaqGroup {
  readonly heading: string;
  readonly questions: readonly FaqAnswer[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    heading: 'About Tedi',
    questions: [
      {
        question: 'Who is Tedi for?',
        answer: [
          'Parents and carers of children with special educational needs and disabilities (SEND) in the UK, and the family members who help them.',
          'You do not need a diagnosis or an EHCP to use it.',
        ],
      },
      {
        question: 'Can I use Tedi on my phone?',
        answer: [
          'Yes. Tedi works in the web browser of a phone, tablet or computer, and its pages fit small screens. There is nothing to install.',
        ],
      },
      {
        question: 'Can I make the text bigger or easier to read?',
        answer: [
          'Yes. Tedi has settings for text size, heading size, an easier-to-read font and less movement on screen. It also follows your device’s own “reduce motion” setting.',
        ],
      },
    ],
  },
  {
    heading: 'Your family’s information',
    questions: [
      {
        question: 'Who can see my child’s information?',
        answer: [
          'You, and the people you invite. Tedi is designed so that you choose, for each child, what each family member can see or change, and can take it away at any time.',
          'Nothing is shared with advertisers or other companies.',
        ],
        link: { path: '/privacy', label: 'Read the privacy page' },
      },
      {
        question: 'Where is my information kept?',
        answer: [
          'In this Tedi site’s own database and file storage, run by the organisation that operates the site. It is not sent to any other service.',
        ],
        link: { path: '/security-privacy', label: 'How Tedi keeps it safe' },
      },
      {
        question: 'Can my child’s other parent use Tedi too?',
        answer: [
          'Yes. Each parent has their own sign-in. Tedi is being built so that both parents, and family members you invite, can share records and messages in one place.',
        ],
      },
      {
        question: 'Can I get my information out, or delete it?',
        answer: [
          'Yes. In your settings, “Your family’s data” downloads a copy of everything Tedi keeps about your family, with or without its photos and files, and “Delete your account” closes your account.',
          `A deletion waits ${ACCOUNT_DELETION_GRACE_DAYS} days, during which you can change your mind and keep your account.`,
        ],
        link: { path: '/tutorials#your-data', label: 'How to download your data or delete your account' },
      },
    ],
  },
  {
    heading: 'Guides and advice',
    questions: [
      {
        question: 'Where does the information in your guides come from?',
        answer: [
          'From the law and official guidance: the Children and Families Act 2014 and the SEND Regulations 2014 for EHCPs, and the government’s rules for Disability Living Allowance, together with the advice charities give families.',
          'Each guide shows when it was published and last updated. Benefit rates change every April, so check the current rates on GOV.UK.',
        ],
        link: { path: '/guides', label: 'Browse the guides' },
      },
      {
        question: 'Is this legal advice?',
        answer: [
          'No. The guides explain the general rules. For advice about your own situation, your local SENDIASS (a free, impartial service every council must fund) and charities such as IPSEA, SOSSEN and Contact can help.',
        ],
        link: { path: '/support', label: 'Where to get help' },
      },
      {
        question: 'We live in Scotland, Wales or Northern Ireland. Do the guides apply?',
        answer: [
          'The EHCP guides describe the law in England; Scotland, Wales and Northern Ireland have their own systems for additional support in school.',
          'Disability Living Allowance for children applies across the UK except Scotland, where Child Disability Payment has replaced it.',
        ],
      },
    ],
  },
];
