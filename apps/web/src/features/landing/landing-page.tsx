import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { Award, ShieldCheck, TrendingUp, UserCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PlaceSearchBox } from '../../components/places/place-search-box.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { PartnerStrip } from './components/partner-strip.tsx';

const FEATURES: { icon: typeof UserCheck; title: MessageId; text: MessageId }[] = [
  { icon: UserCheck, title: 'landing.featureAdvisorsTitle', text: 'landing.featureAdvisorsText' },
  { icon: TrendingUp, title: 'landing.featureResultsTitle', text: 'landing.featureResultsText' },
  { icon: ShieldCheck, title: 'landing.featureSecureTitle', text: 'landing.featureSecureText' },
];

const STEPS: [MessageId, MessageId][] = [
  ['landing.stepSearchTitle', 'landing.stepSearchText'],
  ['landing.stepCompareTitle', 'landing.stepCompareText'],
  ['landing.stepPlanTitle', 'landing.stepPlanText'],
];

export default function LandingPage() {
  const t = useT();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const onSearch = (text: string) => navigate(localePath(paths.directorySearch(text)));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pb-16 pt-14 text-center sm:px-6 sm:pt-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
            <Award className="size-4" aria-hidden="true" /> {t('landing.badge')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('landing.heroTitle')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('landing.heroText')}</p>
          <div className="mx-auto mt-8 max-w-2xl">
            <PlaceSearchBox onSearch={onSearch} />
          </div>
          <p className="mt-6 text-sm text-slate-700">
            {t('landing.areYouPro')}{' '}
            <Link to={paths.signUp} className="font-semibold text-brand-700 hover:underline">
              {t('landing.becomePro')}
            </Link>
          </p>
        </div>
      </section>

      <PartnerStrip />

      <section id="features" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
          {t('landing.featuresTitle')}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-6">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-slate-700">{t(text)}</p>
            </Card>
          ))}
        </div>
        <p id="figures-footnote" className="mx-auto mt-6 max-w-4xl text-sm text-slate-600">
          {t('landing.figuresFootnote')}
        </p>
      </section>

      <section id="results" className="bg-white" aria-labelledby="results-title">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="results-title" className="text-3xl font-bold text-slate-900">
              {t('landing.resultsTitle')}
            </h2>
            <p className="mt-4 text-slate-700">{t('landing.resultsText')}</p>
            <p className="mt-4 text-sm text-slate-600">
              {t('landing.resultsNote')}{' '}
              <a href="#figures-footnote" className="font-medium text-brand-700 underline">
                {t('landing.resultsHow')}
              </a>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-700">{t('landing.creditScore')}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">640 → 680</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-700">{t('landing.interestRate')}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{t('landing.lower')}</dd>
            </div>
            <div className="rounded-xl bg-green-50 p-5 ring-1 ring-green-200">
              <dt className="text-sm text-green-900">{t('landing.monthlyPayment')}</dt>
              <dd className="mt-1 text-2xl font-bold text-green-900">−$158</dd>
            </div>
            <div className="rounded-xl bg-green-50 p-5 ring-1 ring-green-200">
              <dt className="text-sm text-green-900">{t('landing.mortgageInsurance')}</dt>
              <dd className="mt-1 text-2xl font-bold text-green-900">−$131</dd>
            </div>
          </dl>
        </div>
      </section>

      <section id="how-it-works" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="how-title">
        <h2 id="how-title" className="text-center text-3xl font-bold text-slate-900">
          {t('landing.howTitle')}
        </h2>
        <ol className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-slate-700">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="pricing" className="bg-brand-800" aria-labelledby="cta-title">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6">
          <h2 id="cta-title" className="text-3xl font-bold text-white">
            {t('landing.ctaTitle')}
          </h2>
          <p className="max-w-2xl text-brand-100">{t('landing.ctaText')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <LinkButton to={localePath(paths.directory)} size="lg" variant="inverseOutline">
              {t('landing.browse')}
            </LinkButton>
            <LinkButton to={paths.signUp} size="lg" variant="inverse">
              {t('landing.becomePro')}
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
