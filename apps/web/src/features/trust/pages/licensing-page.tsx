import { useT } from '../../../lib/i18n.tsx';
import { LINK, Linked, PolicyPage, usePolicyTexts } from '../components/policy-page.tsx';

const NMLS_SEARCH = 'https://www.nmlsconsumeraccess.org/';

/** /licensing: not a lender or broker, how to verify a professional's license, Equal Housing Opportunity. */
export default function LicensingPage() {
  const t = useT();
  if (!usePolicyTexts()) return null;
  return (
    <PolicyPage
      title={t('policies.licensingTitle')}
      intro={<p>{t('policies.licensingIntro')}</p>}
      sections={[
        { title: t('policies.listedTitle'), body: <p>{t('policies.listed')}</p> },
        {
          title: t('policies.verifyTitle'),
          body: (
            <ul>
              <li>{t('policies.verify1')}</li>
              <li>
                <Linked
                  text={t('policies.verify2', { link: LINK })}
                  link={
                    <a
                      href={NMLS_SEARCH}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 underline"
                    >
                      NMLS Consumer Access
                      <span className="sr-only">{t('policies.newTab')}</span>
                    </a>
                  }
                />
              </li>
              <li>{t('policies.verify3')}</li>
            </ul>
          ),
        },
        { title: t('policies.equalTitle'), body: <p>{t('policies.equal')}</p> },
      ]}
    />
  );
}
