import {
  ADMIN_OPS_TEXT,
  ADMIN_TEXT,
  LANGUAGES,
  LOAN_TYPES,
  labelOf,
  MORTGAGE_TYPES,
  type MxpertProfileView,
  type Option,
  US_STATES,
} from '@mx/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApprovalBadge } from '../../../components/ui/approval-badge.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { NmlsRecordLink } from '../../../components/ui/nmls-record-link.tsx';
import { formatDate } from '../../../lib/format.ts';

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
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line wrap-anywhere text-sm text-slate-900">
        {empty ? <span className="text-slate-500">Not provided</span> : children}
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

const labels = (options: readonly Option[], codes: string[]) => codes.map((c) => labelOf(options, c)).join(', ');

/** Everything an admin reads about one professional before a decision: identity, company, services, contact, activity. */
export function MxpertDetailBody({ m, name }: { m: MxpertDetail; name: string }) {
  const isPending = m.approvalStatus === 'pending';
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={m.photo} name={name} className="size-20 text-xl" />
        <div className="space-y-1">
          <p className="text-sm text-slate-700">{m.email}</p>
          <p className="text-sm text-slate-700">
            NMLS ID {m.nmlsId} · CXID {m.cxid}
          </p>
          <p className="text-sm">
            <NmlsRecordLink nmlsId={m.nmlsId} />
          </p>
          <p className="flex flex-wrap gap-2">
            <ApprovalBadge status={m.approvalStatus} />
            <Badge tone={m.onboardCompleted ? 'success' : 'neutral'}>
              {m.onboardCompleted ? 'Onboarding Complete' : `Onboarding Incomplete (step ${m.currentStep} of 4)`}
            </Badge>
          </p>
        </div>
      </div>
      {isPending && !m.onboardCompleted ? <Alert tone="warning">{ADMIN_TEXT.onboardingIncomplete}</Alert> : null}
      {m.nmlsAlsoUsedBy.map((other) => (
        <Alert key={other} tone="warning">
          {ADMIN_OPS_TEXT.nmlsAlsoUsedBy(other)}
        </Alert>
      ))}
      {m.suspensionReason ? <Alert tone="error">Suspended: {m.suspensionReason}</Alert> : null}
      {m.pendingChange ? (
        <Alert tone="info">
          {ADMIN_OPS_TEXT.changeWaiting}: {m.pendingChange.newValues.fullName ?? '—'} · NMLS ID{' '}
          {m.pendingChange.newValues.nmlsId ?? '—'} · {m.pendingChange.newValues.companyName ?? '—'}
        </Alert>
      ) : null}

      <Section title="Personal">
        <Field label="Full name">{m.fullName}</Field>
        <Field label="Languages">{m.languages.length > 0 ? labels(LANGUAGES, m.languages) : 'English'}</Field>
        <Field label="Years of experience">{m.yearsExperience}</Field>
        <Field label="Scores optimized">{m.scoresOptimized}</Field>
        <Field label="About" wide>
          {m.aboutMe}
        </Field>
      </Section>
      <Section title="Company">
        <Field label="Company name">{m.companyName}</Field>
        <Field label="Website">{m.companyWebAddress ? <ExternalLink href={m.companyWebAddress} /> : null}</Field>
        <Field label="Address" wide>
          {m.companyAddress}
        </Field>
        {m.companyLogo ? (
          <Field label="Logo">
            <img
              src={m.companyLogo}
              alt={`${m.companyName ?? 'Company'} logo`}
              className="h-16 w-48 rounded object-contain object-left"
            />
          </Field>
        ) : null}
      </Section>
      <Section title="Services">
        <Field label="Licensed states" wide>
          {labels(US_STATES, m.serviceAreas)}
        </Field>
        <Field label="Loan types">{labels(LOAN_TYPES, m.loanTypes)}</Field>
        <Field label="Mortgage types">{labels(MORTGAGE_TYPES, m.specializations)}</Field>
      </Section>
      <Section title="Contact and social">
        <Field label="Phone">{m.phone}</Field>
        <Field label="Years using CreditXpert">{m.yearsUsingCreditXpert}</Field>
        <Field label="LinkedIn">{m.linkedin ? <ExternalLink href={m.linkedin} /> : null}</Field>
        <Field label="Facebook">{m.facebook ? <ExternalLink href={m.facebook} /> : null}</Field>
        <Field label="Instagram">{m.instagram ? <ExternalLink href={m.instagram} /> : null}</Field>
        <Field label="Twitter / X">{m.twitter ? <ExternalLink href={m.twitter} /> : null}</Field>
      </Section>
      <Section title="Activity">
        <Field label="Registered on">{formatDate(m.user.createdAt)}</Field>
        <Field label="Profile last updated">{formatDate(m.updatedAt)}</Field>
        <Field label="Total messages">{m.receivedMessages}</Field>
        <Field label="Total requests">{m.copRequests}</Field>
      </Section>
    </div>
  );
}
