import { PLAN_ACTION_KINDS, PLAN_LIMITS, type PlanAction, type PlanActionBody, type PlanActionForm } from '@mx/contract';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Select, Textarea } from '../../../../components/ui/input.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { blankToNull, numberOrNull } from './field-values.ts';

const resolver = lazyZodResolver<PlanActionForm>(() => import('@mx/contract/plans').then((m) => m.planActionBody));

const EMPTY: PlanActionForm = {
  accountLabel: '',
  kind: 'pay-down',
  amount: null,
  pointsMin: 0,
  pointsMax: 0,
  dueOn: '',
  statementDay: null,
  instructions: '',
};

export interface ActionDialogProps {
  /** The action edited, or null to add one. */
  action: PlanAction | null;
  open: boolean;
  isPending: boolean;
  onClose(): void;
  onSubmit(body: PlanActionBody): void;
}

/** Adds or edits one action: every field, checked by the contract's schema before it is sent. */
export function ActionDialog({ action, open, isPending, onClose, onSubmit }: ActionDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={action ? t('plans.pro.editAction') : t('plans.pro.addAction')}
    >
      {open ? (
        <ActionForm key={action?.id ?? 'new'} action={action} isPending={isPending} onClose={onClose} onSubmit={onSubmit} />
      ) : null}
    </Dialog>
  );
}

function ActionForm({ action, isPending, onClose, onSubmit }: Omit<ActionDialogProps, 'open'>) {
  const t = useT();
  const form = useForm<PlanActionForm, unknown, PlanActionBody>({
    resolver: resolver as never,
    defaultValues: action
      ? {
          accountLabel: action.accountLabel,
          kind: action.kind,
          amount: action.amount,
          pointsMin: action.pointsMin,
          pointsMax: action.pointsMax,
          dueOn: action.dueOn,
          statementDay: action.statementDay,
          instructions: action.instructions,
        }
      : EMPTY,
  });
  const errors = form.formState.errors;
  const asNumber = { setValueAs: numberOrNull };
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} onFocus={resolver.preload} noValidate className="space-y-4">
      <FormField label={t('plans.pro.accountLabel')} hint={t('plans.pro.accountLabelHint')} error={errors.accountLabel?.message}>
        <Input maxLength={PLAN_LIMITS.accountLabelMax + 20} {...form.register('accountLabel')} />
      </FormField>
      <FormField label={t('plans.pro.kind')} error={errors.kind?.message}>
        <Select {...form.register('kind')}>
          {PLAN_ACTION_KINDS.map((k) => (
            <option key={k.code} value={k.code}>
              {t(`plans.actionKind.${k.code}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('plans.pro.pointsMin')} error={errors.pointsMin?.message}>
          <Input inputMode="numeric" {...form.register('pointsMin', asNumber)} />
        </FormField>
        <FormField label={t('plans.pro.pointsMax')} error={errors.pointsMax?.message}>
          <Input inputMode="numeric" {...form.register('pointsMax', asNumber)} />
        </FormField>
        <FormField label={t('plans.pro.amount')} error={errors.amount?.message}>
          <Input inputMode="numeric" {...form.register('amount', asNumber)} />
        </FormField>
        <FormField label={t('plans.pro.dueOn')} error={errors.dueOn?.message}>
          <Input type="date" {...form.register('dueOn', { setValueAs: blankToNull })} />
        </FormField>
        <FormField
          label={t('plans.pro.statementDay')}
          hint={t('plans.pro.statementDayHint')}
          error={errors.statementDay?.message}
        >
          <Input inputMode="numeric" {...form.register('statementDay', asNumber)} />
        </FormField>
      </div>
      <FormField label={t('plans.pro.instructions')} error={errors.instructions?.message}>
        <Textarea rows={4} maxLength={PLAN_LIMITS.instructionsMax + 200} {...form.register('instructions')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('plans.pro.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {t('plans.pro.saveAction')}
        </Button>
      </div>
    </form>
  );
}
