import { ACCOUNT_DELETION_GRACE_DAYS, FAMILY_INVITATION_DAYS } from '@tedi/contracts';
import { Link } from 'react-router';

import { InfoPage } from '../components/info-page.tsx';

/**
 * What Tedi keeps about a family and its children, truthfully: what is stored today, and what the features being
 * built are designed to keep. Change it in the same change as the feature it describes.
 */
export function PrivacyPage() {
  return (
    <InfoPage
      heading="Privacy"
      path="/privacy"
      description="What Tedi stores about you and your children, why, where, for how long, who can see it, and how to get a copy or have it deleted."
      intro={
        <p>
          Tedi holds some of the most personal information a family has. This page says, in plain words, what it keeps,
          why, where, for how long, and who can see it.
        </p>
      }
      updated="23 November 2026"
    >
      <h2>The short version</h2>
      <ul>
        <li>What you add to Tedi is your family's. It is not sold, and it is not used for advertising.</li>
        <li>Tedi's pages load nothing from other companies: no advertising, analytics or tracking scripts.</li>
        <li>
          Information about your child's health and disabilities is treated as special category data, the kind the UK
          GDPR protects most strongly.
        </li>
        <li>You decide who in your family can see your child's information.</li>
      </ul>

      <h2>Who looks after your information</h2>
      <p>
        Each Tedi site keeps its information in its own database and its own file storage, run by the organisation that
        operates that site. Nothing you add is copied to a central Tedi service or to anyone else. If you are not sure
        who operates the site you are using, ask us through the <Link to="/contact">contact page</Link>.
      </p>

      <h2>What Tedi stores today</h2>
      <h3>Your account</h3>
      <ul>
        <li>your e-mail address and the name you give;</li>
        <li>
          your password, only in a scrambled form (an Argon2id hash) that cannot be turned back into the password;
        </li>
        <li>whether you are a parent, an invited family member, or a member of the site's staff;</li>
        <li>
          if you turn on two-step sign-in, the secret your authenticator app uses, kept encrypted; if you sign in with
          another provider, the account it tells us you have there.
        </li>
      </ul>
      <h3>Keeping your account safe</h3>
      <p>
        Each time someone signs in, fails to sign in, signs out or changes an account, Tedi records when it happened,
        the internet address it came from and the browser used. This lets you and the site's staff spot someone trying
        to get into your account. Signed-in sessions are recorded the same way, so that you can end them.
      </p>
      <h3>Setting up your account</h3>
      <p>
        The answers you give while setting up, each of which you may skip: your name and how you are related to your
        child, whether there is a co-parent and their name, who else helps, what you would like help with, and the plan
        you chose.
      </p>
      <h3>Your children's profiles</h3>
      <ul>
        <li>
          what you write about each child: their name, preferred name, date of birth and pronouns, needs and strengths,
          how they communicate, sensory likes and dislikes, likes and dislikes, conditions and diagnoses, school and key
          contacts, and emergency information;
        </li>
        <li>
          a photo, if you add one. Every photo is checked to be a real image and saved again without its hidden details,
          so the place it was taken and the camera used are never stored.
        </li>
      </ul>
      <h3>Family members you invite</h3>
      <p>
        The e-mail address you send an invitation to, and what you chose to share with that person for each child. Only
        a scrambled form of the invitation link is kept; it works once, for {FAMILY_INVITATION_DAYS} days.
      </p>
      <h3>Paying for Tedi</h3>
      <p>
        If you pay for a plan, you pay on the checkout page of Stripe, the payment company. Your card details go to
        Stripe and never to Tedi; Tedi gives Stripe your e-mail address so that your receipts reach you. Tedi keeps
        which plan your family has, whether it is paid up and when it renews, and Stripe's reference for your payments.
        If you use a licence code instead, Tedi keeps which organisation's code your family used.
      </p>
      <h3>Your settings</h3>
      <p>
        Reading settings (font, text and heading size, reduced motion), the dashboard layout you chose and which e-mails
        you want are saved to your account, so they follow you to every device. Reading settings are kept in your
        browser too, so pages look right before you sign in. Your sign-in is kept in your browser's storage, not in a
        cookie. Signing in with another provider sets one short-lived cookie that ties the sign-in to your browser; it
        is removed when you come back.
      </p>
      <h3>Messages you send us</h3>
      <p>
        When you use the <Link to="/contact">contact form</Link>, Tedi keeps your name, e-mail address, topic and
        message so the site's staff can reply, and sends a copy to their mailbox. It also keeps the internet address the
        message came from for 30 days, to stop the form being abused. Messages are deleted automatically after 12
        months.
      </p>
      <p>
        An organisation asking about <Link to="/sponsor-landing">sponsoring families</Link> gives its name, its kind,
        roughly how many families it would like to support, and the name and work e-mail address of the person asking.
        Tedi keeps these and the message in the same way, for the same time.
      </p>

      <h2>What Tedi is being built to store</h2>
      <p>
        Tedi is growing one feature at a time. The features on the <Link to="/roadmap">roadmap</Link>, such as health
        records, EHCP and DLA tools and weekly tracking, will keep more about your child. This page will say what each
        one keeps when it is in use.
      </p>

      <h2>Why Tedi keeps it</h2>
      <p>
        Only to give you the service you use: to sign you in and keep your account safe, to keep your family's records
        together, to share them with the people you choose, and to answer you when you write. Tedi does not profile you,
        does not sell or share your information for marketing, and does not use it to train anything.
      </p>

      <h2>Your child's information is special category data</h2>
      <p>
        Information about a child's health, conditions and disabilities is special category data under the UK GDPR. Tedi
        treats everything about a child that way: it is kept only in this site's own database and file storage, is shown
        only to the people allowed to see it, and is never used for anything but your family's own records.
      </p>
      <p>
        When children use Tedi themselves, the ICO's Age Appropriate Design Code (the Children's Code) applies too. The
        children's area is not open yet; this page will describe how it protects children before it opens.
      </p>

      <h2>Who can see it</h2>
      <ul>
        <li>You, and any other parent of your family account.</li>
        <li>
          Family members you invite: Tedi is designed so that you choose, for each child, what they may see or change,
          and can take that away at any time.
        </li>
        <li>
          The site's staff manage accounts and the site's guides. They are designed not to see a child's records unless
          a recorded support request from you makes it necessary.
        </li>
        <li>
          Nobody else. Nothing about your child goes to any other company, and no information is shared with advertisers
          or data brokers. When you pay, Stripe handles the payment, as described above.
        </li>
      </ul>

      <h2>How long it is kept</h2>
      <ul>
        <li>Your account and your family's records: for as long as you keep the account.</li>
        <li>
          Sign-in records: they are the site's security record, so they are kept after an account is deleted. Tedi sets
          no automatic time limit on them; the organisation that operates the site decides how long to keep them.
        </li>
        <li>
          Contact messages and sponsorship enquiries: 12 months, then deleted automatically; the internet address they
          came from, 30 days.
        </li>
      </ul>

      <h2>Getting a copy, correcting it, deleting it</h2>
      <p>
        You can change your name, e-mail address and password yourself at any time. In your settings you can download
        all your family's information in one go, as one file or as a ZIP with your photos, and delete your account.
        After you ask, you have {ACCOUNT_DELETION_GRACE_DAYS} days to change your mind before it is deleted. If you
        can't sign in, ask through the <Link to="/contact">contact page</Link> and the site's staff will help.
      </p>
      <p>
        You also have the right to ask what information is held about you, to object to how it is used, and to complain
        to the Information Commissioner's Office (ICO) if you are unhappy with how it is handled.
      </p>

      <h2>Keeping it safe</h2>
      <p>
        How Tedi protects your information, from passwords to the way pages are sent to your browser, is described on
        the <Link to="/security-privacy">security page</Link>.
      </p>
    </InfoPage>
  );
}
