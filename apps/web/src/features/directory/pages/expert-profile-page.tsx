import type { PublicProfile } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { contactFormIntro } from '@mx/contract/response-time';
import { expertTitle } from '@mx/contract/seo';
import { LANGUAGES, LOAN_TYPES, labelOf, MORTGAGE_TYPES, US_STATES } from '@mx/contract/vocab';
import { ArrowLeft, BadgeCheck, Building2, ClipboardList, MapPin } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NmlsRecordLink } from '../../../components/ui/nmls-record-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RatingLine } from '../../../components/ui/stars.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { ContactPrefill } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { ProfileReviews } from '../../reviews/components/profile-reviews.tsx';
import { useExpertProfile } from '../api/get-expert-profile.ts';
import { backToResultsHref } from '../back-link.ts';
import { CompanyLogo } from '../components/company-brand.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { PlanOutcomeNote } from '../components/plan-outcome.tsx';
import { ResponseTimeNote } from '../components/response-time.tsx';
import type { SentNotice } from '../components/sent-dialog.tsx';

/** The two modals load when first opened: the page itself stays light on a phone. */
const CopRequestDialog = lazy(() =>
  import('../components/cop-request-dialog.tsx').then((m) => ({ default: m.CopRequestDialog })),
);
const SentDialog = lazy(() => import('../components/sent-dialog.tsx').then((m) => ({ default: m.SentDialog })));

