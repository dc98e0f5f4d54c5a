import {
  ADMIN_OPS_TEXT,
  LANGUAGES,
  LOAN_TYPES,
  labelOf,
  MORTGAGE_TYPES,
  type MxpertProfileView,
  ONBOARDING_TEXT,
  PROFILE_TEXT,
  type ProfileSection,
  US_STATES,
} from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
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

const labels = (options: Parameters<typeof labelOf>[0], codes: readonly string[]) => codes.map((c) => labelOf(options, c));

function link(url: string | null) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
      {url}
    </a>
  ) : null;
}

interface CardSpec {
  section: ProfileSection;
  title: string;
  rows(p: MxpertProfileView): ProfileRow[];
  Form(props: EditFormProps): ReactNode;
}

const CARDS: CardSpec[] = [
  {
    section: 'personal',
    title: 'Personal Information',
    Form: PersonalEditForm,
    rows: (p) => [
      { label: 'Full name', value: p.fullName },
      { label: 'About me', value: p.aboutMe ? <span className="whitespace-pre-line">{p.aboutMe}</span> : null },
      { label: 'Languages', value: labels(LANGUAGES, p.languages) },
      { label: 'Years of experience', value: String(p.yearsExperience) },
      { label: 'Scores optimized', value: String(p.scoresOptimized) },
    ],
  },
  {
    section: 'company',
    title: 'Company Information',
    Form: CompanyEditForm,
    rows: (p) => [
      {
        label: 'Logo',
        value: p.companyLogo ? (
          <img src={p.companyLogo} alt={`${p.companyName ?? 'Company'} logo`} className="h-20 w-52 object-contain object-left" />
        ) : null,
      },
      { label: 'Company name', value: p.companyName },
      { label: 'Address', value: p.companyAddress },
      { label: 'Website', value: link(p.companyWebAddress) },
      { label: 'NMLS ID', value: p.nmlsId },
    ],
  },
  {
    section: 'services',
    title: 'Services Information',
    Form: ServicesEditForm,
    rows: (p) => [
      { label: 'Licensed states', value: labels(US_STATES, p.serviceAreas) },
      { label: 'Loan types', value: labels(LOAN_TYPES, p.loanTypes) },
      { label: 'Mortgage types', value: labels(MORTGAGE_TYPES, p.specializations) },
    ],
  },
  {
    section: 'contact',
    title: 'Contact Information',
    Form: ContactEditForm,
    rows: (p) => [
      { label: 'Email', value: p.email },
      { label: 'Phone', value: p.phone },
      { label: 'LinkedIn', value: link(p.linkedin) },
      { label: 'Facebook', value: link(p.facebook) },
      { label: 'Instagram', value: link(p.instagram) },
      { label: 'Twitter', value: link(p.twitter) },
      { label: 'Years using CreditXpert', value: p.yearsUsingCreditXpert === null ? null : String(p.yearsUsingCreditXpert) },
    ],
  },
];

export default function MxpertProfilePage() {
  const profile = useOwnProfile();
  const [editing, setEditing] = useState<ProfileSection | null>(null);

  if (profile.isPending) return <Spinner label="Loading your profile" />;
  if (profile.isError) {
    return isApiError(profile.error, 404) ? (
      <Alert tone="warning">
        {PROFILE_TEXT.notFound}{' '}
        <Link to={paths.mxpert.onboard} className="font-semibold underline">
          Continue onboarding
        </Link>
      </Alert>
    ) : (
      <Alert tone="error">Failed to load profile data. Please try again.</Alert>
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
        <Alert tone="info" title={ADMIN_OPS_TEXT.changeWaiting}>
          New values: {p.pendingChange.newValues.fullName ?? '—'} · NMLS ID {p.pendingChange.newValues.nmlsId ?? '—'} ·{' '}
          {p.pendingChange.newValues.companyName ?? '—'}. Your public profile shows the approved values until an admin approves
          the change.
        </Alert>
      ) : null}
      {isUnderReview ? (
        <Alert tone="warning" title={ONBOARDING_TEXT.underReviewTitle}>
          {ONBOARDING_TEXT.underReview}
        </Alert>
      ) : null}
      {!p.onboardCompleted ? (
        <Alert tone="warning">
          {PROFILE_TEXT.completeOnboardingFirst}{' '}
          <Link to={paths.mxpert.onboard} className="font-semibold underline">
            Continue Setup
          </Link>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {CARDS.map((card) => (
          <ProfileCard
            key={card.section}
            title={card.title}
            rows={card.rows(p)}
            canEdit={canEdit}
            onEdit={() => setEditing(card.section)}
          />
        ))}
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <span>Profile created {formatDate(p.createdAt)}</span>
        <span>Last updated {formatDate(p.updatedAt)}</span>
      </p>
      <Dialog
        open={open !== undefined}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={`Edit ${open?.title ?? ''}`}
      >
        {open ? <open.Form profile={p} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </section>
  );
}
