import { paths } from '@mx/contract/paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { LINK, Linked, PolicyPage, usePolicyTexts } from '../components/policy-page.tsx';

/** /acceptable-use: what consumers and professionals may and may not do on the marketplace. */
export default function AcceptableUsePage() {
  const t = useT();
  const localePath = useLocalePath();
  if (!usePolicyTexts()) return null;
  return (
    <PolicyPage
      title={t('policies.useTitle')}
      intro={<p>{t('policies.useIntro')}</p>}
      sections={[
        {
          title: t('policies.everyoneTitle'),
          body: (
            <ul>
              <li>{t('policies.everyone1')}</li>
              <li>{t('policies.everyone2')}</li>
              <li>{t('policies.everyone3')}</li>
              <li>{t('policies.everyone4')}</li>
            </ul>
          ),
        },
        {
          title: t('policies.prosTitle'),
          body: (
            <ul>
              <li>{t('policies.pros1')}</li>
              <li>{t('policies.pros2')}</li>
              <li>{t('policies.pros3')}</li>
              <li>{t('policies.pros4')}</li>
            </ul>
          ),
        },
        {
          title: t('policies.misuseTitle'),
          body: (
            <p>
              <Linked
                text={t('policies.misuse', { link: LINK })}
                link={
                  <Link to={localePath(paths.support)} className="font-medium text-brand-700 underline">
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
