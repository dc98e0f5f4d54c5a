import { paths } from '@mx/contract/paths';
import { FIGURES_FOOTNOTE } from '@mx/contract/trust-texts';
import { Award, ShieldCheck, TrendingUp, UserCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { LinkButton } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PlaceSearchBox } from '../places/components/place-search-box.tsx';
import { PartnerStrip } from './components/partner-strip.tsx';

const FEATURES = [
  {
    icon: UserCheck,
    title: 'Expert Advisors',
    text: 'Licensed mortgage professionals who have helped thousands of home buyers improve their credit scores by 100+ points.*',
  },
  {
    icon: TrendingUp,
    title: 'Proven Results',
    text: '70% of applicants can raise their scores by at least 20 points in 30 days with a Credit Optimization Plan.*',
  },
  {
    icon: ShieldCheck,
    title: 'Secure and Trusted',
    text: 'Every MortgageXpert is reviewed by our team, and what you send goes only to the expert you choose.',
  },
];

export default function LandingPage() {
  const navigate = useNavigate();
  const onSearch = (text: string) => navigate(paths.directorySearch(text));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pb-16 pt-14 text-center sm:px-6 sm:pt-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
            <Award className="size-4" aria-hidden="true" /> Better credit, better mortgage
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Find a MortgageXpert near you
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Licensed mortgage professionals who optimize your credit before you apply, so you qualify for a lower rate and a
            smaller monthly payment.
          </p>
          <div className="mx-auto mt-8 max-w-2xl">
            <PlaceSearchBox onSearch={onSearch} />
          </div>
          <p className="mt-6 text-sm text-slate-700">
            Are you a mortgage professional?{' '}
            <Link to={paths.signUp} className="font-semibold text-brand-700 hover:underline">
              Become a MortgageXpert
            </Link>
          </p>
        </div>
      </section>

      <PartnerStrip />

      <section id="features" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
          Why home buyers work with a MortgageXpert
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-6">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </Card>
          ))}
        </div>
        <p id="figures-footnote" className="mx-auto mt-6 max-w-4xl text-sm text-slate-600">
          {FIGURES_FOOTNOTE}
        </p>
      </section>

      <section id="results" className="bg-white" aria-labelledby="results-title">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="results-title" className="text-3xl font-bold text-slate-900">
              What 40 points can do*
            </h2>
            <p className="mt-4 text-slate-700">
              A sample illustration: raising a credit score from 640 to 680 can unlock a lower interest rate. On a typical loan
              that means paying less every month, and paying less for mortgage insurance too.
            </p>
            <p className="mt-4 text-sm text-slate-600">
              * Illustration only; individual results vary.{' '}
              <a href="#figures-footnote" className="font-medium text-brand-700 underline">
                How these figures were made
              </a>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-700">Credit score</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">640 → 680</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-700">Interest rate</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">Lower</dd>
            </div>
            <div className="rounded-xl bg-green-50 p-5 ring-1 ring-green-200">
              <dt className="text-sm text-green-900">Monthly payment</dt>
              <dd className="mt-1 text-2xl font-bold text-green-900">−$158</dd>
            </div>
            <div className="rounded-xl bg-green-50 p-5 ring-1 ring-green-200">
              <dt className="text-sm text-green-900">Mortgage insurance</dt>
              <dd className="mt-1 text-2xl font-bold text-green-900">−$131</dd>
            </div>
          </dl>
        </div>
      </section>

      <section id="how-it-works" className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="how-title">
        <h2 id="how-title" className="text-center text-3xl font-bold text-slate-900">
          How it works
        </h2>
        <ol className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {[
            ['Search your area', 'Enter your city, state or ZIP code to see licensed MortgageXperts near you.'],
            ['Compare profiles', 'Read about their experience, the loans they work with and the languages they speak.'],
            ['Get your plan', 'Send a message or ask for a free Credit Optimization Plan. The expert will contact you soon.'],
          ].map(([title, text], i) => (
            <li key={title} className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="pricing" className="bg-brand-800" aria-labelledby="cta-title">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6">
          <h2 id="cta-title" className="text-3xl font-bold text-white">
            Free for home buyers. Built for mortgage professionals.
          </h2>
          <p className="max-w-2xl text-brand-100">
            Consumers never pay to search or contact an expert. Professionals get a profile, qualified leads and the tools to
            follow up.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <LinkButton to={paths.directory} size="lg" variant="inverseOutline">
              Browse MortgageXperts
            </LinkButton>
            <LinkButton to={paths.signUp} size="lg" variant="inverse">
              Become a MortgageXpert
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
