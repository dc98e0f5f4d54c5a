import { paths } from '@mx/contract/paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { LINK, Linked, PolicyPage, usePolicyTexts } from '../components/policy-page.tsx';

const LINK_CLASS = 'font-medium text-brand-700 underline';

/** /terms: the terms of using the marketplace. */
export default function TermsPage() {
  const t = useT();
  const localePath = useLocalePath();
  if (!usePolicyTexts()) return null;
  return (
    <PolicyPage
      title={t('policies.termsTitle')}
      intro={<p>{t('policies.termsIntro')}</p>}
      sections={[
        {
          title: t('policies.whatTitle'),
          body: (
            <p>
              <Linked
                text={t('policies.what', { link: LINK })}
                link={
                  <Link to={localePath(paths.licensing)} className={LINK_CLASS}>
                    {t('policies.licensingTitle')}
                  </Link>
                }
              />
            </p>
          ),
        },
        {
          title: t('policies.accountsTitle'),
          body: (
            <ul>
              <li>{t('policies.accounts1')}</li>
              <li>{t('policies.accounts2')}</li>
              <li>{t('policies.accounts3')}</li>
            </ul>
          ),
        },
        {
          title: t('policies.siteTitle'),
          body: (
            <p>
              <Linked
                text={t('policies.siteFollow', { link: LINK })}
                link={
                  <Link to={localePath(paths.acceptableUse)} className={LINK_CLASS}>
                    {t('policies.useTitle')}
                  </Link>
                }
              />{' '}
              <Linked
                text={t('policies.siteData', { link: LINK })}
                link={
                  <Link to={localePath(paths.privacy)} className={LINK_CLASS}>
                    {t('policies.privacyTitle')}
                  </Link>
                }
              />
            </p>
          ),
        },
        { title: t('policies.noGuaranteesTitle'), body: <p>{t('policies.noGuarantees')}</p> },
        {
          title: t('policies.changesTitle'),
          body: (
            <p>
              <Linked
                text={t('policies.changes', { link: LINK })}
                link={
                  <Link to={localePath(paths.support)} className={LINK_CLASS}>
                    {t('policies.supportForm')}
                  </Link>
                }
              />
            </p>
          ),
        },
      ]}
    />
  );
}
