import { Link } from 'react-router';

import { InfoPage } from '../components/info-page.tsx';

/** How Tedi protects a family's information: only measures that are in place. */
export function SecurityPrivacyPage() {
  return (
    <InfoPage
      heading="Security and privacy"
      path="/security-privacy"
      description="How Tedi protects your family's information: passwords, sign-in, sessions, how pages are sent to your browser, and where your data is kept."
      intro={
        <p>
          How Tedi keeps your family's information safe, and what you can do to help. For what Tedi stores and why, see
          the <Link to="/privacy">privacy page</Link>.
        </p>
      }
      updated="22 November 2026"
    >
      <h2>Your information stays on this site</h2>
      <p>
        Everything you add is kept in this Tedi site's own database and file storage. Tedi's pages load scripts, styles,
        fonts and pictures only from the site itself: there are no advertising, analytics or tracking services, and no
        other company sees what you look at or type.
      </p>

      <h2>Passwords</h2>
      <ul>
        <li>
          Passwords are never stored. Tedi keeps only an Argon2id hash, a scrambled form that cannot be turned back into
          the password, made with the settings that security experts (OWASP) recommend.
        </li>
        <li>
          A password needs at least 8 characters. Tedi refuses the 10,000 most common passwords, which are the first
          ones attackers try, and any other that is easy to guess, such as a repeated letter or a word with a year. A
          long phrase of a few unrelated words is easy to remember and hard to guess.
        </li>
        <li>When there are too many attempts to sign in from one place, further attempts are refused for a while.</li>
      </ul>

      <h2>Staying signed in, and signing out</h2>
      <ul>
        <li>
          When you sign in, your browser gets a pass that works for an hour and is renewed while you use Tedi. Each
          renewal replaces the old one, and Tedi keeps only a scrambled form of it. If an old pass is used again, which
          can mean someone copied it, that session ends at once.
        </li>
        <li>
          A session ends after 7 days without use, and after 30 days in any case (the site's operator may choose shorter
          times). Signing out ends the session on every server straight away.
        </li>
        <li>
          Every sign-in, failed attempt and account change is recorded with its time, internet address and browser, so
          unusual activity can be spotted.
        </li>
      </ul>

      <h2>How pages reach your browser</h2>
      <ul>
        <li>
          When the site is served over HTTPS, as it should be, browsers are told to use only HTTPS for it from then on.
        </li>
        <li>
          A strict content security policy lets your browser run only scripts that come from Tedi itself, which blocks
          most ways of slipping harmful code into a page.
        </li>
        <li>Other sites cannot show Tedi inside their own pages, so they cannot trick you into clicking on it.</li>
        <li>
          Guides and articles are written in a simple text format that Tedi turns into pages itself; any code hidden in
          them is shown as text, never run.
        </li>
        <li>Tedi's logs never contain passwords or sign-in passes.</li>
      </ul>

      <h2>Who can see what</h2>
      <p>
        Every request for a family's information is checked against who is asking, and anything not explicitly allowed
        is refused. Tedi is being built so that each child's records are shown only to their family and to the people
        the family invites, with the access the family chose for each child. Each part of Tedi that holds information is
        tested to make sure that people without access get nothing.
      </p>

      <h2>What you can do</h2>
      <ul>
        <li>Use a password you don't use anywhere else.</li>
        <li>Sign out on computers other people use.</li>
        <li>Keep your e-mail account secure: it is how you get back into Tedi if you forget your password.</li>
      </ul>

      <h2>Found a security problem?</h2>
      <p>
        Please tell us through the <Link to="/contact">contact page</Link>, choosing the topic "Security". Give as much
        detail as you can, and please don't look at or change other people's information while checking.
      </p>
    </InfoPage>
  );
}
