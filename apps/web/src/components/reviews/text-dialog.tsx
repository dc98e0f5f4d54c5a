import { reviewReportBody } from '@mx/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { reviewSentence } from '../../lib/review-sentence.ts';
import { schemaErrors } from '../../lib/schema-errors.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Textarea } from '../ui/input.tsx';

/**
 * A modal asking for one text (a reply, a report's reason, a hide reason), checked with the request's
 * schema from the contract (its `field`), as the server checks it, and sent as typed.
 */
export function TextDialog({
  open,
  onOpenChange,
  title,
  label,
  hint,
  initial = '',
  schema,
  field,
  submitLabel,
  danger,
  isPending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  label: string;
  hint: string;
  initial?: string;
  /** The request body's schema; the text is its `field`. */
  schema: z.ZodType;
  field: string;
  submitLabel: string;
  danger?: boolean;
  isPending: boolean;
  onSubmit(text: string): void;
}) {
  const t = useT();
  const ready = useNamespaces(['reviews']);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  if (!ready) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setText(initial);
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title={title}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(schema, { [field]: text })?.[field];
          setError(found === undefined ? undefined : reviewSentence(found));
          if (!found) onSubmit(text);
        }}
      >
        <FormField label={label} hint={hint} error={error}>
          <Textarea rows={4} value={text} onChange={(e) => setText(e.target.value)} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} isLoading={isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The report of a review to the admins: its reason, 10 to 1,000 characters. The professional's and anyone's. */
export function ReportReviewDialog({
  authorName,
  onClose,
  isPending,
  onSubmit,
}: {
  authorName: string;
  onClose(): void;
  isPending: boolean;
  onSubmit(reason: string): void;
}) {
  const t = useT();
  return (
    <TextDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('reviews.reportBy', { name: authorName })}
      label={t('reviews.reportWhy')}
      hint={t('reviews.reportHint')}
      schema={reviewReportBody}
      field="reason"
      submitLabel={t('reviews.reportSubmit')}
      isPending={isPending}
      onSubmit={onSubmit}
    />
  );
}
