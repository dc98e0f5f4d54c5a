import {
  type GuestCopForm,
  guestCopForm,
  HONEYPOT_FIELD,
  MORTGAGE_PROCESSES,
  memberCopForm,
  SUBMISSION_TEXT,
} from '@mx/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSendCopRequest } from '../api/submit-inquiry.ts';
import { useInquiryForm } from '../use-inquiry-form.ts';
import type { InquiryFormProps } from './contact-form.tsx';
import { HoneypotField, PhoneField, PreferredContactField, RadioGroupField, SenderFields } from './inquiry-fields.tsx';

const EMPTY: GuestCopForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  mortgageProcess: 'pre-qual',
  [HONEYPOT_FIELD]: '',
};

/** The Request Credit Optimization Plan form, in a modal of the profile page (spec sections 2 and 5). */
export function CopRequestDialog({
  open,
  onOpenChange,
  expertName,
  ...props
}: InquiryFormProps & { open: boolean; onOpenChange(open: boolean): void; expertName: string }) {
  const { form, onSubmit, senderProps, isPending } = useInquiryForm({
    ...props,
    guestSchema: guestCopForm,
    memberSchema: memberCopForm,
    empty: EMPTY,
    send: useSendCopRequest(),
    toBody: (values) => ({
      phone: values.phone,
      preferredContact: values.preferredContact ?? 'email',
      mortgageProcess: values.mortgageProcess ?? 'pre-qual',
    }),
    failedText: SUBMISSION_TEXT.copFailed,
    onSent: (guest) => {
      onOpenChange(false);
      props.onSent(guest);
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request a Credit Optimization Plan"
      description={`${expertName} will review your credit and show you how to reach a better rate.`}
    >
      <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-label="Request a Credit Optimization Plan">
        <SenderFields {...senderProps} />
        <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
        <PreferredContactField registration={form.register('preferredContact')} error={errors.preferredContact?.message} />
        <RadioGroupField
          legend="Where are you in the mortgage process?"
          options={MORTGAGE_PROCESSES}
          registration={form.register('mortgageProcess')}
          error={errors.mortgageProcess?.message}
        />
        <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
        <Button type="submit" className="w-full" isLoading={isPending}>
          Submit Request
        </Button>
      </form>
    </Dialog>
  );
}
