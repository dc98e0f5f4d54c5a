import { PLAN_LIMITS } from '@mx/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/input.tsx';
import { useClosePlan } from '../../../../lib/api/mxpert-plans.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { notify } from '../../../../lib/toast.ts';

interface CloseForm {
  reason: string;
}
const resolver = lazyZodResolver<CloseForm>(() => import('@mx/contract/plans').then((m) => m.closePlanBody));

/** Close plan, with the reason asked in a dialog. */
export function ClosePlan({ planId }: { planId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = useClosePlan(planId);
  const form = useForm<CloseForm>({ resolver, defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit(({ reason }) =>
    close.mutate(reason, {
      onSuccess: () => {
        notify.success(t('plans.pro.closed'));
        setOpen(false);
      },
      onError: (err) => notify.error(t('plans.pro.closeFailed'), errorMessage(err)),
    }),
  );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('plans.pro.closePlan')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('plans.pro.closeTitle')} description={t('plans.pro.closeText')}>
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
          <FormField label={t('plans.pro.closeReason')} error={form.formState.errors.reason?.message}>
            <Textarea rows={3} maxLength={PLAN_LIMITS.closeReasonMax + 100} {...form.register('reason')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('plans.pro.cancel')}
            </Button>
            <Button type="submit" variant="danger" isLoading={close.isPending}>
              {t('plans.pro.closePlan')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
