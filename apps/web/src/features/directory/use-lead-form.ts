import type { SenderFields } from '@mx/contract';
import { localeOfPath } from '@mx/contract/i18n/locale';
import { HONEYPOT_FIELD } from '@mx/contract/limits';
import { sanitizeText } from '@mx/contract/sanitize';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { i18n } from '../../lib/i18n.tsx';
import type { LazyResolver } from '../../lib/lazy-resolver.ts';
import type { ContactPrefill } from '../../lib/session-store.ts';
import { notify } from '../../lib/toast.ts';
import { newIdempotencyKey, type Submission } from './api/submit-lead.ts';

type FormBase = SenderFields & { [HONEYPOT_FIELD]?: string };

export interface LeadFormOptions<Form extends FormBase, Body> {
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

/** The guest's name (cleaned) and e-mail; nothing for a signed-in user, whose account says who sends. */
export function guestSender(values: SenderFields, isSignedIn: boolean): ContactPrefill | null {
  if (isSignedIn) return null;
  return { firstName: sanitizeText(values.firstName), lastName: sanitizeText(values.lastName), email: values.email };
}

/** The request body: the guest's fields, the form's own fields and the honeypot only when something filled it. */
export function leadBody<Body>(
  guest: ContactPrefill | null,
  fields: Omit<Body, keyof SenderFields>,
  honeypot: string | undefined,
): Body {
  return { ...guest, ...fields, [HONEYPOT_FIELD]: honeypot || undefined } as Body;
}

/**
 * One Idempotency-Key per filled-in form: every attempt until a success (a retry after an error, a
 * double click) sends the same key, so the server stores one row; a success starts a new key.
 */
export function submissionKeys(newKey: () => string = newIdempotencyKey) {
  let current: string | null = null;
  return {
    forAttempt: () => {
      current ??= newKey();
      return current;
    },
    succeeded: () => {
      current = null;
    },
  };
}

/**
 * What the message form and the COP form share: the schema for a guest or a signed-in user, the
 * client-side clean-up of free text, one Idempotency-Key per filled-in form (a retry or a double
 * click stores one row; a success starts a new key), the reset, and the error toast.
 */
export function useLeadForm<Form extends FormBase & FieldValues, Body>(opts: LeadFormOptions<Form, Body>) {
  const { user } = useAuth();
  const [keys] = useState(() => submissionKeys());
  const resolver = user ? opts.memberResolver : opts.guestResolver;
  const form = useForm<Form>({ resolver, defaultValues: opts.empty as DefaultValues<Form> });

  const onSubmit = form.handleSubmit((values) => {
    const guest = guestSender(values, Boolean(user));
    const body = leadBody<Body>(guest, opts.toBody(values), values[HONEYPOT_FIELD]);
    // The page's language: the professional's alert names it, and a guest's e-mails are written in it.
    const locale = localeOfPath(window.location.pathname);
    opts.send.mutate(
      { state: opts.urlState, cxid: opts.cxid, body: { ...body, locale }, idempotencyKey: keys.forAttempt() },
      {
        onSuccess: () => {
          keys.succeeded();
          form.reset(opts.empty);
          opts.onSent(guest);
        },
        onError: (err) => notify.error(i18n._('profile.errorTitle'), errorMessage(err, opts.failedText)),
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
