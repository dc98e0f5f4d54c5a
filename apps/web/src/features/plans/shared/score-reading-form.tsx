import type { CheckpointBody } from '@mx/contract';
import { CLIENT_PLAN_TEXT } from '@mx/contract/plan-page-texts';
import { BUREAUS } from '@mx/contract/plan-texts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localDay } from '../../../lib/format.ts';
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
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notify.success(CLIENT_PLAN_TEXT.recorded);
        form.reset(empty());
      },
      onError: (err) => notify.error(CLIENT_PLAN_TEXT.recordFailed, errorMessage(err)),
    }),
  );
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4" aria-label={label}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={CLIENT_PLAN_TEXT.bureau} error={errors.bureau?.message}>
          <Select {...form.register('bureau')}>
            <option value="">{CLIENT_PLAN_TEXT.chooseBureau}</option>
            {BUREAUS.map((b) => (
              <option key={b.code} value={b.code}>
                {b.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={CLIENT_PLAN_TEXT.score} hint={CLIENT_PLAN_TEXT.scoreHint} error={errors.score?.message}>
          <ScoreInput {...form.register('score', { valueAsNumber: true })} />
        </FormField>
        <FormField label={CLIENT_PLAN_TEXT.readOn} error={errors.readOn?.message}>
          <Input type="date" max={localDay()} {...form.register('readOn')} />
        </FormField>
      </div>
      <Button type="submit" isLoading={add.isPending}>
        {CLIENT_PLAN_TEXT.record}
      </Button>
    </form>
  );
}
