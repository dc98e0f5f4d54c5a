import { paths } from '@mx/contract/paths';
import { ClipboardCheck, ClipboardPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStartPlan } from '../../lib/api/mxpert-plans.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { notify } from '../../lib/toast.ts';
import { Button, LinkButton } from '../ui/button.tsx';

/**
 * A lead's plan on its card and in its conversation: "Open plan" once it has one, else "Start a plan",
 * which starts the draft and opens it. A refusal (a paused or suspended professional) shows the
 * server's sentence under the button.
 */
export function PlanButton({ leadId, planId, name }: { leadId: string; planId: string | null | undefined; name: string }) {
  const t = useT();
  const start = useStartPlan();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const ready = useNamespaces(['plans']);
  if (!ready) return null;
  if (planId) {
    return (
      <LinkButton to={paths.mxpertPlan(planId)} size="sm" variant="secondary" aria-label={t('plans.pro.openPlanFor', { name })}>
        <ClipboardCheck className="size-4" aria-hidden="true" /> {t('plans.pro.openPlan')}
      </LinkButton>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="sm"
        variant="secondary"
        isLoading={start.isPending}
        aria-label={t('plans.pro.startPlanFor', { name })}
        onClick={() => {
          setRefusal(null);
          start.mutate(leadId, {
            onSuccess: (id) => {
              notify.success(t('plans.pro.started'));
              navigate(paths.mxpertPlan(id));
            },
            onError: (err) => {
              const message = errorMessage(err);
              setRefusal(message);
              notify.error(t('plans.pro.startFailed'), message);
            },
          });
        }}
      >
        <ClipboardPlus className="size-4" aria-hidden="true" /> {t('plans.pro.startPlan')}
      </Button>
      {refusal ? (
        <p className="max-w-xs text-sm text-red-700" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
