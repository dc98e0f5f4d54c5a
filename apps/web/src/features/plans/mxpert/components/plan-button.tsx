import { paths } from '@mx/contract/paths';
import { PLAN_PRO_TEXT } from '@mx/contract/plan-pro-texts';
import { ClipboardCheck, ClipboardPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { useStartPlan } from '../api/mxpert-plans.ts';

/**
 * A lead's plan on its card and in its thread: "Open plan" once it has one, else "Start a plan",
 * which starts the draft and opens it. A refusal (a paused or suspended professional) shows the
 * server's sentence under the button.
 */
export function PlanButton({ leadId, planId, name }: { leadId: string; planId: string | null | undefined; name: string }) {
  const start = useStartPlan();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (planId) {
    return (
      <LinkButton
        to={paths.mxpertPlan(planId)}
        size="sm"
        variant="secondary"
        aria-label={`${PLAN_PRO_TEXT.openPlan} for ${name}`}
      >
        <ClipboardCheck className="size-4" aria-hidden="true" /> {PLAN_PRO_TEXT.openPlan}
      </LinkButton>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="sm"
        variant="secondary"
        isLoading={start.isPending}
        aria-label={`${PLAN_PRO_TEXT.startPlan} for ${name}`}
        onClick={() => {
          setRefusal(null);
          start.mutate(leadId, {
            onSuccess: (id) => {
              notify.success(PLAN_PRO_TEXT.started);
              navigate(paths.mxpertPlan(id));
            },
            onError: (err) => {
              const message = errorMessage(err);
              setRefusal(message);
              notify.error(PLAN_PRO_TEXT.startFailed, message);
            },
          });
        }}
      >
        <ClipboardPlus className="size-4" aria-hidden="true" /> {PLAN_PRO_TEXT.startPlan}
      </Button>
      {refusal ? (
        <p className="max-w-xs text-sm text-red-700" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
