import type { CopPlanQuestions, GuestCopForm } from '@mx/contract';
import { HONEYPOT_FIELD } from '@mx/contract/limits';
import { MORTGAGE_PROCESSES } from '@mx/contract/vocab';
import {
  ConsentField,
  HoneypotField,
  PhoneField,
  PreferredContactField,
  RadioGroupField,
  SenderFields,
} from '../../../components/forms/sender-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useNamespaces } from '../../../lib/page-texts.ts';
import { useSendCopRequest } from '../api/submit-lead.ts';
import { useLeadForm } from '../use-lead-form.ts';
import type { LeadFormProps } from './contact-form.tsx';
import { PLAN_QUESTIONS, PlanQuestionsFields } from './plan-questions-fields.tsx';

/** Validation loads when the visitor starts filling the form in (the page stays light). */
const guestResolver = lazyZodResolver<GuestCopForm>(() => import('@mx/contract/contact').then((m) => m.guestCopForm));
const memberResolver = lazyZodResolver<GuestCopForm>(() => import('@mx/contract/contact').then((m) => m.memberCopForm));

const EMPTY: GuestCopForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  mortgageProcess: 'pre-qual',
  believedScoreRange: undefined,
  targetScore: undefined,
  timeline: undefined,
  loanAmount: undefined,
  zip: undefined,
  consent: false as unknown as true,
  [HONEYPOT_FIELD]: '',
};

function pickPlanQuestions(v: CopPlanQuestions): CopPlanQuestions {
  return Object.fromEntries(PLAN_QUESTIONS.map((name) => [name, v[name]]));
}

/** The Request Credit Optimization Plan form, in a modal of the profile page. */
export function CopRequestDialog({
  open,
  onOpenChange,
  professionalName,
  ...props
}: LeadFormProps & { open: boolean; onOpenChange(open: boolean): void; professionalName: string }) {
  const t = useT();
  const ready = useNamespaces(['copRequest']);
  const { form, onSubmit, preload, senderProps, isPending } = useLeadForm({
    ...props,
    guestResolver,
    memberResolver,
    empty: EMPTY,
    send: useSendCopRequest(),
    toBody: (values) => ({
      phone: values.phone,
      preferredContact: values.preferredContact ?? 'email',
      mortgageProcess: values.mortgageProcess ?? 'pre-qual',
      // The resolver hands over the parsed values: empty answers are gone, numbers are numbers.
      ...pickPlanQuestions(values as unknown as CopPlanQuestions),
      consent: values.consent,
    }),
    failedText: ready ? t('copRequest.failed') : '',
    onSent: (guest) => {
      onOpenChange(false);
      props.onSent(guest);
    },
  });
  const { errors } = form.formState;
  // The dialog waits for its texts (one small chunk, loaded with the dialog's code).
  if (!ready) return null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('copRequest.title')}
      description={t('copRequest.description', { name: professionalName })}
    >
      <form onSubmit={onSubmit} onFocus={preload} noValidate className="relative space-y-4" aria-label={t('copRequest.title')}>
        <SenderFields {...senderProps} />
        <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
        <PreferredContactField registration={form.register('preferredContact')} error={errors.preferredContact?.message} />
        <RadioGroupField
          legend={t('copRequest.processLegend')}
          options={MORTGAGE_PROCESSES.map((o) => ({ code: o.code, label: t(`copRequest.process.${o.code}`) }))}
          registration={form.register('mortgageProcess')}
          error={errors.mortgageProcess?.message}
        />
        <PlanQuestionsFields registration={(name) => form.register(name)} errorOf={(name) => errors[name]?.message} />
        <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
        <ConsentField named={props.consentFor} registration={form.register('consent')} error={errors.consent?.message} />
        <Button type="submit" className="w-full" isLoading={isPending}>
          {t('copRequest.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
