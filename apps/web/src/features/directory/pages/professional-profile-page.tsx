import type { PublicProfile } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import {
  ArrowLeft,
  Award,
  BadgeCheck,
  Briefcase,
  Building2,
  ClipboardList,
  MapPin,
  MessageSquare,
  PauseCircle,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NmlsRecordLink } from '../../../components/ui/nmls-record-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RatingLine } from '../../../components/ui/stars.tsx';
import { WithStrong } from '../../../components/ui/with-strong.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { focusFirstField } from '../../../lib/first-field.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { ContactPrefill } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeferredPart } from '../../../lib/use-deferred-part.ts';
import { useConversationWith, useProfessionalProfile } from '../api/get-professional-profile.ts';
import { backToResultsHref } from '../back-link.ts';
import { CompanyLogo } from '../components/company-brand.tsx';
import { PlanOutcomeNote } from '../components/plan-outcome.tsx';
import { RESPONDS, ResponseTimeNote } from '../components/response-time.tsx';
import type { SentNotice } from '../components/sent-dialog.tsx';

/** The two modals load when first opened: the page itself stays light on a phone. */
const CopRequestDialog = lazy(() =>
  import('../components/cop-request-dialog.tsx').then((m) => ({ default: m.CopRequestDialog })),
);
const SentDialog = lazy(() => import('../components/sent-dialog.tsx').then((m) => ({ default: m.SentDialog })));
/** The reviews (their texts, list and form) load once the page has loaded, like the message form. */
const ProfileReviews = lazy(() =>
  import('../../../components/reviews/profile-reviews.tsx').then((m) => ({ default: m.ProfileReviews })),
);
/**
 * The message form (its form library and fields) loads once the page has loaded (lib/use-deferred-part.ts):
 * on a phone it starts far below the fold, and its code would share the network with the page's own
 * code and photo. Its space is kept meanwhile, so nothing below it jumps.
 */
const ContactForm = lazy(() => import('../components/contact-form.tsx').then((m) => ({ default: m.ContactForm })));

