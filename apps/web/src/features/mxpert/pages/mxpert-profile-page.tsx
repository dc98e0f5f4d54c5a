import type { MxpertProfileView, ProfileSection } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useOwnProfile } from '../api/profile.ts';
import { ProfileCard, type ProfileRow } from '../components/profile-card.tsx';
import {
  CompanyEditForm,
  ContactEditForm,
  type EditFormProps,
  PersonalEditForm,
  ServicesEditForm,
} from '../components/profile-edit-forms.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';

type T = ReturnType<typeof useT>;

/** Option labels from the catalogue's option lists ('options.loanType') */
const labels = (t: T, prefix: string, codes: readonly string[]) => codes.map((c) => t(`${prefix}.${c}` as MessageId));

function link(url: string | null) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
      {url}
    </a>
  ) : null;
}

interface CardSpec {
  section: ProfileSection;
  title: MessageId;
  rows(p: MxpertProfileView, t: T): ProfileRow[];
  Form(props: EditFormProps): ReactNode;
}

const CARDS: CardSpec[] = [
  {
    section: 'personal',
    title: 'mxpert.cardPersonal',
    Form: PersonalEditForm,
    rows: (p, t) => [
      { label: t('mxpert.fullName'), value: p.fullName },
      { label: t('mxpert.aboutMe'), value: p.aboutMe ? <span className="whitespace-pre-line">{p.aboutMe}</span> : null },
      { label: t('mxpert.languages'), value: labels(t, 'options.language', p.languages) },
      { label: t('mxpert.yearsExperience'), value: String(p.yearsExperience) },
      { label: t('mxpert.scoresOptimized'), value: String(p.scoresOptimized) },
    ],
  },
  {
    section: 'company',
    title: 'mxpert.cardCompany',
    Form: CompanyEditForm,
    rows: (p, t) => [
      {
        label: t('mxpert.logo'),
        value: p.companyLogo ? (
          <img
            src={p.companyLogo}
            alt={t('mxpert.companyLogoAlt', { company: p.companyName ?? t('mxpert.companyFallback') })}
            className="h-20 w-52 object-contain object-left"
          />
        ) : null,
      },
      { label: t('mxpert.companyName'), value: p.companyName },
      { label: t('mxpert.address'), value: p.companyAddress },
      { label: t('mxpert.website'), value: link(p.companyWebAddress) },
      { label: t('mxpert.nmlsId'), value: p.nmlsId },
    ],
  },
  {
    section: 'services',
    title: 'mxpert.cardServices',
    Form: ServicesEditForm,
    rows: (p, t) => [
      { label: t('mxpert.licensedStates'), value: labels(t, 'options.state', p.serviceAreas) },
      { label: t('mxpert.loanTypes'), value: labels(t, 'options.loanType', p.loanTypes) },
      { label: t('mxpert.mortgageTypes'), value: labels(t, 'options.mortgageType', p.specializations) },
    ],
  },
  {
    section: 'contact',
    title: 'mxpert.cardContact',
    Form: ContactEditForm,
    rows: (p, t) => [
      { label: t('mxpert.email'), value: p.email },
      { label: t('mxpert.phone'), value: p.phone },
      { label: 'LinkedIn', value: link(p.linkedin) },
      { label: 'Facebook', value: link(p.facebook) },
      { label: 'Instagram', value: link(p.instagram) },
      { label: 'Twitter', value: link(p.twitter) },
      { label: t('mxpert.yearsCreditXpert'), value: p.yearsUsingCreditXpert === null ? null : String(p.yearsUsingCreditXpert) },
    ],
  },
];

export default function MxpertProfilePage() {
  const ready = useNamespaces(['mxpert', 'validation']);
  const t = useT();
  const profile = useOwnProfile();
  const [editing, setEditing] = useState<ProfileSection | null>(null);

  if (profile.isPending || !ready) return <Spinner label={ready ? t('mxpert.loadingProfile') : undefined} />;
  if (profile.isError) {
    return isApiError(profile.error, 404) ? (
      <Alert tone="warning">
        {t('mxpert.profileNotFound')}{' '}
        <Link to={paths.mxpert.onboard} className="font-semibold underline">
          {t('mxpert.continueOnboarding')}
        </Link>
      </Alert>
    ) : (
      <Alert tone="error">{t('mxpert.profileFailed')}</Alert>
    );
  }

  const p = profile.data;
  const isUnderReview = p.onboardCompleted && p.approvalStatus === 'pending';
  const canEdit = p.onboardCompleted && p.approvalStatus === 'approved';
  const open = CARDS.find((c) => c.section === editing);

  return (
    <section className="space-y-6">
      <ProfileHeader profile={p} />
      {p.pendingChange ? (
        <Alert tone="info" title={t('mxpert.changeWaiting')}>
          {t('mxpert.changeValues', {
            fullName: p.pendingChange.newValues.fullName ?? '—',
            nmlsId: p.pendingChange.newValues.nmlsId ?? '—',
            companyName: p.pendingChange.newValues.companyName ?? '—',
          })}
        </Alert>
      ) : null}
      {isUnderReview ? (
        <Alert tone="warning" title={t('mxpert.underReviewTitle')}>
          {t('mxpert.underReview')}
        </Alert>
      ) : null}
      {!p.onboardCompleted ? (
        <Alert tone="warning">
          {t('mxpert.completeOnboardingFirst')}{' '}
          <Link to={paths.mxpert.onboard} className="font-semibold underline">
            {t('mxpert.continueSetup')}
          </Link>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {CARDS.map((card) => (
          <ProfileCard
            key={card.section}
            title={t(card.title)}
            rows={card.rows(p, t)}
            canEdit={canEdit}
            onEdit={() => setEditing(card.section)}
          />
        ))}
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <span>{t('mxpert.profileCreated', { date: formatDate(p.createdAt) })}</span>
        <span>{t('mxpert.profileUpdated', { date: formatDate(p.updatedAt) })}</span>
      </p>
      <Dialog
        open={open !== undefined}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={open ? t('mxpert.editTitle', { title: t(open.title) }) : ''}
      >
        {open ? <open.Form profile={p} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </section>
  );
}
