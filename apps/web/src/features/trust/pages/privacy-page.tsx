import { paths } from '@mx/contract/paths';
import { RETENTION } from '@mx/contract/trust-texts';
import { Link } from 'react-router';
import { PolicyPage } from '../components/policy-page.tsx';

/** /privacy: what is collected, why, who sees it, how long it is kept, and the person's rights. */
export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={
        <p>
          MortgageXperts is a directory: it helps you find a licensed mortgage professional and pass your contact details to the
          one you choose. This page says, in plain words, what we keep about you, why, who sees it, for how long, and what you can
          ask of us.
        </p>
      }
      sections={[
        {
          title: 'What we collect',
          body: (
            <ul>
              <li>
                When you send a message or ask for a Credit Optimization Plan: your name, e-mail address, phone number, how you
                prefer to be contacted, where you are in the mortgage process, what you wrote, and the state you searched from.
              </li>
              <li>
                With each of those: a record of your consent to be contacted, that is the exact statement you agreed to (naming
                the professional), the time, your device's network address and the browser's user agent.
              </li>
              <li>
                When you create an account: your name, e-mail address and a password (stored only as a one-way hash), and the
                sessions you sign in with.
              </li>
              <li>
                For professionals: the profile you publish (name, photo, company, NMLS ID, service areas, loan types, languages,
                contact details) and the leads you receive.
              </li>
              <li>When you write to support: your name, e-mail address, the topic and your message.</li>
              <li>
                Server logs of requests (address, time, page) kept for security and to fix faults. We use no advertising trackers
                and sell no data.
              </li>
            </ul>
          ),
        },
        {
          title: 'Why we collect it',
          body: (
            <ul>
              <li>To pass your request to the professional you chose, so they can contact you about it.</li>
              <li>To prove, if ever asked, that you agreed to be contacted by that professional and nobody else.</li>
              <li>To run your account: sign-in, your lists of messages and requests, e-mails you asked for.</li>
              <li>To keep the service safe: rate limits, abuse checks and the review of every professional.</li>
              <li>To answer you when you write to support.</li>
            </ul>
          ),
        },
        {
          title: 'Who sees it',
          body: (
            <>
              <p>
                What you send goes only to the professional you chose. It is never shared with other professionals, lenders or
                lead buyers, and never sold.
              </p>
              <p>
                Our administrators can see it to run and protect the service (for example, to check a consent record or stop
                abuse). Companies that host our servers and send our e-mails process it on our behalf and may not use it for
                anything else. We disclose data to authorities only when the law requires it.
              </p>
            </>
          ),
        },
        {
          title: 'How long we keep it',
          body: (
            <ul>
              {Object.values(RETENTION).map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
          ),
        },
        {
          title: 'Your rights and how to use them',
          body: (
            <>
              <ul>
                <li>See and download what we hold about you: the settings of your account offer a download of your data.</li>
                <li>Correct it: change your name, e-mail address or password in your account settings.</li>
                <li>Delete it: delete your account from your account settings; what happens then is described above.</li>
                <li>
                  Ask a professional to stop contacting you: tell them directly, or write to us and we will pass the request on.
                </li>
                <li>Stop e-mails that are not about something you did, with the unsubscribe link in each of them.</li>
              </ul>
              <p>
                Sent a message without an account, or something else? Write to us through the{' '}
                <Link to={paths.support} className="font-medium text-brand-700 underline">
                  support form
                </Link>{' '}
                with the topic "Privacy and my data". We answer within 30 days, usually much sooner. Depending on where you live
                (for example California), you may have further rights under state law; we honor them in the same way.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
