import {
  ACCOUNT_DELETION_GRACE_DAYS,
  CONTACTS_IMPORT_LIMITS,
  CONTACTS_TEMPLATE_PATH,
  FAMILY_INVITATION_DAYS,
} from '@tedi/contracts';
import { Link } from 'react-router';

import { InfoPage } from '../components/info-page.tsx';

/** The papers families usually have, and what each one is good for in Tedi today. */
const PAPERS = [
  {
    name: 'The red book',
    what: 'Your child’s Personal Child Health Record. Their date of birth, early health checks and the names of the health visitor and GP.',
  },
  {
    name: 'Diagnosis letters',
    what: 'Each condition, the date it was diagnosed and who diagnosed it, for “Conditions and diagnoses”.',
  },
  {
    name: 'The EHCP and its annual reviews',
    what: 'The newest version says what your child needs, what they are good at and how they communicate, and names the people who support them.',
  },
  {
    name: 'The DLA award letter',
    what: 'Keep it with your papers. Tedi has no place for benefits yet, but the letter is handy when you next fill in a form.',
  },
  {
    name: 'A list of medicines',
    what: 'The names and doses someone must know in an emergency, for “Emergency information”.',
  },
  {
    name: 'Therapy reports',
    what: 'Speech and language, occupational therapy and physiotherapy reports often describe communication, sensory needs and what helps, and name the therapist.',
  },
  {
    name: 'School contacts',
    what: 'The school’s name and the people there: the SENCo, the class teacher, a teaching assistant.',
  },
] as const;

/** Each part of a child's profile, what it holds, and where that usually comes from. */
const WHAT_GOES_WHERE = [
  {
    part: 'About',
    holds: 'Full name, the name they like to be called, date of birth, pronouns and a photo.',
  },
  {
    part: 'Conditions and diagnoses',
    holds:
      'Each condition or diagnosis, even one you are still waiting to hear about, with when and by whom, and notes.',
  },
  {
    part: 'Needs and strengths, Communication, Sensory profile, Likes and dislikes',
    holds:
      'What helps day to day, how your child communicates (speech, signs, communication aids), what they seek and avoid, and what they love and dislike. Much of it is in the EHCP and therapy reports; the rest is what you know best.',
  },
  {
    part: 'School and key contacts',
    holds:
      'The school and the people there, and the key contacts around your child: GP, paediatrician, therapists, social worker, family and friends. Key contacts can be imported from a file.',
  },
  {
    part: 'Emergency information',
    holds: 'Allergies, medicines, how your child shows pain and what calms them.',
  },
  {
    part: 'Family members',
    holds: `Not part of the profile: from your dashboard, invite a co-parent, a grandparent or a carer by e-mail and choose, child by child, what they can see or change. An invitation works for ${FAMILY_INVITATION_DAYS} days.`,
  },
] as const;

