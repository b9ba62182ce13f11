import { FAMILY_INVITATION_DAYS } from '@tedi/contracts';
import type { Page } from 'playwright-core';
import { DEMO_PARENT, DEMO_PASSWORD, landedOnDashboard, signIn } from '../support/accounts.ts';
import type { Stage, Step } from './recorder.ts';

/**
 * The onboarding videos: what each shows, step by step, in the words of its captions. A script is filmed against
 * the real app with the demo family (or a parent who registers on camera), so the videos show Tedi as it is.
 */

export interface Helpers {
  /** The e-mail confirmation link sent to an address, from the development server's mailbox. */
  confirmationLink(email: string): Promise<string>;
}

/** Signs the demo parent in, off camera, and waits for the dashboard. */
async function signInAsDemoParent(stage: Stage): Promise<void> {
  await signIn(stage.page, DEMO_PARENT, DEMO_PASSWORD);
  await landedOnDashboard(stage.page);
}

export interface OnboardingVideo {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** The order a new parent watches them in, as the date each was published. */
  readonly published: string;
  readonly posterAlt: string;
  /** Brings the page to the first screen of the video, off camera. */
  prepare(stage: Stage): Promise<void>;
  steps(helpers: Helpers): readonly Step[];
}

const NEW_PARENT = 'jo.parent@example.com';
const heading = (page: Page, level: number, name: string) => page.getByRole('heading', { level, name, exact: true });