/** The expert public profile: header, about, the message form and the COP request. */
export default function ExpertProfilePage() {
  const { state = 'all', cxid = '' } = useParams();
  const location = useLocation();
  const profile = useExpertProfile(state, cxid);
  const [isCopOpen, setCopOpen] = useState(false);
  const [notice, setNotice] = useState<SentNotice | null>(null);
  /** Once opened, a modal stays mounted so closing it animates and returns focus as usual. */
  const [hasOpenedCop, setHasOpenedCop] = useState(false);
  const [hasNoticed, setHasNoticed] = useState(false);
  /** The control a guest sent from: focus returns to it when the confirmation closes. */
  const [sentFrom, setSentFrom] = useState<'cop' | 'message'>('message');
  const copButtonId = useId();
  const messageFormId = useId();
  // The tab's title after in-app navigation too (the server writes it into the first page only).
  usePageMeta(profile.data ? expertTitle(profile.data.user.name, profile.data.companyName) : null);

  if (profile.isPending) return <Spinner label="Loading profile" />;
  // A missing profile and a failed load both go to the not-found page.
  if (profile.isError) return <Navigate to={paths.notFound} replace />;

  const expert = profile.data;
  const name = expert.user.name;
  const consentFor = { name, companyName: expert.companyName, nmlsId: expert.nmlsId };
  const fromSearch = (location.state as { fromSearch?: string } | null)?.fromSearch;
  const onSent = (title: SentNotice['title']) => (guest: ContactPrefill | null) => {
    if (guest) {
      setHasNoticed(true);
      setSentFrom(title === 'Request Submitted!' ? 'cop' : 'message');
      setNotice({ title, expertName: name, guest });
    } else notify.success(title, `${name} will contact you soon.`);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to={backToResultsHref({ fromSearch, urlState: state })}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to search results
      </Link>

      <Card className="mt-4 flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
        <Avatar src={expert.photo} name={name} className="size-28 text-3xl" />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h1 className="text-2xl font-bold text-slate-900">{name}</h1>
          <RatingLine average={expert.rating.average} count={expert.rating.count} />
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
            <BadgeCheck className="size-4 text-brand-700" aria-hidden="true" /> NMLS #{expert.nmlsId}
            <NmlsRecordLink nmlsId={expert.nmlsId} />
          </p>
          {expert.companyLogo ? <ProfileLogo src={expert.companyLogo} companyName={expert.companyName ?? 'Company'} /> : null}
          {expert.companyName ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-800">
              <Building2 className="size-4 text-slate-500" aria-hidden="true" /> {expert.companyName}
            </p>
          ) : null}
          {expert.companyAddress ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <MapPin className="size-4 text-slate-500" aria-hidden="true" /> {expert.companyAddress}
            </p>
          ) : null}
          <ResponseTimeNote value={expert.responseTime} />
          <PlanOutcomeNote value={expert.planOutcome} />
          <p className="text-sm text-slate-700">
            Years using CreditXpert: <strong className="text-slate-900">{expert.yearsUsingCreditXpert ?? 'N/A'}</strong>
          </p>
        </div>
        <Button
          id={copButtonId}
          size="lg"
          onClick={() => {
            setHasOpenedCop(true);
            setCopOpen(true);
          }}
        >
          <ClipboardList className="size-5" aria-hidden="true" /> Request Credit Optimization Plan
        </Button>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_26rem]">
        <AboutCard expert={expert} />
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">Send {name} a message</h2>
          <p className="mt-1 text-sm text-slate-700">{contactFormIntro(expert.responseTime)}</p>
          <div className="mt-5" id={messageFormId}>
            <ContactForm cxid={expert.cxid} urlState={state} consentFor={consentFor} onSent={onSent('Message Sent!')} />
          </div>
        </Card>
      </div>

      <ProfileReviews cxid={expert.cxid} expertName={name} />

      <Suspense fallback={null}>
        {isCopOpen || hasOpenedCop ? (
          <CopRequestDialog
            open={isCopOpen}
            onOpenChange={setCopOpen}
            expertName={name}
            cxid={expert.cxid}
            urlState={state}
            consentFor={consentFor}
            onSent={onSent('Request Submitted!')}
          />
        ) : null}
        {notice || hasNoticed ? (
          <SentDialog
            notice={notice}
            onClose={() => setNotice(null)}
            returnFocusTo={() =>
              sentFrom === 'cop'
                ? document.getElementById(copButtonId)
                : document.getElementById(messageFormId)?.querySelector<HTMLElement>('button[type="submit"]')
            }
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function AboutCard({ expert }: { expert: PublicProfile }) {
  const languages = expert.languages.length ? expert.languages.map((c) => labelOf(LANGUAGES, c)) : ['English'];
  const about =
    expert.aboutMe?.trim() ||
    `${expert.user.name} is a licensed mortgage professional who helps home buyers improve their credit before they apply, so they qualify for a better rate.`;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">About {expert.user.name}</h2>
      <p className="mt-3 whitespace-pre-line text-slate-800">{about}</p>
      <dl className="mt-6 space-y-4">
        <BadgeList title="State Licenses" labels={expert.serviceAreas.map((c) => labelOf(US_STATES, c))} />
        <BadgeList title="Loan Types" labels={expert.loanTypes.map((c) => labelOf(LOAN_TYPES, c))} />
        <BadgeList title="Mortgage Types" labels={expert.specializations.map((c) => labelOf(MORTGAGE_TYPES, c))} />
        <BadgeList title="Languages" labels={languages} />
      </dl>
    </Card>
  );
}

function BadgeList({ title, labels }: { title: string; labels: string[] }) {
  let content: ReactNode = <span className="text-sm text-slate-600">Not provided</span>;
  if (labels.length) {
    content = (
      <ul className="flex flex-wrap gap-2">
        {labels.map((l) => (
          <li key={l}>
            <Badge tone="neutral">{l}</Badge>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-900">{title}</dt>
      <dd className="mt-1.5">{content}</dd>
    </div>
  );
}

/** The logo on the profile; a logo that fails to load leaves the company name below it alone. */
function ProfileLogo({ src, companyName }: { src: string; companyName: string }) {
  const [isBroken, setBroken] = useState(false);
  return isBroken ? null : (
    <div className="pb-1">
      <CompanyLogo src={src} companyName={companyName} size="profile" onError={() => setBroken(true)} />
    </div>
  );
}