/** /migration: moving into Tedi from paper, a phone or another app, and taking everything out again. */
export function MigrationPage() {
  return (
    <InfoPage
      heading="Moving into Tedi"
      path="/migration"
      description="How to bring your child’s information into Tedi from paper, your phone or another app, what can’t be brought in yet, and how to take everything with you."
      intro={
        <p>
          You don’t have to do it all at once. Start with one child’s profile, add what you have to hand, and fill in
          the rest over time. Everything you save stays, and you can download it whenever you like.
        </p>
      }
    >
      <nav aria-label="On this page" className="rounded-xl border border-line bg-surface p-5">
        <p className="font-semibold">On this page</p>
        <ul>
          <li>
            <a href="#from-paper">Moving in from paper</a>
          </li>
          <li>
            <a href="#from-another-app">Moving in from another app or your phone</a>
          </li>
          <li>
            <a href="#not-yet">What can’t be brought in yet</a>
          </li>
          <li>
            <a href="#moving-out">Moving out: taking everything with you</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="from-paper" className="flex flex-col gap-4">
        <h2 id="from-paper" className="scroll-mt-4">
          Moving in from paper
        </h2>
        <h3>What to gather first</h3>
        <p>You don’t need all of these. Start with whatever is easiest to find.</p>
        <dl className="flex flex-col gap-3">
          {PAPERS.map((paper) => (
            <div key={paper.name} className="rounded-xl border border-line bg-surface p-4">
              <dt className="font-bold">{paper.name}</dt>
              <dd className="mt-1">{paper.what}</dd>
            </div>
          ))}
        </dl>

        <h3>Start with one child’s profile</h3>
        <ol className="list-decimal pl-7 [&_li]:my-1">
          <li>
            <Link to="/register">Create your account</Link>. Setting up asks for your child’s name; everything else can
            wait.
          </li>
          <li>
            Open your child’s profile from your dashboard and fill in <strong>Emergency information</strong> first: it
            is what matters most if someone else has to step in.
          </li>
          <li>
            Add the people who help your child under <strong>School and key contacts</strong>, one by one or all at once
            from a file (see below).
          </li>
          <li>
            Fill in the other sections when you have a moment. Each one is saved on its own, so ten minutes is enough to
            make a start.
          </li>
        </ol>

        <h3>What goes where in Tedi today</h3>
        <dl className="flex flex-col gap-3">
          {WHAT_GOES_WHERE.map((entry) => (
            <div key={entry.part} className="rounded-xl border border-line bg-surface p-4">
              <dt className="font-bold">{entry.part}</dt>
              <dd className="mt-1">{entry.holds}</dd>
            </div>
          ))}
        </dl>
        <p>
          When the profile is filled in, “Summary for a new teacher” at the top of it makes one printable page from what
          you have written. <Link to="/tutorials#add-a-child">The profile tutorial</Link> goes through each part step by
          step.
        </p>
      </section>

      <section aria-labelledby="from-another-app" className="flex flex-col gap-4">
        <h2 id="from-another-app" className="scroll-mt-4">
          Moving in from another app or your phone
        </h2>
        <p>
          Tedi can bring in your child’s key contacts from a <strong>CSV file</strong>: a plain spreadsheet file that
          contacts apps and spreadsheets can save. First save your contacts as a CSV file, then import it on your
          child’s profile.
        </p>

        <h3>From Google Contacts (and most Android phones)</h3>
        <p>Android phones usually keep contacts in your Google account, so this works for them too.</p>
        <ol className="list-decimal pl-7 [&_li]:my-1">
          <li>On a computer, open Google Contacts and sign in.</li>
          <li>Tick the people you want to bring in, or choose a label that holds them.</li>
          <li>Choose “Export” (it may be under “More actions”, the three dots).</li>
          <li>Choose “Google CSV”, then “Export”. The file is saved where your computer keeps downloads.</li>
        </ol>

        <h3>From Outlook</h3>
        <ol className="list-decimal pl-7 [&_li]:my-1">
          <li>
            In Outlook on the web or the new Outlook, open “People”, choose “Manage contacts” (or the three dots), then
            “Export contacts”. Choose which contacts, then “Export”.
          </li>
          <li>
            In the classic Outlook for Windows, choose File, “Open &amp; Export”, “Import/Export”, “Export to a file”,
            then “Comma Separated Values”. Choose your Contacts folder and where to save the file.
          </li>
        </ol>

        <h3>From an iPhone</h3>
        <p>
          An iPhone keeps contacts in iCloud, which saves them as a vCard file rather than CSV. Tedi can’t read vCard
          files. If your contacts are also in Google or Outlook, export them from there; otherwise add the few people
          who matter with “Add a key contact”, or type them into Tedi’s template.
        </p>

        <h3>From a spreadsheet, or from paper</h3>
        <ol className="list-decimal pl-7 [&_li]:my-1">
          <li>
            <a href={CONTACTS_TEMPLATE_PATH} download>
              Download Tedi’s template
            </a>{' '}
            (a CSV file with the columns Name, Role, Phone, Email and Notes, and two made-up examples to replace).
          </li>
          <li>
            Open it in Excel, Google Sheets, Numbers or LibreOffice and write one person per row. Name and Role (who
            they are to your child, for example GP or grandparent) are needed; the rest is optional.
          </li>
          <li>
            Save it as CSV: in Excel, “Save As” and “CSV UTF-8 (Comma delimited)”; in Google Sheets, File, Download,
            “Comma-separated values”; in Numbers, File, “Export To”, CSV.
          </li>
        </ol>

        <h3>Then import it on your child’s profile</h3>
        <ol className="list-decimal pl-7 [&_li]:my-1">
          <li>Open your child’s profile and go to “School and key contacts”.</li>
          <li>Choose “Import contacts from a file”, choose your CSV file, then “Check the file”.</li>
          <li>
            Tedi shows every row before anything is added: the contacts it will add, any row with a problem and why (for
            example “Row 4 has no name”), and the people it will skip because they are already on the profile or appear
            twice in the file.
          </li>
          <li>
            If some people have no role in the file, type one for them (for example Family friend), or leave them out.
            You can change each contact afterwards.
          </li>
          <li>
            Choose “Add” (the button says how many contacts it will add), or “Cancel” to add nothing. Rows with a
            problem are left out and contacts already on the profile are never changed, so you can fix the file and
            import it again.
          </li>
        </ol>
        <p>
          Tedi reads each person’s name (a full name, or first and last names), their role or relationship (or, when
          there is none, their job title or company), their phone number, e-mail address and notes. Further phone
          numbers and e-mail addresses go into the notes. Other columns, such as birthdays and addresses, are left out.
          A file can hold up to {CONTACTS_IMPORT_LIMITS.maxRows} contacts.
        </p>
      </section>

      <section aria-labelledby="not-yet" className="flex flex-col gap-4">
        <h2 id="not-yet" className="scroll-mt-4">
          What can’t be brought in yet
        </h2>
        <ul>
          <li>
            <strong>Medicines and health records.</strong> These will come with the health hub, which is planned but not
            built. Until then, write the medicines someone must know about into Emergency information.
          </li>
          <li>
            <strong>Documents.</strong> Tedi doesn’t keep letters, reports or the EHCP itself yet; a documents area is
            planned. Keep your papers, and copies of them, somewhere safe.
          </li>
          <li>
            <strong>Anything but key contacts from a file.</strong> The rest of the profile is typed in. Tedi has no
            link to other apps, so nothing moves across by itself.
          </li>
        </ul>
        <p>
          <Link to="/roadmap">The roadmap</Link> lists what Tedi does today and what is planned.
        </p>
      </section>

      <section aria-labelledby="moving-out" className="flex flex-col gap-4">
        <h2 id="moving-out" className="scroll-mt-4">
          Moving out: taking everything with you
        </h2>
        <p>
          Your family’s information is yours. You can download all of it at any time, without asking us: sign in, open
          Settings and go to “Your family’s data”.
        </p>
        <ul>
          <li>
            <strong>Download your family’s data</strong> saves one small file (JSON) with your children’s profiles,
            their conditions, their key contacts and a list of your family’s photos and files. Other apps and services
            can read it.
          </li>
          <li>
            <strong>Download with photos and files</strong> saves a ZIP folder with that same file and every photo and
            file your family has added, in a folder for each child.
          </li>
        </ul>
        <p>
          The download holds private information about your children, so keep it somewhere safe. If you then close your
          account (“Delete your account” in Settings), you have {ACCOUNT_DELETION_GRACE_DAYS} days to change your mind
          before it is deleted.
        </p>
        <p>
          Stuck? <Link to="/support">The support page</Link> lists where to get help, or{' '}
          <Link to="/contact">send us a message</Link>.
        </p>
      </section>
    </InfoPage>
  );
}
