import {
  ACCOUNT_DELETION_GRACE_DAYS,
  CHILD_LIMITS,
  FAMILY_GRANT_AREA_LABELS,
  FAMILY_GRANT_AREAS,
  FAMILY_INVITATION_DAYS,
  ONBOARDING_STEPS,
  PLANS,
  TRIAL_DAYS,
} from '@tedi/contracts';

/**
 * Step-by-step help with what Tedi does today, shown two ways: /tutorials (the steps in words, with pictures) and
 * /visual-tutorials (the pictures first, with short captions). Every picture is a real screenshot of the app,
 * taken by tests/e2e/tutorial-screenshots.e2e.test.ts into apps/web/public/screens, which checks that every file
 * named here exists.
 */

export interface TutorialScreenshot {
  /** The file's name in apps/web/public/screens, served at /screens/<file>. */
  readonly file: string;
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
  /** A short caption for the picture-first page. */
  readonly caption: string;
}

export interface TutorialStep {
  readonly text: string;
  /** A page of Tedi the step talks about, by its path. */
  readonly link?: { readonly path: string; readonly label: string };
  readonly screenshot?: TutorialScreenshot;
}

export interface Tutorial {
  /** The anchor of the tutorial on both pages, e.g. /tutorials#add-a-child. */
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly steps: readonly TutorialStep[];
}

/** Every screenshot is taken at this size, so the pages can reserve its space before it loads. */
export const SCREENSHOT_SIZE = { width: 1024, height: 640 } as const;

export function screenshotSource(screenshot: TutorialScreenshot): string {
  return `/screens/${screenshot.file}`;
}

