import { LEAD_NOTES_MAX, type LeadStatus, type LeadUpdateForm, sanitizeText } from '@mx/contract';
import { useForm } from 'react-hook-form';
import { useT } from '../../lib/i18n.tsx';
import { lazyZodResolver } from '../../lib/lazy-resolver.ts';
import { translateSentence } from '../../lib/page-texts.ts';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Select, Textarea } from '../ui/input.tsx';
import { TargetDialog, type TargetDialogProps } from './target-dialog.tsx';

const resolver = lazyZodResolver<LeadUpdateForm>(() => import('@mx/contract/dashboard').then((m) => m.leadUpdateBody));

export interface ManageTarget {
  id: string;
  name: string;
  status: LeadStatus;
  notes: string | null;
}

/** The Manage modal: status Open or Closed and the professional's notes. */
export function ManageDialog({
  confirmLabel,
  onSubmit,
  ...props
}: TargetDialogProps<ManageTarget> & { confirmLabel: string; onSubmit(body: LeadUpdateForm): void }) {
  const t = useT();
  const { target, isPending, onClose } = props;
  return (
    <TargetDialog {...props} describe={(name) => t('leads.from', { name })}>
      {target ? (
        <ManageForm
          key={target.id}
          target={target}
          confirmLabel={confirmLabel}
          isPending={isPending}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </TargetDialog>
  );
}

function ManageForm({
  target,
  confirmLabel,
  isPending,
  onClose,
  onSubmit,
}: {
  target: ManageTarget;
  confirmLabel: string;
  isPending: boolean;
  onClose(): void;
  onSubmit(body: LeadUpdateForm): void;
}) {
  const t = useT();
  const form = useForm<LeadUpdateForm>({
    resolver,
    defaultValues: { status: target.status, mxpertNotes: target.notes ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => onSubmit({ status: v.status, mxpertNotes: sanitizeText(v.mxpertNotes ?? '') }));
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField label={t('leads.status')} error={errors.status?.message && translateSentence(errors.status.message)}>
        <Select {...form.register('status')}>
          <option value="open">{t('leads.statusOpen')}</option>
          <option value="closed">{t('leads.statusClosed')}</option>
        </Select>
      </FormField>
      <FormField
        label={t('leads.notes')}
        error={errors.mxpertNotes?.message && translateSentence(errors.mxpertNotes.message)}
        hint={t('leads.notesHint')}
      >
        <Textarea rows={5} maxLength={LEAD_NOTES_MAX} {...form.register('mxpertNotes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isPending}>
          {t('leads.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
