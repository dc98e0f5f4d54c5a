import { EQUAL_HOUSING_NOTICE } from '@mx/contract/trust-texts';
import { PolicyPage } from '../components/policy-page.tsx';

const NMLS_SEARCH = 'https://www.nmlsconsumeraccess.org/';

/** /licensing: not a lender or broker, how to verify a professional's license, Equal Housing Opportunity. */
export default function LicensingPage() {
  return (
    <PolicyPage
      title="Licensing and disclosures"
      intro={
        <p>
          MortgageXperts is a marketplace, not a lender or a mortgage broker. We do not take loan applications, make credit
          decisions, or arrange, negotiate or fund loans, and we are not paid by any lender for sending you to one.
        </p>
      }
      sections={[
        {
          title: 'The professionals listed here',
          body: (
            <p>
              Every MortgageXpert gives us their NMLS ID (the number the Nationwide Multistate Licensing System gives each
              mortgage loan originator) and is reviewed by our team before being listed. Each professional is licensed separately,
              by the states they work in, and is responsible for their own compliance.
            </p>
          ),
        },
        {
          title: 'How to verify a license',
          body: (
            <ul>
              <li>Every profile shows the professional's NMLS ID and a "Verify license on NMLS Consumer Access" link.</li>
              <li>
                That link opens their record on{' '}
                <a href={NMLS_SEARCH} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                  NMLS Consumer Access
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                , the official public registry, where you can check the states they are licensed in and any actions against them.
                You can also search it yourself by name or NMLS ID.
              </li>
              <li>Check a license before you share documents or agree to anything.</li>
            </ul>
          ),
        },
        {
          title: 'Equal Housing Opportunity',
          body: (
            <p>
              {EQUAL_HOUSING_NOTICE} We do not rank or show professionals differently because of anyone's race, color, religion,
              national origin, sex, sexual orientation, gender identity, disability, familial status, marital status, age or
              receipt of public assistance.
            </p>
          ),
        },
      ]}
    />
  );
}
