import type { CheckpointBody } from '@mx/contract';
import { BUREAUS } from '@mx/contract/plan-texts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Options, Select } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { ScoreInput } from './score-input.tsx';

/** An empty form: no bureau chosen, no score typed, read today. */
const empty = (): CheckpointBody => ({
  bureau: '' as CheckpointBody['bureau'],
  score: '' as unknown as number,
  readOn: localDay(),
});

const resolver = lazyZodResolver<CheckpointBody>(() => import('@mx/contract/plans').then((m) => m.checkpointBody));

/** A score one side read: the bureau, the score and the day (today unless changed), sent by `record`. */
export function ScoreReadingForm({
  record: add,
  label,
}: {
  record: UseMutationResult<unknown, Error, CheckpointBody>;
  /** Names the form for assistive technology. */
  label?: string;
}) {
  const form = useForm<CheckpointBody>({
    resolver,
    defaultValues: empty(),
  });
  const { errors } = form.formState;
  const t = useT();
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notify.success(t('plans.client.recorded'));
        form.reset(empty());
      },
      onError: (err) => notify.error(t('plans.client.recordFailed'), errorMessage(err)),
    }),
  );
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4" aria-label={label}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('plans.client.bureau')} error={errors.bureau?.message}>
          <Select {...form.register('bureau')}>
            <option value="">{t('plans.client.chooseBureau')}</option>
            <Options options={BUREAUS} />
          </Select>
        </FormField>
        <FormField label={t('plans.client.score')} hint={t('plans.client.scoreHint')} error={errors.score?.message}>
          <ScoreInput {...form.register('score', { valueAsNumber: true })} />
        </FormField>
        <FormField label={t('plans.client.readOn')} error={errors.readOn?.message}>
          <Input type="date" max={localDay()} {...form.register('readOn')} />
        </FormField>
      </div>
      <Button type="submit" isLoading={add.isPending}>
        {t('plans.client.record')}
      </Button>
    </form>
  );
}
