import { paths } from '@mx/contract/paths';
import { Link } from 'react-router';
import { PolicyPage } from '../components/policy-page.tsx';

/** /terms: the terms of using the marketplace. */
export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Use"
      intro={<p>By using MortgageXperts you agree to these terms. If you do not agree, please do not use the site.</p>}
      sections={[
        {
          title: 'What MortgageXperts is',
          body: (
            <p>
              A directory that lets consumers find licensed mortgage professionals and contact them. MortgageXperts is not a
              lender or a mortgage broker, does not make loans or credit decisions, and does not give financial, legal or tax
              advice. Any loan, plan or advice comes from the professional you choose, who is responsible for it; see{' '}
              <Link to={paths.licensing} className="font-medium text-brand-700 underline">
                Licensing and disclosures
              </Link>
              .
            </p>
          ),
        },
        {
          title: 'Accounts',
          body: (
            <ul>
              <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
              <li>Professionals are listed only after our review and must keep their profile and licenses accurate.</li>
              <li>You may delete your account at any time from its settings.</li>
            </ul>
          ),
        },
        {
          title: 'Use of the site',
          body: (
            <p>
              Follow the{' '}
              <Link to={paths.acceptableUse} className="font-medium text-brand-700 underline">
                Acceptable Use Policy
              </Link>
              . What we do with your data is in the{' '}
              <Link to={paths.privacy} className="font-medium text-brand-700 underline">
                Privacy Policy
              </Link>
              .
            </p>
          ),
        },
        {
          title: 'No guarantees',
          body: (
            <p>
              Figures on the site are illustrations, and results vary from person to person. We check professionals when they join
              but cannot guarantee the outcome of working with any of them. The site is provided as it is; to the extent the law
              allows, we are not liable for indirect losses arising from its use.
            </p>
          ),
        },
        {
          title: 'Changes and contact',
          body: (
            <p>
              We may update these terms and will say so on this page. Questions? Use the{' '}
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
