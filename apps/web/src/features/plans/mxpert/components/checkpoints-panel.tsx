import { BUREAUS, bureauLabel, type CheckpointBody, type PlanCheckpoint } from '@mx/contract';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Select } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDay } from '../../../../lib/format.ts';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';
import { notify } from '../../../../lib/toast.ts';
import { ScoreInput } from '../../shared/score-input.tsx';
import { useRecordCheckpoint } from '../api/mxpert-plans.ts';
import { blankToNull, numberOrNull } from './field-values.ts';

const resolver = lazyZodResolver<CheckpointBody>(() => import('@mx/contract/plans').then((m) => m.checkpointBody));

/** The scores either side recorded, newest first, and (while the plan can change) a form to record one. */
export function CheckpointsPanel({
  planId,
  checkpoints,
  editable,
}: {
  planId: string;
  checkpoints: readonly PlanCheckpoint[];
  editable: boolean;
}) {
  const newestFirst = [...checkpoints].sort((a, b) => b.readOn.localeCompare(a.readOn) || b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="space-y-4">
      {newestFirst.length === 0 ? (
        <p className="text-sm text-slate-700">{PLAN_PRO_TEXT.noCheckpoints}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap">
            <caption className="sr-only">{PLAN_PRO_TEXT.checkpointsTitle}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PLAN_PRO_TEXT.checkpointBureau}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PLAN_PRO_TEXT.checkpointScore}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {PLAN_PRO_TEXT.checkpointReadOn}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {PLAN_PRO_TEXT.checkpointBy}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {newestFirst.map((c) => (
                <tr key={c.id}>
                  <td className="py-2 pr-3">{bureauLabel(c.bureau)}</td>
                  <td className="py-2 pr-3 font-semibold">{c.score}</td>
                  <td className="py-2 pr-3">{formatDay(c.readOn)}</td>
                  <td className="py-2">{PLAN_PRO_TEXT.recordedBy[c.recordedBy]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editable ? <CheckpointForm planId={planId} /> : null}
    </div>
  );
}

function CheckpointForm({ planId }: { planId: string }) {
  const record = useRecordCheckpoint(planId);
  const form = useForm<CheckpointBody>({
    resolver,
    defaultValues: { bureau: 'equifax', score: '' as unknown as number, readOn: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: () => {
        notify.success(PLAN_PRO_TEXT.checkpointSaved);
        form.reset({ bureau: body.bureau, score: '' as unknown as number, readOn: '' });
      },
      onError: (err) => notify.error(PLAN_PRO_TEXT.checkpointFailed, errorMessage(err)),
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="space-y-3"
      aria-label={PLAN_PRO_TEXT.recordCheckpoint}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={PLAN_PRO_TEXT.checkpointBureau} error={errors.bureau?.message}>
          <Select {...form.register('bureau')}>
            {BUREAUS.map((b) => (
              <option key={b.code} value={b.code}>
                {b.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={PLAN_PRO_TEXT.checkpointScore} error={errors.score?.message}>
          <ScoreInput {...form.register('score', { setValueAs: numberOrNull })} />
        </FormField>
        <FormField label={PLAN_PRO_TEXT.checkpointReadOn} error={errors.readOn?.message}>
          <Input type="date" {...form.register('readOn', { setValueAs: blankToNull })} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" isLoading={record.isPending}>
          {PLAN_PRO_TEXT.recordCheckpoint}
        </Button>
      </div>
    </form>
  );
}
