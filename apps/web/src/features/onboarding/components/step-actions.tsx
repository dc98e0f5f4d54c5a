import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** Back (to the previous step, nothing saved) and the step's save button. */
export function StepActions({
  onBack,
  submitLabel,
  isPending,
  disabled,
}: {
  onBack?: () => void;
  submitLabel: string;
  isPending: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={isPending || disabled}>
          {t('onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" isLoading={isPending} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