/** A professional's public profile: header, about, the message form and the COP request. */
export default function ProfessionalProfilePage() {
  const t = useT();
  const { state = 'all', cxid = '' } = useParams();
  const location = useLocation();
  const profile = useProfessionalProfile(state, cxid);
  const { user } = useAuth();
  const conversation = useConversationWith(cxid, user?.role === 'CONSUMER');
  const messageForm = useDeferredPart();
  // The invitation's link (?review=1) opens the review form: the reviews are wanted at once.
  const reviews = useDeferredPart(useSearchParams()[0].get('review') === '1');
  /** The bar's 'Message' asked for the form before it was there: it takes the focus when it comes. */
  const [isFocusAsked, setFocusAsked] = useState(false);
  const [isCopOpen, setCopOpen] = useState(false);
  const [notice, setNotice] = useState<SentNotice | null>(null);
  /** Once opened, a modal stays mounted so closing it animates and returns focus as usual. */
  const [hasOpenedCop, setHasOpenedCop] = useState(false);
  const [hasNoticed, setHasNoticed] = useState(false);
  /** The control a guest sent from: focus returns to it when the confirmation closes. */
  const [sentFrom, setSentFrom] = useState<'cop' | 'message'>('message');
  const copButtonId = useId();
  const messageFormId = useId();
  const messageCardId = useId();
  const openCop = () => {
    setHasOpenedCop(true);
    setCopOpen(true);
  };
  // The tab's title after in-app navigation too (the server writes it into the first page only).
  usePageMeta(
    !profile.data
      ? null
      : profile.data.companyName
        ? t('seo.professionalTitleWithCompany', { name: profile.data.user.name, company: profile.data.companyName })
        : t('seo.professionalTitle', { name: profile.data.user.name }),
  );

  if (profile.isPending) return <Spinner label={t('profile.loading')} />;
  // A missing profile and a failed load both go to the not-found page.
  if (profile.isError) return <Navigate to={paths.notFound} replace />;

  const professional = profile.data;
  const name = professional.user.name;
  const consentFor = { name, companyName: professional.companyName, nmlsId: professional.nmlsId };
  const fromSearch = (location.state as { fromSearch?: string } | null)?.fromSearch;
  const onSent = (kind: SentNotice['kind']) => (guest: ContactPrefill | null) => {
    if (guest) {
      setHasNoticed(true);
      setSentFrom(kind);
      setNotice({ kind, professionalName: name, guest });
    } else
      notify.success(t(kind === 'cop' ? 'profile.requestSubmitted' : 'profile.messageSent'), t('profile.willContact', { name }));
  };

  return (
    <div className={`mx-auto max-w-6xl px-4 pt-8 sm:px-6 sm:pb-8 ${profile.data.paused ? 'pb-8' : 'pb-28'}`}>
      <Link
        to={backToResultsHref({ fromSearch, urlState: state })}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('profile.backToResults')}
      </Link>

      <Card className="mt-4 flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
        <Avatar src={professional.photo} name={name} className="size-28 text-3xl" priority />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold text-slate-900">{name}</h1>
            {/* The figures stay on a paused page: the professional cannot hide them (docs/decisions/132). */}
            <span data-testid="profile-rating">
              <RatingLine average={professional.rating.average} count={professional.rating.count} />
            </span>
          </div>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
            <BadgeCheck className="size-4 text-brand-700" aria-hidden="true" /> NMLS #{professional.nmlsId}
            <NmlsRecordLink nmlsId={professional.nmlsId} />
          </p>
          {professional.companyLogo ? (
            <ProfileLogo src={professional.companyLogo} companyName={professional.companyName ?? 'Company'} />
          ) : null}
          {professional.companyName ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-800">
              <Building2 className="size-4 text-slate-500" aria-hidden="true" /> {professional.companyName}
            </p>
          ) : null}
          {professional.companyAddress ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <MapPin className="size-4 text-slate-500" aria-hidden="true" /> {professional.companyAddress}
            </p>
          ) : null}
          <ExperienceFigures yearsExperience={professional.yearsExperience} scoresOptimized={professional.scoresOptimized} />
          <ResponseTimeNote value={professional.responseTime} />
          <PlanOutcomeNote value={professional.planOutcome} />
          <p className="text-sm text-slate-700">
            <WithStrong
              text={(years) => t('profile.yearsUsingCreditXpert', { years })}
              value={
                professional.yearsUsingCreditXpert === null
                  ? t('profile.notAvailable')
                  : String(professional.yearsUsingCreditXpert)
              }
              className="text-slate-900"
            />
          </p>
        </div>
        {professional.paused ? null : (
          <Button id={copButtonId} size="lg" onClick={openCop}>
            <ClipboardList className="size-5" aria-hidden="true" /> {t('profile.requestPlan')}
          </Button>
        )}
      </Card>

      {professional.paused ? <PausedNotice name={name} searchHref={backToResultsHref({ fromSearch, urlState: state })} /> : null}

      <div className={professional.paused ? 'mt-6' : 'mt-6 grid gap-6 lg:grid-cols-[1fr_26rem]'}>
        <AboutCard professional={professional} />
        {professional.paused ? null : (
          <Card className="scroll-mt-4 p-6" id={messageCardId}>
            {conversation.data ? <ConversationNote name={name} conversation={conversation.data} /> : null}
            <h2 className="text-lg font-semibold text-slate-900">{t('profile.messageTitle', { name })}</h2>
            <p className="mt-1 text-sm text-slate-700">
              {professional.responseTime
                ? t('profile.contactIntroWithTime', { respondsIn: t(RESPONDS[professional.responseTime]) })
                : t('profile.contactIntro')}
            </p>
            <div className="mt-5" id={messageFormId}>
              <Suspense fallback={<div className="min-h-[36rem]" />}>
                {messageForm.isWanted ? (
                  <ContactForm
                    cxid={professional.cxid}
                    urlState={state}
                    consentFor={consentFor}
                    onSent={onSent('message')}
                    focusFirstField={isFocusAsked}
                  />
                ) : (
                  <div className="min-h-[36rem]" />
                )}
              </Suspense>
            </div>
          </Card>
        )}
      </div>

      <Suspense fallback={<div className="mt-6 min-h-40" />}>
        {reviews.isWanted ? (
          <ProfileReviews cxid={professional.cxid} professionalName={name} />
        ) : (
          <div className="mt-6 min-h-40" />
        )}
      </Suspense>

      {professional.paused ? null : (
        <ContactBar
          onMessage={() => {
            const card = document.getElementById(messageCardId);
            card?.scrollIntoView({ block: 'start' });
            if (!messageForm.isWanted) {
              setFocusAsked(true);
              messageForm.want();
            }
            focusFirstField(card);
          }}
          onRequestPlan={openCop}
        />
      )}

      <Suspense fallback={null}>
        {isCopOpen || hasOpenedCop ? (
          <CopRequestDialog
            open={isCopOpen}
            onOpenChange={setCopOpen}
            professionalName={name}
            cxid={professional.cxid}
            urlState={state}
            consentFor={consentFor}
            onSent={onSent('cop')}
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

function AboutCard({ professional }: { professional: PublicProfile }) {
  const t = useT();
  const label = (prefix: string, code: string) => t(`options.${prefix}.${code}` as MessageId);
  const languages = (professional.languages.length ? professional.languages : ['english']).map((c) => label('language', c));
  const about = professional.aboutMe?.trim() || t('profile.aboutDefault', { name: professional.user.name });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('profile.aboutTitle', { name: professional.user.name })}</h2>
      {professional.languages.includes('spanish') ? (
        <p className="mt-2" lang="es">
          <Badge tone="brand">{t('directory.speaksSpanish')}</Badge>
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-slate-800">{about}</p>
      <dl className="mt-6 space-y-4">
        <BadgeList title={t('profile.stateLicenses')} labels={professional.serviceAreas.map((c) => label('state', c))} />
        <BadgeList title={t('profile.loanTypes')} labels={professional.loanTypes.map((c) => label('loanType', c))} />
        <BadgeList
          title={t('profile.mortgageTypes')}
          labels={professional.specializations.map((c) => label('mortgageType', c))}
        />
        <BadgeList title={t('profile.languages')} labels={languages} />
      </dl>
    </Card>
  );
}

function BadgeList({ title, labels }: { title: string; labels: string[] }) {
  const t = useT();
  let content: ReactNode = <span className="text-sm text-slate-600">{t('profile.notProvided')}</span>;
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

/** Years of experience and scores optimized, as the directory card shows them. */
function ExperienceFigures({ yearsExperience, scoresOptimized }: { yearsExperience: number; scoresOptimized: number }) {
  const t = useT();
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" data-testid="profile-figures">
      <div className="flex items-center gap-1.5">
        <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
        <dt className="sr-only">{t('directory.yearsLabel')}</dt>
        <dd>{t('directory.years', { count: yearsExperience })}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <Award className="size-4 text-slate-500" aria-hidden="true" />
        <dt className="sr-only">{t('directory.scoresLabel')}</dt>
        <dd>{t('directory.scores', { count: scoresOptimized })}</dd>
      </div>
    </dl>
  );
}

/** A paused listing: no lead forms, a plain sentence and the way back to the search (the reviews stay). */
function PausedNotice({ name, searchHref }: { name: string; searchHref: string }) {
  const t = useT();
  return (
    <Card
      className="mt-6 flex flex-col gap-4 border-amber-200 bg-amber-50 p-6 sm:flex-row sm:items-center"
      data-testid="paused-notice"
    >
      <PauseCircle className="size-8 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="flex-1 text-slate-800">{t('profile.paused', { name })}</p>
      <LinkButton to={searchHref}>{t('profile.findAnother')}</LinkButton>
    </Card>
  );
}

/**
 * On a phone the forms are far down the page: a bar fixed to the bottom of the screen jumps to the
 * message form or opens the plan request. Wider screens show both near the top and have no bar.
 */
function ContactBar({ onMessage, onRequestPlan }: { onMessage(): void; onRequestPlan(): void }) {
  const t = useT();
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:hidden"
      data-testid="contact-bar"
    >
      <Button variant="outline" className="flex-1 whitespace-nowrap px-3" onClick={onMessage}>
        <MessageSquare className="size-4" aria-hidden="true" /> {t('profile.barMessage')}
      </Button>
      <Button className="flex-1 whitespace-nowrap px-3" onClick={onRequestPlan}>
        <ClipboardList className="size-4" aria-hidden="true" /> {t('profile.barRequestPlan')}
      </Button>
    </div>
  );
}

/** A client who already wrote to the professional: the way to that conversation, above a new message. */
function ConversationNote({ name, conversation }: { name: string; conversation: { kind: 'message' | 'request'; id: string } }) {
  const t = useT();
  const to =
    conversation.kind === 'message'
      ? paths.conversation.consumerMessage(conversation.id)
      : paths.conversation.consumerRequest(conversation.id);
  return (
    <div
      className="mb-5 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="conversation-note"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <MessageSquare className="size-4 shrink-0 text-brand-700" aria-hidden="true" /> {t('profile.conversation', { name })}
      </p>
      <Link to={to} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t('profile.openConversation')}
      </Link>
    </div>
  );
}
