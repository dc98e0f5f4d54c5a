import {
  ADMIN_OPS_TEXT,
  ADMIN_TEXT,
  LANGUAGES,
  LOAN_TYPES,
  labelOf,
  MORTGAGE_TYPES,
  type MxpertProfileView,
  type Option,
  REJECTION_REASON_MAX,
  US_STATES,
} from '@mx/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { NmlsRecordLink } from '../../../components/ui/nmls-record-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { useApproveWithConfirmation, useReinstateMxpert, useSuspendMxpert } from '../api/admin-ops.ts';
import { useMxpertDetail } from '../api/mxpert-detail.ts';
import { ConfirmDialog, ReasonDialog } from './reason-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const STATUS_BADGE = {
  approved: { label: 'Approved', tone: 'bg-green-50 text-green-800 ring-green-200' },
  pending: { label: 'Pending Approval', tone: 'bg-orange-50 text-orange-900 ring-orange-200' },
  rejected: { label: 'Rejected', tone: 'bg-red-50 text-red-800 ring-red-200' },
  suspended: { label: 'Suspended', tone: 'bg-red-50 text-red-800 ring-red-200' },
} as const;

function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tone)}>{children}</span>;
}

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

/**
 * Everything about one professional, with the decision buttons the approval rules allow: Approve and Reject
 * while pending with onboarding complete; only Reject, with a note, while onboarding is incomplete;
 * none once decided.
 */
export function MxpertDetailModal({ mxpertId, onClose }: { mxpertId: string | null; onClose(): void }) {
  const detail = useMxpertDetail(mxpertId);
  const approve = useApproveWithConfirmation();
  const suspend = useSuspendMxpert();
  const reinstate = useReinstateMxpert();
  const [dialog, setDialog] = useState<null | 'reject' | 'suspend' | 'reinstate' | 'confirmNmls'>(null);
  const [reinstateNote, setReinstateNote] = useState('');
  const isRejecting = dialog === 'reject';
  const setRejecting = (open: boolean) => setDialog(open ? 'reject' : null);
  const m = detail.data;
  const name = m ? m.fullName?.trim() || m.user.name : '';
  const done = (res: { message: string }) => {
    notify.success(res.message);
    setDialog(null);
    onClose();
  };
  const failed = (fallback: string) => (err: unknown) =>
    notify.error(fallback, isApiError(err) ? (err.serverMessage ?? undefined) : undefined);

  const onApprove = (profile: MxpertProfileView & { nmlsAlsoUsedBy: string[] }, confirmed = false) => {
    if (profile.nmlsAlsoUsedBy.length > 0 && !confirmed) return setDialog('confirmNmls');
    approve.mutate(
      { id: profile.id, confirmDuplicateNmls: confirmed },
      { onSuccess: done, onError: failed(ADMIN_TEXT.approveFailed) },
    );
  };

  const isPending = m?.approvalStatus === 'pending';
  const statusActions =
    m?.approvalStatus === 'approved' ? (
      <Button variant="danger" onClick={() => setDialog('suspend')}>
        Suspend
      </Button>
    ) : m?.approvalStatus === 'suspended' ? (
      <Button onClick={() => setDialog('reinstate')}>Reinstate</Button>
    ) : null;
  const footer =
    m && isPending ? (
      <>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button variant="danger" onClick={() => setRejecting(true)} disabled={approve.isPending}>
          Reject
        </Button>
        {m.onboardCompleted ? (
          <Button onClick={() => onApprove(m)} isLoading={approve.isPending}>
            Approve
          </Button>
        ) : null}
      </>
    ) : (
      <>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {statusActions}
      </>
    );

  return (
    <>
      <Dialog
        open={mxpertId !== null}
        onOpenChange={(open) => !open && onClose()}
        title={m ? name : 'MortgageXpert details'}
        className="sm:max-w-2xl lg:max-w-3xl"
        footer={footer}
      >
        {detail.isPending ? (
          <Spinner label="Loading MortgageXpert" />
        ) : detail.isError ? (
          <Alert tone="error">{errorMessage(detail.error, 'Failed to load this MortgageXpert. Please try again.')}</Alert>
        ) : m ? (
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
                  <Badge tone={STATUS_BADGE[m.approvalStatus].tone}>{STATUS_BADGE[m.approvalStatus].label}</Badge>
                  <Badge
                    tone={
                      m.onboardCompleted
                        ? 'bg-green-50 text-green-800 ring-green-200'
                        : 'bg-slate-100 text-slate-800 ring-slate-200'
                    }
                  >
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
        ) : null}
      </Dialog>
      {m ? (
        <>
          <ReasonDialog
            open={dialog === 'suspend'}
            onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
            title={`Suspend ${name}`}
            warning="Suspending takes this professional out of the directory at once, refuses new leads, ends their sessions and e-mails them your reason. They can still sign in to read their leads."
            label="Reason for suspension"
            submitLabel="Suspend MortgageXpert"
            isPending={suspend.isPending}
            onSubmit={(reason) =>
              suspend.mutate({ id: m.id, reason }, { onSuccess: done, onError: failed('Failed to suspend. Please try again.') })
            }
          />
          <ConfirmDialog
            open={dialog === 'reinstate'}
            onOpenChange={(open) => {
              setDialog(open ? 'reinstate' : null);
              if (!open) setReinstateNote('');
            }}
            title={`Reinstate ${name}`}
            confirmLabel="Reinstate MortgageXpert"
            isPending={reinstate.isPending}
            onConfirm={() =>
              reinstate.mutate(
                { id: m.id, note: reinstateNote },
                {
                  onSuccess: (res) => {
                    setReinstateNote('');
                    done(res);
                  },
                  onError: failed('Failed to reinstate. Please try again.'),
                },
              )
            }
          >
            <p className="text-sm text-slate-700">{name} will be listed in the directory again and told by e-mail.</p>
            <FormField label="Note to the MortgageXpert (optional)" hint="Sent with the e-mail.">
              <Textarea
                rows={3}
                maxLength={REJECTION_REASON_MAX}
                value={reinstateNote}
                onChange={(e) => setReinstateNote(e.target.value)}
              />
            </FormField>
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'confirmNmls'}
            onOpenChange={(open) => setDialog(open ? 'confirmNmls' : null)}
            title="Approve a second listing for this NMLS ID?"
            confirmLabel="Approve anyway"
            isPending={approve.isPending}
            onConfirm={() => onApprove(m, true)}
          >
            {m.nmlsAlsoUsedBy.map((other) => (
              <p key={other} className="text-sm text-slate-700">
                {ADMIN_OPS_TEXT.nmlsAlsoUsedBy(other)}
              </p>
            ))}
            <p className="text-sm text-slate-700">Your confirmation is recorded with the approval.</p>
          </ConfirmDialog>
        </>
      ) : null}
      {m && isRejecting ? (
        <RejectDialog
          mxpert={{ id: m.id, name }}
          open={isRejecting}
          onOpenChange={setRejecting}
          onRejected={() => {
            setRejecting(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