const stepTitle = (step: number) => ONBOARDING_STEPS[step - 1]?.title ?? '';
const pounds = (pence: number) => (pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`);
const planWords = PLANS.map(
  (plan) => `${plan.name}, ${pounds(plan.pricePence)} ${plan.interval === 'month' ? 'a month' : 'a year'}`,
).join(', and ');
const photoLimitMb = Math.round(CHILD_LIMITS.photoMaxBytes / (1024 * 1024));
const grantAreas = FAMILY_GRANT_AREAS.map((area) => FAMILY_GRANT_AREA_LABELS[area]);
const grantAreaWords = `${grantAreas.slice(0, -1).join(', ')} and ${grantAreas.at(-1) ?? ''}`;

export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'set-up-your-account',
    title: 'Setting up your account',
    summary:
      'Create your account, confirm your e-mail address, then answer six short questions. Each step is saved as you go, so you can stop and carry on later.',
    steps: [
      {
        text: 'Open “Create an account”. Type your e-mail address, choose a password, then choose “Create account”.',
        link: { path: '/register', label: 'Create an account' },
        screenshot: {
          file: 'register.jpg',
          alt: 'The “Create your Tedi account” page, with boxes for an e-mail address and a password and a “Create account” button.',
          caption: 'Type your e-mail address and a password.',
        },
      },
      {
        text: 'Tedi sends you an e-mail. Open the link in it, in the same browser, to confirm your address; it works for 24 hours. If it hasn’t arrived after a few minutes, look in your spam or junk folder.',
        screenshot: {
          file: 'check-email.jpg',
          alt: 'The “Check your e-mail” page, saying a link has been sent to the address and that it works for 24 hours.',
          caption: 'Open the link in the e-mail Tedi sends you.',
        },
      },
      {
        text: `The link signs you in and opens six short steps. Step 1, “${stepTitle(1)}”: the name you’d like Tedi to use, and whether you are your child’s mum, dad, carer, guardian or something else. Both are optional. Choose “Continue”.`,
        screenshot: {
          file: 'onboarding-about-you.jpg',
          alt: 'Step 1 of 6, “About you”, with a box for your name, choices from Mum to Something else, and a Continue button.',
          caption: 'Step 1: a little about you.',
        },
      },
      {
        text: `Step 2, “${stepTitle(2)}”: whether another parent or carer shares the care, and who else helps. You can choose “Skip this step”.`,
      },
      {
        text: `Step 3, “${stepTitle(3)}”: only your child’s name is needed. What they like to be called and their date of birth are optional. Choose “Add child and continue”.`,
        screenshot: {
          file: 'onboarding-your-child.jpg',
          alt: 'Step 3 of 6, “Your child”, with boxes for the child’s name, what they like to be called and their date of birth, and an “Add child and continue” button.',
          caption: 'Step 3: add your child.',
        },
      },
      {
        text: `Step 4, “${stepTitle(4)}”: tick any areas that matter to your family, or none. Your dashboard shows these first.`,
        screenshot: {
          file: 'onboarding-needs.jpg',
          alt: 'Step 4 of 6, “What you need help with”, with tick boxes for Health, School and education, Benefits and money, Daily routines and Communication.',
          caption: 'Step 4: what matters to your family.',
        },
      },
      {
        text: `Step 5, “${stepTitle(5)}”: the font and the size of text and headings. See “Making Tedi easier to read” below; you can change these at any time in Settings.`,
      },
      {
        text: `Step 6, “${stepTitle(6)}”: your family’s free trial of ${TRIAL_DAYS} days, and until when it runs. Choose “Finish and go to your dashboard”; you can choose a plan or use a licence code here too, or later. See “Giving your family access” below.`,
        screenshot: {
          file: 'onboarding-plan.jpg',
          alt: 'Step 6 of 6, “Your plan”, saying the family has a free trial of 30 days and until when, with a button to finish and go to the dashboard, then the Monthly and Annual licence plans.',
          caption: 'Step 6: choose how your family will have access.',
        },
      },
      {
        text: 'To go back a step, choose “Back” at the top. To stop, choose “Sign out”: next time you sign in, Tedi carries on from the step after the last one you finished.',
      },
    ],
  },
  {
    id: 'add-a-child',
    title: 'Adding a child and filling in their profile',
    summary:
      'Each child has a profile: who they are, how they communicate, what helps and what to do in an emergency. Fill it in a little at a time.',
    steps: [
      {
        text: 'On your dashboard, under “Everything in Tedi”, open “Your children”. Under “Add a child”, type your child’s name; what they like to be called, their date of birth and pronouns are optional. Choose “Add child” and their profile opens.',
        screenshot: {
          file: 'your-children.jpg',
          alt: 'The “Your children” page listing Ollie and Isla with their ages, and the start of the “Add a child” form.',
          caption: 'Your children, and adding another.',
        },
      },
      {
        text: 'A profile has eight sections: About, Conditions and diagnoses, Needs and strengths, Communication, Sensory profile, Likes and dislikes, School and key contacts, and Emergency information. The “On this page” list takes you straight to one.',
        screenshot: {
          file: 'child-profile.jpg',
          alt: 'Ollie’s profile: his name and age, a “Summary for a new teacher” button and the “On this page” list of sections.',
          caption: 'A child’s profile, section by section.',
        },
      },
      {
        text: 'To fill in a section, choose its Edit button, for example “Edit communication”. Type what you want to say, then choose “Save”, or “Cancel” to leave it as it was. Tedi shows “Saved” beside the heading.',
        screenshot: {
          file: 'child-profile-editing.jpg',
          alt: 'The Communication section open for editing, with boxes for speech, signs, communication aids and what helps, and Save and Cancel buttons.',
          caption: 'Editing a section, then Save.',
        },
      },
      {
        text: 'Conditions and key contacts are lists. Choose “Add a condition or diagnosis” or “Add a key contact” to add one; each one has its own Edit and Remove buttons. Removing asks you first.',
      },
      {
        text: 'To bring in several key contacts at once from Google Contacts, Outlook or a spreadsheet saved as a CSV file, choose “Import contacts from a file” under “Key contacts”, choose the file, then “Check the file”. Tedi shows every contact first; choose “Add” to add the new ones, or “Cancel”.',
        link: { path: '/migration#from-another-app', label: 'Saving your contacts as a CSV file' },
      },
      {
        text: `To add a photo, go to “Photo” in the About section, choose a JPG, PNG or WebP picture of ${photoLimitMb} MB or less, then choose “Upload photo”. Later you can choose “Replace photo” or “Remove photo”. Only you and the people you share the profile with can see it.`,
        screenshot: {
          file: 'child-photo.jpg',
          alt: 'The About section of Ollie’s profile, with his full name, preferred name, date of birth and pronouns, and under Photo a “Choose a photo” box and an “Upload photo” button.',
          caption: 'Adding a photo.',
        },
      },
      {
        text: 'At the top of the profile, “Summary for a new teacher” makes one page with what a teacher needs to know: what to do in an emergency, how your child communicates, what helps, sensory needs, likes and dislikes. Parts you haven’t filled in are left out. Choose “Print this summary” to print it or save it as a PDF.',
        screenshot: {
          file: 'teacher-summary.jpg',
          alt: 'Ollie’s summary for a new teacher: his name, age and pronouns, a red “In an emergency” box, then how he communicates and what helps, with a “Print this summary” button above.',
          caption: 'One page for a new teacher.',
        },
      },
      {
        text: 'If a child no longer needs a profile, go to “Archive this profile” at the bottom of it, choose the archive button, then “Yes, archive it”. Nothing is deleted, and you can restore it from the same page. Archived profiles are listed under “Your children”.',
      },
    ],
  },
  {
    id: 'easier-to-read',
    title: 'Making Tedi easier to read',
    summary:
      'Choose a font and the size of text and headings, turn off movement, and pick the dashboard layout that suits you.',
    steps: [
      {
        text: 'Open “Settings” from the menu at the top of your dashboard. The first section is “Reading and display”.',
        screenshot: {
          file: 'settings-reading.jpg',
          alt: 'The “Reading and display” settings: a choice of three fonts, then text sizes from Small to Extra large.',
          caption: 'Reading and display settings.',
        },
      },
      {
        text: 'Under “Font”, choose your device’s usual font, Atkinson Hyperlegible (letters that are easy to tell apart, made for people with low vision) or OpenDyslexic (which some people with dyslexia find easier).',
      },
      {
        text: 'Under “Text size” and “Heading size”, choose Small, Medium (usual), Large or Extra large.',
      },
      {
        text: 'Tick “Reduce motion” to stop animations and moving effects. Tedi also follows the same setting on your device.',
      },
      {
        text: 'Every change shows straight away and is saved to your account, so it applies on every device you sign in on. “Go back to the usual settings” undoes them all.',
      },
      {
        text: 'Your dashboard comes in four layouts. Choose one under “Layout” at the top of the dashboard; Tedi opens it that way next time, on any device. “Standard” shows what needs you today first, then your child.',
        screenshot: {
          file: 'dashboard-standard.jpg',
          alt: 'The standard dashboard: the Layout choice of Standard, Large tiles, Compact and Overview, buttons to show Ollie or Isla, and “What needs you today” with suggestions such as adding a photo of Ollie.',
          caption: 'Standard: today first, then your child.',
        },
      },
      {
        text: '“Large tiles” makes every child and every part of Tedi one big button, easy to tap.',
        screenshot: {
          file: 'dashboard-tiles.jpg',
          alt: 'The large tiles dashboard: a big tile for each child, Ollie and Isla, and one to add a child.',
          caption: 'Large tiles: big buttons, easy to tap.',
        },
      },
      {
        text: '“Compact” is a short list with a command box. Press Ctrl and K, or the / key, and type what you want to do.',
        screenshot: {
          file: 'dashboard-compact.jpg',
          alt: 'The compact dashboard: a command box, a short list of what needs doing today and a table of the children.',
          caption: 'Compact: a short list and a command box.',
        },
      },
      {
        text: '“Overview” shows today, what is coming up and recent activity for every child, side by side.',
        screenshot: {
          file: 'dashboard-overview.jpg',
          alt: 'The overview dashboard: a reminder to set up two-step verification, then Ollie’s name and age with columns for Today, Coming up and Recent activity.',
          caption: 'Overview: every child at a glance.',
        },
      },
    ],
  },
  {
    id: 'family-members',
    title: 'Inviting family members',
    summary:
      'Invite a grandparent, a carer or anyone you trust. You choose what they can see or change, child by child, and can change it or take it away at any time.',
    steps: [
      {
        text: 'On your dashboard, under “Everything in Tedi”, open “Family members”.',
        link: { path: '/dashboard/parent?module=family', label: 'Family members' },
      },
      {
        text: `Under “Invite a family member”, type their e-mail address. Then, for each child, choose None, View or Edit for each area: ${grantAreaWords}. Choose “Send the invitation”. If you haven’t chosen anything to share, Tedi asks first: “Send anyway”, or “Choose what to share”.`,
        screenshot: {
          file: 'family-invite.jpg',
          alt: 'The “Invite a family member” form: a box for their e-mail address, then for Ollie a row of None, View and Edit choices for each area.',
          caption: 'Choose what to share, child by child.',
        },
      },
      {
        text: `They get an e-mail with a link that works for ${FAMILY_INVITATION_DAYS} days. Until they answer, the invitation is listed under “Invitations waiting for an answer”, where “Withdraw” cancels it.`,
      },
      {
        text: 'When they open the link, they create a Tedi account with the address you invited, which is filled in for them (or sign in, if they have one), then choose to join your family. They see only what you shared with them, and have their own settings (text size, font, password) and a “Sign out” button at the top of every page.',
        screenshot: {
          file: 'join-family.jpg',
          alt: 'The invitation page someone invited sees: “Join The Taylor family on Tedi”, with “Create an account” and “Sign in” buttons.',
          caption: 'What the person you invite sees.',
        },
      },
      {
        text: 'To change what someone can see, find them under “Family members” and choose “Change what they can see”. Make your choices, then choose “Save”.',
        screenshot: {
          file: 'family-member-change.jpg',
          alt: 'Pat Taylor under “Family members”, with the choices for what Pat can see about Ollie and Isla open, and Save and Cancel buttons.',
          caption: 'Change what someone can see.',
        },
      },
      {
        text: 'To take someone’s access away, choose “Remove” beside them, then the “Yes, remove” button with their name to confirm. They can no longer see anything about your family.',
      },
    ],
  },
  {
    id: 'keep-your-account-safe',
    title: 'Keeping your account safe',
    summary:
      'Turn on two-step verification, so that your password alone is not enough to get in, and sign out devices you don’t recognise.',
    steps: [
      {
        text: 'Open “Settings” and go to “Account security”. Under “Two-step verification”, choose “Set up an authenticator app”.',
        screenshot: {
          file: 'two-step-off.jpg',
          alt: 'The “Two-step verification” section saying it is off, with a “Set up an authenticator app” button.',
          caption: 'Set up an authenticator app.',
        },
      },
      {
        text: 'Open an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password, and add an account. Scan the QR code Tedi shows, or type the setup key under it.',
      },
      {
        text: 'Type the 6-digit code the app now shows for Tedi, then choose “Turn on two-step verification”.',
      },
      {
        text: 'From then on, after your password Tedi asks for the code from your app. Type it and choose “Continue”. The code changes every 30 seconds; if it changes while you type, use the new one.',
        screenshot: {
          file: 'sign-in-code.jpg',
          alt: 'The “Enter your code” page, asking for the 6-digit code from the authenticator app, with a Continue button.',
          caption: 'Signing in with a code from your app.',
        },
      },
      {
        text: 'Under “Signed-in devices” you can see every device signed in to your account. If you don’t recognise one, choose “Sign out” beside it and change your password; “Sign out of all other devices” signs out every device except the one you are using.',
        screenshot: {
          file: 'signed-in-devices.jpg',
          alt: 'The “Signed-in devices” list: Chrome on Linux marked as this device, and Safari on iPhone with a “Sign out” button, then a “Sign out of all other devices” button.',
          caption: 'See and sign out other devices.',
        },
      },
      {
        text: 'In the same section you can change your password (“Change password”) and your e-mail address (“Change e-mail address”). A new address is used once you confirm it from the e-mail Tedi sends there.',
      },
    ],
  },
  {
    id: 'family-access',
    title: 'Giving your family access',
    summary: `Every new family has ${TRIAL_DAYS} days free from sign-up. After that Tedi is a paid service: choose a plan, or use a licence code if an employer, charity, council or school pays for your family.`,
    steps: [
      {
        text: `The “Your subscription” page, which “Everything in Tedi” on your dashboard opens, counts down your free trial. Choose at the last step of setting up, or at any time there: a plan chosen during the trial takes nothing until it ends. There are two plans: ${planWords}.`,
        link: { path: '/subscription', label: 'Your subscription' },
        screenshot: {
          file: 'subscription.jpg',
          alt: 'The “Your subscription” page: the days left of your family’s free trial, then the Monthly and Annual licence plans with a button to choose each.',
          caption: 'Plans on your subscription page.',
        },
      },
      {
        text: 'Choosing a plan opens Stripe’s secure payment page; Tedi never sees your card. After paying you come back to Tedi, which thanks you and opens your dashboard. If you leave the payment page instead, nothing is taken.',
      },
      {
        text: 'If the Tedi site you use doesn’t take payments, its subscription page says so, and you can use a licence code instead (or ask whoever runs that site).',
      },
      {
        text: 'With a licence code, type it under “Licence code” and choose “Use this code”. Capital letters, spaces and dashes don’t matter. Tedi tells you until when your family has access, and who it is thanks to.',
        screenshot: {
          file: 'licence-code.jpg',
          alt: 'The “Use a licence code” section, with a box for the code, an example code and a “Use this code” button.',
          caption: 'Using a licence code.',
        },
      },
      {
        text: 'If you pay by subscription, “Manage billing” on the subscription page opens Stripe, where you can change your card, see invoices or cancel.',
      },
    ],
  },
  {
    id: 'your-data',
    title: 'Downloading your data or deleting your account',
    summary:
      'Take a copy of everything Tedi keeps about your family at any time, and close your account when you no longer need it.',
    steps: [
      {
        text: 'Open “Settings” and go to “Your family’s data”. “Download your family’s data” saves one small file that other apps and services can read. “Download with photos and files” saves a ZIP folder with that file and every photo and document too. The download holds private information, so keep it somewhere safe.',
        screenshot: {
          file: 'settings-data.jpg',
          alt: 'The “Your family’s data” section explaining the two downloads, with the buttons “Download your family’s data” and “Download with photos and files”.',
          caption: 'Download a copy of your family’s data.',
        },
      },
      {
        text: 'To delete your account, go to “Delete your account” and choose “I want to delete my account”. Tedi says what will go: if you are your family’s only parent in Tedi, your children’s profiles, records, photos and files go too.',
      },
      {
        text: 'Type your password (Tedi doesn’t ask if you signed in a few minutes ago), then choose “Delete my account”, or “Go back without deleting”.',
        screenshot: {
          file: 'delete-account.jpg',
          alt: `The question “Are you sure you want to delete your account?”, saying what will be deleted and that it happens in ${ACCOUNT_DELETION_GRACE_DAYS} days, with the buttons “Delete my account” and “Go back without deleting”.`,
          caption: 'Deleting asks you to confirm.',
        },
      },
      {
        text: `Nothing is deleted for ${ACCOUNT_DELETION_GRACE_DAYS} days. Until then, sign in and choose “Keep my account” in Settings, and everything stays as it was. Tedi e-mails you to confirm either way.`,
      },
    ],
  },
];
