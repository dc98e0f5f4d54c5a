import { REJECTION_REASON_MIN, type ReasonBody } from '@mx/contract';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useSentence } from './admin-texts.tsx';

const resolver = lazyZodResolver<ReasonBody>(() => import('@mx/contract/admin-ops').then((m) => m.reasonBody));

/**
 * Asks for a reason (at least 10 characters after trimming, the rejection's rules) and confirms an
 * admin action that needs one: rejection, suspension, declining an identity change, deactivating an account.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  warningTitle,
  warning,
  label,
  submitLabel,
  isPending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  warningTitle?: string;
  warning: ReactNode;
  label: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit(reason: string): void;
}) {
  const t = useT();
  const reasonError = useSentence();
  const form = useForm<ReasonBody>({ resolver, defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => onSubmit(reason));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={title}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Alert tone="warning" title={warningTitle}>
          {warning}
        </Alert>
        <FormField
          label={label}
          error={reasonError(form.formState.errors.reason?.message)}
          hint={t('admin.reasonHint', { min: REJECTION_REASON_MIN })}
        >
          <Textarea rows={4} {...form.register('reason')} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A yes-or-no confirmation (reinstatement, approving a second listing of one NMLS ID). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  isPending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  onConfirm(): void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="space-y-4">
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
