import type { MxpertProfileView } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApprovalBadge } from '../../../components/ui/approval-badge.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { NmlsRecordLink } from '../../../components/ui/nmls-record-link.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

export type MxpertDetail = MxpertProfileView & { nmlsAlsoUsedBy: string[] };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const t = useT();
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line wrap-anywhere text-sm text-slate-900">
        {empty ? <span className="text-slate-500">{t('admin.notProvided')}</span> : children}
      </dd>
    </div>
  );
}

/** An address the professional typed, shown as a link only when it is a web address. */
function ExternalLink({ href }: { href: string }) {
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {href}
    </a>
  );
}

/** Option codes as their labels in the page's language (the `options` texts), one after the other. */
const labelsIn = (t: ReturnType<typeof useT>, prefix: string, codes: string[]) =>
  codes.map((c) => t(`options.${prefix}.${c}` as MessageId)).join(', ');

/** Everything an admin reads about one professional before a decision: identity, company, services, contact, activity. */
export function MxpertDetailBody({ m, name }: { m: MxpertDetail; name: string }) {
  const t = useT();
  const isPending = m.approvalStatus === 'pending';
  const badge = {
    approved: t('admin.badgeApproved'),
    pending: t('admin.badgePending'),
    rejected: t('admin.badgeRejected'),
    suspended: t('admin.badgeSuspended'),
  }[m.approvalStatus];
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={m.photo} name={name} className="size-20 text-xl" />
        <div className="space-y-1">
          <p className="text-sm text-slate-700">{m.email}</p>
          <p className="text-sm text-slate-700">{t('admin.nmlsAndCxid', { nmlsId: m.nmlsId, cxid: m.cxid })}</p>
          <p className="text-sm">
            <NmlsRecordLink nmlsId={m.nmlsId} />
          </p>
          <p className="flex flex-wrap gap-2">
            <ApprovalBadge status={m.approvalStatus} label={badge} />
            <Badge tone={m.onboardCompleted ? 'success' : 'neutral'}>
              {m.onboardCompleted ? t('admin.onboardingComplete') : t('admin.onboardingIncompleteStep', { step: m.currentStep })}
            </Badge>
          </p>
        </div>
      </div>
      {isPending && !m.onboardCompleted ? <Alert tone="warning">{t('admin.onboardingIncomplete')}</Alert> : null}
      {m.nmlsAlsoUsedBy.map((other) => (
        <Alert key={other} tone="warning">
          {t('admin.nmlsAlsoUsedBy', { name: other })}
        </Alert>
      ))}
      {m.suspensionReason ? <Alert tone="error">{t('admin.suspendedBecause', { reason: m.suspensionReason })}</Alert> : null}
      {m.pendingChange ? (
        <Alert tone="info">
          {t('admin.changeWaiting')}: {m.pendingChange.newValues.fullName ?? '—'} · {t('admin.colNmls')}{' '}
          {m.pendingChange.newValues.nmlsId ?? '—'} · {m.pendingChange.newValues.companyName ?? '—'}
        </Alert>
      ) : null}

      <Section title={t('admin.sectionPersonal')}>
        <Field label={t('admin.fullName')}>{m.fullName}</Field>
        <Field label={t('admin.languages')}>
          {m.languages.length > 0 ? labelsIn(t, 'language', m.languages) : t('admin.english')}
        </Field>
        <Field label={t('admin.yearsExperience')}>{m.yearsExperience}</Field>
        <Field label={t('admin.scoresOptimized')}>{m.scoresOptimized}</Field>
        <Field label={t('admin.about')} wide>
          {m.aboutMe}
        </Field>
      </Section>
      <Section title={t('admin.sectionCompany')}>
        <Field label={t('admin.companyName')}>{m.companyName}</Field>
        <Field label={t('admin.website')}>{m.companyWebAddress ? <ExternalLink href={m.companyWebAddress} /> : null}</Field>
        <Field label={t('admin.address')} wide>
          {m.companyAddress}
        </Field>
        {m.companyLogo ? (
          <Field label={t('admin.logo')}>
            <img
              src={m.companyLogo}
              alt={t('admin.logoAlt', { company: m.companyName ?? t('admin.company') })}
              className="h-16 w-48 rounded object-contain object-left"
            />
          </Field>
        ) : null}
      </Section>
      <Section title={t('admin.sectionServices')}>
        <Field label={t('admin.licensedStates')} wide>
          {labelsIn(t, 'state', m.serviceAreas)}
        </Field>
        <Field label={t('admin.loanTypes')}>{labelsIn(t, 'loanType', m.loanTypes)}</Field>
        <Field label={t('admin.mortgageTypes')}>{labelsIn(t, 'mortgageType', m.specializations)}</Field>
      </Section>
      <Section title={t('admin.sectionContact')}>
        <Field label={t('admin.phone')}>{m.phone}</Field>
        <Field label={t('admin.yearsCreditXpert')}>{m.yearsUsingCreditXpert}</Field>
        <Field label="LinkedIn">{m.linkedin ? <ExternalLink href={m.linkedin} /> : null}</Field>
        <Field label="Facebook">{m.facebook ? <ExternalLink href={m.facebook} /> : null}</Field>
        <Field label="Instagram">{m.instagram ? <ExternalLink href={m.instagram} /> : null}</Field>
        <Field label="Twitter / X">{m.twitter ? <ExternalLink href={m.twitter} /> : null}</Field>
      </Section>
      <Section title={t('admin.sectionActivity')}>
        <Field label={t('admin.registeredOn')}>{formatDate(m.user.createdAt)}</Field>
        <Field label={t('admin.profileUpdated')}>{formatDate(m.updatedAt)}</Field>
        <Field label={t('admin.totalMessages')}>{formatNumber(m.receivedMessages)}</Field>
        <Field label={t('admin.totalRequests')}>{formatNumber(m.copRequests)}</Field>
      </Section>
    </div>
  );
}
