import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { RETENTION } from '@mx/contract/trust-texts';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { LINK, Linked, PolicyPage, usePolicyTexts } from '../components/policy-page.tsx';

/** /privacy: what is collected, why, who sees it, how long it is kept, and the person's rights. */
export default function PrivacyPage() {
  const t = useT();
  const localePath = useLocalePath();
  if (!usePolicyTexts()) return null;
  const items = (prefix: string, count: number) => (
    <ul>
      {Array.from({ length: count }, (_, i) => `policies.${prefix}${i + 1}` as MessageId).map((id) => (
        <li key={id}>{t(id)}</li>
      ))}
    </ul>
  );
  return (
    <PolicyPage
      title={t('policies.privacyTitle')}
      intro={<p>{t('policies.privacyIntro')}</p>}
      sections={[
        { title: t('policies.collectTitle'), body: items('collect', 6) },
        { title: t('policies.whyTitle'), body: items('why', 5) },
        {
          title: t('policies.whoTitle'),
          body: (
            <>
              <p>{t('policies.who1')}</p>
              <p>{t('policies.who2')}</p>
            </>
          ),
        },
        {
          title: t('policies.keepTitle'),
          body: (
            <ul>
              {(Object.keys(RETENTION) as (keyof typeof RETENTION)[]).map((key) => (
                <li key={key}>{t(`policies.retention.${key}`)}</li>
              ))}
            </ul>
          ),
        },
        {
          title: t('policies.rightsTitle'),
          body: (
            <>
              {items('rights', 5)}
              <p>
                <Linked
                  text={t('policies.rightsSupport', { link: LINK })}
                  link={
                    <Link to={localePath(paths.support)} className="font-medium text-brand-700 underline">
                      {t('policies.supportForm')}
                    </Link>
                  }
                />
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