export const ONBOARDING_VIDEOS: readonly OnboardingVideo[] = [
  {
    slug: 'creating-your-account',
    title: 'Creating your account',
    summary:
      'From the home page to your dashboard: creating an account, confirming your e-mail address and the six short steps of setting up.',
    tags: ['Getting started'],
    published: '2026-11-20',
    posterAlt: 'The first step of setting up Tedi, “About you”, with a name typed in and “Mum” chosen.',
    prepare: async (stage) => {
      await stage.page.goto('/');
      await stage.page.getByRole('main').waitFor();
    },
    steps: (helpers) => [
      {
        caption: 'This is Tedi’s home page. To begin, choose “Create your account”.',
        act: async ({ page }) => {
          await page.waitForTimeout(600);
        },
      },
      {
        caption:
          'Type your e-mail address and choose a password: three or four unrelated words are strong and easy to remember.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('link', { name: 'Create your account' }).first());
          await heading(stage.page, 1, 'Create your Tedi account').waitFor();
          await stage.type(stage.page.getByLabel('E-mail address'), NEW_PARENT);
          await stage.type(stage.page.getByLabel('Choose a password'), 'a calm tuesday by the sea');
        },
      },
      {
        caption: 'Choose “Create account”. Tedi sends you an e-mail to check the address is yours.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Create account' }));
          await heading(stage.page, 1, 'Check your e-mail').waitFor();
        },
      },
      {
        caption: 'Open the link in that e-mail, in the same browser. It signs you in and starts six short steps.',
        act: async (stage) => {
          await stage.pause(1_500);
          await stage.page.goto(await helpers.confirmationLink(NEW_PARENT));
          await heading(stage.page, 1, 'About you').waitFor();
        },
      },
      {
        caption: 'Step 1, “About you”: the name Tedi should use, and who you are to your child. Both are optional.',
        poster: true,
        act: async (stage) => {
          await stage.type(stage.page.getByLabel('Your name (optional)'), 'Jo');
          await stage.click(stage.page.getByLabel('Mum'));
        },
      },
      {
        caption: 'Step 2, “Your family”: who shares the care, and who else helps. You can skip this step.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Continue' }));
          await heading(stage.page, 1, 'Your family').waitFor();
          await stage.pointAt(stage.page.getByRole('button', { name: 'Skip this step' }));
        },
      },
      {
        caption: 'Step 3, “Your child”: only their name is needed. Then choose “Add child and continue”.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Skip this step' }));
          await heading(stage.page, 1, 'Your child').waitFor();
          await stage.type(stage.page.getByLabel('Your child’s name'), 'Robin Smith');
          await stage.type(stage.page.getByLabel('What they like to be called (optional)'), 'Robin');
          await stage.click(stage.page.getByRole('button', { name: 'Add child and continue' }));
        },
      },
      {
        caption: 'Step 4: tick what you need help with. Your dashboard shows these first.',
        act: async (stage) => {
          await heading(stage.page, 1, 'What you need help with').waitFor();
          await stage.click(stage.page.getByLabel(/^Health/));
          await stage.click(stage.page.getByLabel(/^School and education/));
        },
      },
      {
        caption: 'Step 5, “How Tedi looks”: the font and text size. You can change these later in Settings.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Continue' }));
          await heading(stage.page, 1, 'How Tedi looks').waitFor();
        },
      },
      {
        caption: 'Step 6, “Your plan”: your family’s free trial of 30 days. A plan or a licence code can wait.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Continue' }));
          await heading(stage.page, 1, 'Your plan').waitFor();
          await stage.pointAt(stage.page.getByRole('button', { name: 'Finish and go to your dashboard' }));
        },
      },
      {
        caption:
          '“Finish and go to your dashboard” opens your dashboard. Before the trial ends, a plan or a licence code keeps everything open.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Finish and go to your dashboard' }));
          await stage.page.waitForURL((url) => url.pathname !== '/onboarding');
          await stage.page.getByRole('heading', { level: 1 }).first().waitFor();
        },
      },
    ],
  },
  {
    slug: 'your-childs-profile',
    title: 'Your child’s profile',
    summary:
      'Filling in a section of your child’s profile, adding a key contact, and making a one-page summary for a new teacher.',
    tags: ['Getting started', 'Child profile'],
    published: '2026-11-21',
    posterAlt: 'Ollie’s profile, with its sections: About, Conditions and diagnoses, Communication and more.',
    prepare: signInAsDemoParent,
    steps: () => [
      {
        caption: 'On your dashboard, under “Everything in Tedi”, open “Your children”.',
        act: async (stage) => {
          await stage.pointAt(stage.page.getByRole('link', { name: /^Your children/ }));
        },
      },
      {
        caption: 'Each child has a profile. Open one by choosing their name.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('link', { name: /^Your children/ }));
          await heading(stage.page, 2, 'Your children').waitFor();
          await stage.pointAt(stage.page.getByRole('link', { name: 'Ollie', exact: true }));
        },
      },
      {
        caption: 'A profile has eight sections, from how your child communicates to what to do in an emergency.',
        poster: true,
        act: async (stage) => {
          await stage.click(stage.page.getByRole('link', { name: 'Ollie', exact: true }));
          await heading(stage.page, 1, "Ollie's profile").waitFor();
        },
      },
      {
        caption: 'To fill in a section, choose its Edit button, type, then choose “Save”.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Edit communication' }));
          const whatHelps = stage.page.getByLabel('What helps');
          await stage.reveal(whatHelps);
          await whatHelps.fill('');
          await stage.type(whatHelps, 'Give him time to answer. Show him pictures of what happens next.');
        },
      },
      {
        caption: 'Tedi shows “Saved” beside the section once it is stored. “Cancel” leaves it as it was.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Save' }));
          await stage.page.getByText('Saved').first().waitFor();
        },
      },
      {
        caption: 'Key contacts are a list: the GP, a therapist, the school’s SENCo. Add each with their number.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Add a key contact' }));
          await stage.type(stage.page.getByLabel('Who they are'), 'Speech and language therapist');
          await stage.type(stage.page.getByLabel('Name', { exact: true }), 'Priya Shah');
          await stage.type(stage.page.getByLabel('Phone number (optional)'), '0161 496 0123');
        },
      },
      {
        caption: 'Choose “Add contact” to add them to the list.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Add contact' }));
          await stage.page.getByText('Priya Shah').first().waitFor();
        },
      },
      {
        caption: '“Summary for a new teacher” puts what a teacher needs to know on one page, ready to print.',
        act: async (stage) => {
          await stage.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
          await stage.pause(900);
          await stage.click(stage.page.getByRole('link', { name: 'Summary for a new teacher' }));
          await stage.page.getByRole('button', { name: 'Print this summary' }).waitFor();
        },
      },
    ],
  },
  {
    slug: 'inviting-family',
    title: 'Inviting family to help',
    summary:
      'Inviting a grandparent or another carer, choosing for each child what they can see or change, and changing it later.',
    tags: ['Getting started', 'Family'],
    published: '2026-11-22',
    posterAlt: 'The “Invite a family member” form, with an e-mail address typed and View chosen for Ollie’s profile.',
    prepare: signInAsDemoParent,
    steps: () => [
      {
        caption: 'On your dashboard, under “Everything in Tedi”, open “Family members”.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('link', { name: /^Family members/ }));
          await heading(stage.page, 2, 'Invite a family member').waitFor();
        },
      },
      {
        caption: 'Type the e-mail address of the person you want to invite.',
        act: async (stage) => {
          await stage.type(stage.page.getByLabel('Their e-mail address'), 'grandad.joe@example.com');
        },
      },
      {
        caption: 'For each child, choose None, View or Edit for each area. They see only what you choose.',
        poster: true,
        act: async (stage) => {
          const ollie = stage.page.getByRole('group', { name: 'What to share about Ollie' });
          await stage.click(ollie.getByRole('group', { name: 'Profile' }).getByLabel('View'));
          await stage.click(ollie.getByRole('group', { name: 'Health' }).getByLabel('View'));
        },
      },
      {
        caption: `Choose “Send the invitation”. They get an e-mail with a link that works for ${FAMILY_INVITATION_DAYS} days.`,
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: 'Send the invitation' }));
          await stage.page.getByText('Invitation sent to grandad.joe@example.com.').waitFor();
        },
      },
      {
        caption: 'Until they answer, the invitation waits here. “Withdraw” cancels it.',
        act: async (stage) => {
          await stage.pointAt(stage.page.getByRole('button', { name: /^Withdraw/ }).first());
        },
      },
      {
        caption: 'To change what someone can see later, choose “Change what they can see” beside their name.',
        act: async (stage) => {
          await stage.click(stage.page.getByRole('button', { name: /^Change what they can see/ }).first());
          await stage.page.getByRole('button', { name: 'Cancel' }).waitFor();
        },
      },
    ],
  },
  {
    slug: 'making-tedi-easier-to-read',
    title: 'Making Tedi easier to read',
    summary:
      'Choosing a font made for easy reading, larger text and headings, and less motion, saved for every device you use.',
    tags: ['Getting started', 'Accessibility'],
    published: '2026-11-23',
    posterAlt: 'The “Reading and display” settings, with the Atkinson Hyperlegible font and large text chosen.',
    prepare: signInAsDemoParent,
    steps: () => [
      {
        caption: 'Open “Settings” from the menu at the top. The first section is “Reading and display”.',
        act: async (stage) => {
          await stage.click(
            stage.page.getByRole('navigation', { name: 'Parent' }).getByRole('link', { name: 'Settings' }),
          );
          await heading(stage.page, 2, 'Reading and display').waitFor();
        },
      },
      {
        caption: 'Under “Font”, Atkinson Hyperlegible has letters that are easy to tell apart.',
        act: async (stage) => {
          await stage.click(stage.page.getByLabel(/Atkinson Hyperlegible/).first());
        },
      },
      {
        caption: 'Choose a larger text size. Every change shows straight away.',
        poster: true,
        act: async (stage) => {
          await stage.click(stage.page.getByRole('group', { name: 'Text size' }).getByLabel('Large', { exact: true }));
        },
      },
      {
        caption: 'Tick “Reduce motion” to stop animations. Your choices are saved for every device you sign in on.',
        act: async (stage) => {
          await stage.click(stage.page.getByLabel(/Reduce motion/).first());
        },
      },
      {
        caption: '“Go back to the usual settings” undoes them all.',
        act: async (stage) => {
          await stage.pointAt(stage.page.getByRole('button', { name: 'Go back to the usual settings' }));
        },
      },
    ],
  },
];
