import { paths } from '@mx/contract/paths';
import { Link } from 'react-router';
import { PolicyPage } from '../components/policy-page.tsx';

/** /acceptable-use: what consumers and professionals may and may not do on the marketplace. */
export default function AcceptableUsePage() {
  return (
    <PolicyPage
      title="Acceptable Use Policy"
      intro={
        <p>
          MortgageXperts works only if consumers can trust the professionals they contact and professionals can trust the requests
          they receive. These rules apply to everyone who uses the site.
        </p>
      }
      sections={[
        {
          title: 'Everyone',
          body: (
            <ul>
              <li>Give your own, true details. Do not send requests in someone else's name or with their e-mail address.</li>
              <li>No spam, harassment, threats, hateful or sexual content, and no links to malware or phishing.</li>
              <li>Do not try to get around rate limits, scrape the directory in bulk, or probe or overload our systems.</li>
              <li>Do not use the site to discriminate against anyone on a basis the fair lending laws protect.</li>
            </ul>
          ),
        },
        {
          title: 'Professionals',
          body: (
            <ul>
              <li>Keep your NMLS ID, licenses and profile accurate and current; publish only what you are licensed to do.</li>
              <li>
                Contact a consumer only about the request they sent you, by the means they agreed to, and stop when they ask.
              </li>
              <li>Never sell, share or pass on a consumer's details or a lead to anyone else.</li>
              <li>Make no promises of a score, rate or approval you cannot keep; follow the advertising rules that bind you.</li>
            </ul>
          ),
        },
        {
          title: 'What we do about misuse',
          body: (
            <p>
              We may remove content, refuse requests, pause a listing or close an account that breaks these rules, and report
              illegal conduct to the authorities. To report misuse, use the{' '}
              <Link to={paths.support} className="font-medium text-brand-700 underline">
                support form
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
