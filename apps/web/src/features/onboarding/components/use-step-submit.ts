import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * Sends a step: on success the wizard moves on; on failure the server's sentence shows above the
 * form and in a toast (titled `toastTitle` when the step has one, as for the contacts step).
 */
export function useStepSubmit<I, R = unknown>(
  mutation: UseMutationResult<R, Error, I>,
  opts: { onSaved(answer: R): void; fallback: string; toastTitle?: string; onFailed?(): void },
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (input: I) => {
    setFormError(null);
    mutation.mutate(input, {
      onSuccess: opts.onSaved,
      onError: (err) => {
        const message = errorMessage(err, opts.fallback);
        setFormError(message);
        notify.error(opts.toastTitle ?? message);
        opts.onFailed?.();
      },
    });
  };
  return { submit, formError, isPending: mutation.isPending };
}
