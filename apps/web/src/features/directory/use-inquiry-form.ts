import type { SenderFields } from '@mx/contract';
import { HONEYPOT_FIELD } from '@mx/contract/limits';
import { sanitizeText } from '@mx/contract/sanitize';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import type { LazyResolver } from '../../lib/lazy-resolver.ts';
import type { ContactPrefill } from '../../lib/session-store.ts';
import { notify } from '../../lib/toast.ts';
import { newIdempotencyKey, type Submission } from './api/submit-inquiry.ts';

type FormBase = SenderFields & { [HONEYPOT_FIELD]?: string };

export interface InquiryFormOptions<Form extends FormBase, Body> {
  cxid: string;
  urlState: string;
  /** Validation of the form a guest fills, and of a signed-in user's (no name or e-mail to check). */
  guestResolver: LazyResolver<Form>;
  memberResolver: LazyResolver<Form>;
  empty: Form;
  send: UseMutationResult<unknown, Error, Submission<Body>>;
  /** The fields of this form besides the sender's (free text already cleaned). */
  toBody(values: Form): Omit<Body, keyof SenderFields>;
  failedText: string;
  /** After a success: the guest's name and e-mail, or null for a signed-in user. */
  onSent(guest: ContactPrefill | null): void;
}

/**
 * What the message form and the COP form share: the schema for a guest or a signed-in user, the
 * client-side clean-up of free text, one Idempotency-Key per filled-in form (a retry or a double
 * click stores one row; a success starts a new key), the reset, and the error toast.
 */
export function useInquiryForm<Form extends FormBase & FieldValues, Body>(opts: InquiryFormOptions<Form, Body>) {
  const { user } = useAuth();
  const key = useRef<string>(null);
  const resolver = user ? opts.memberResolver : opts.guestResolver;
  const form = useForm<Form>({ resolver, defaultValues: opts.empty as DefaultValues<Form> });

  const onSubmit = form.handleSubmit((values) => {
    const guest = user
      ? null
      : { firstName: sanitizeText(values.firstName), lastName: sanitizeText(values.lastName), email: values.email };
    const body = { ...guest, ...opts.toBody(values), [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] || undefined } as Body;
    key.current ??= newIdempotencyKey();
    opts.send.mutate(
      { state: opts.urlState, cxid: opts.cxid, body, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = null;
          form.reset(opts.empty);
          opts.onSent(guest);
        },
        onError: (err) => notify.error('Error', errorMessage(err, opts.failedText)),
      },
    );
  });

  const { errors } = form.formState;
  const senderProps = {
    user,
    register: {
      firstName: form.register('firstName' as never),
      lastName: form.register('lastName' as never),
      email: form.register('email' as never),
    },
    errors: {
      firstName: errors.firstName?.message as string | undefined,
      lastName: errors.lastName?.message as string | undefined,
      email: errors.email?.message as string | undefined,
    },
  };
  return { form, onSubmit, preload: resolver.preload, senderProps, isPending: opts.send.isPending };
}
