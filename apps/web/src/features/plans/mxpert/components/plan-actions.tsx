import type { PlanAction, PlanActionBody } from '@mx/contract';
import { ArrowDown, ArrowUp, type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { useAddAction, useDeleteAction, usePatchAction } from '../../../../lib/api/mxpert-plans.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDay, formatDollars } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { notify } from '../../../../lib/toast.ts';
import { pointsText } from '../../shared/points-text.ts';
import { ActionDialog } from './action-dialog.tsx';

/** A small button about one action: its icon and label, the action's account named for screen readers. */
function ActionButton({
  icon: Icon,
  label,
  action,
  variant = 'outline',
  ...props
}: { icon: LucideIcon; label: string; action: PlanAction } & Omit<ButtonProps, 'size' | 'children'>) {
  return (
    <Button size="sm" variant={variant} {...props}>
      <Icon className="size-4" aria-hidden="true" /> {label}
      <span className="sr-only"> {action.accountLabel}</span>
    </Button>
  );
}

/** An action's facts in one line each: what to do, points, due date, amount, statement day. */
export function ActionFacts({ action }: { action: PlanAction }) {
  const t = useT();
  const facts = [
    t(`plans.actionKind.${action.kind}`),
    pointsText(t, 'points', { min: action.pointsMin, max: action.pointsMax }),
    t('plans.pro.due', { day: formatDay(action.dueOn) }),
    action.amount !== null ? formatDollars(action.amount) : null,
    action.statementDay !== null ? t('plans.pro.statementOn', { day: action.statementDay }) : null,
  ].filter((f): f is string => f !== null);
  return <p className="text-sm text-slate-700">{facts.join(' · ')}</p>;
}

/** The draft's actions in order, each with edit, delete and move up or down; "Add an action" at the end. */
export function PlanActions({ planId, actions, editable }: { planId: string; actions: PlanAction[]; editable: boolean }) {
  const t = useT();
  const add = useAddAction(planId);
  const patch = usePatchAction(planId);
  const remove = useDeleteAction(planId);
  const [editing, setEditing] = useState<PlanAction | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PlanAction | null>(null);

  const onSubmit = (body: PlanActionBody) => {
    const done = {
      onSuccess: () => {
        notify.success(editing === 'new' ? t('plans.pro.actionAdded') : t('plans.pro.actionSaved'));
        setEditing(null);
      },
      onError: (err: unknown) => notify.error(t('plans.pro.actionFailed'), errorMessage(err)),
    };
    if (editing === 'new') add.mutate(body, done);
    else if (editing) patch.mutate({ actionId: editing.id, body }, done);
  };
  const move = (action: PlanAction, position: number) =>
    patch.mutate(
      { actionId: action.id, body: { position } },
      { onError: (err) => notify.error(t('plans.pro.actionFailed'), errorMessage(err)) },
    );

  return (
    <div className="space-y-4">
      {actions.length === 0 ? <p className="text-sm text-slate-700">{t('plans.pro.noActions')}</p> : null}
      <ol className="space-y-3">
        {actions.map((action, index) => (
          <li key={action.id} className="rounded-lg border border-slate-200 p-4" aria-label={action.accountLabel}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900">
                {index + 1}. {action.accountLabel}
              </h3>
            </div>
            <ActionFacts action={action} />
            {action.instructions ? (
              <p className="mt-2 whitespace-pre-line text-sm wrap-anywhere text-slate-800">{action.instructions}</p>
            ) : null}
            {editable ? (
              <div className="mt-3 flex flex-wrap gap-2">
                <ActionButton icon={Pencil} label={t('plans.pro.edit')} action={action} onClick={() => setEditing(action)} />
                <ActionButton
                  icon={ArrowUp}
                  label={t('plans.pro.moveUp')}
                  action={action}
                  disabled={index === 0 || patch.isPending}
                  onClick={() => move(action, index - 1)}
                />
                <ActionButton
                  icon={ArrowDown}
                  label={t('plans.pro.moveDown')}
                  action={action}
                  disabled={index === actions.length - 1 || patch.isPending}
                  onClick={() => move(action, index + 1)}
                />
                <ActionButton
                  icon={Trash2}
                  label={t('plans.pro.deleteAction')}
                  action={action}
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setDeleting(action)}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {editable ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> {t('plans.pro.addAction')}
        </Button>
      ) : null}
      <ActionDialog
        open={editing !== null}
        action={editing === 'new' ? null : editing}
        isPending={add.isPending || patch.isPending}
        onClose={() => setEditing(null)}
        onSubmit={onSubmit}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? null : setDeleting(null))}
        title={t('plans.pro.deleteActionTitle')}
        description={deleting ? t('plans.pro.deleteActionText', { label: deleting.accountLabel }) : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('plans.pro.cancel')}
            </Button>
            <Button
              variant="danger"
              isLoading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notify.success(t('plans.pro.actionDeleted'));
                    setDeleting(null);
                  },
                  onError: (err) => notify.error(t('plans.pro.actionFailed'), errorMessage(err)),
                })
              }
            >
              {t('plans.pro.deleteAction')}
            </Button>
          </>
        }
      />
    </div>
  );
}
