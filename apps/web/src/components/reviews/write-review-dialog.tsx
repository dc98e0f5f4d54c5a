import { createReviewBody, type OwnReview } from '@mx/contract';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useCreateReview, useUpdateReview } from '../../lib/api/reviews.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { reviewSentence } from '../../lib/review-sentence.ts';
import { schemaErrors } from '../../lib/schema-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Dialog } from '../ui/dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input, Select, Textarea } from '../ui/input.tsx';

const SUB_RATINGS = ['responsiveness', 'knowledge', 'communication'] as const;
type SubKey = (typeof SUB_RATINGS)[number];

interface Values {
  rating: number | null;
  responsiveness: string;
  knowledge: string;
  communication: string;
  body: string;
  pointsImproved: string;
}

const fromReview = (r: OwnReview | null): Values => ({
  rating: r?.rating ?? null,
  responsiveness: r?.responsiveness ? String(r.responsiveness) : '',
  knowledge: r?.knowledge ? String(r.knowledge) : '',
  communication: r?.communication ? String(r.communication) : '',
  body: r?.body ?? '',
  pointsImproved: r?.pointsImproved !== null && r?.pointsImproved !== undefined ? String(r.pointsImproved) : '',
});

/** The review form: a new review of the professional, or the author's edit of theirs. */
export function WriteReviewDialog({
  open,
  onOpenChange,
  cxid,
  professionalName,
  existing,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  cxid: string;
  professionalName: string;
  existing: OwnReview | null;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => fromReview(existing));
  const [errors, setErrors] = useState<Partial<Record<'rating' | 'body' | 'pointsImproved', string>>>({});
  const create = useCreateReview();
  const update = useUpdateReview();
  const legendId = useId();
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const sub = (key: SubKey) => (values[key] ? Number(values[key]) : null);
    const fields = {
      rating: values.rating ?? undefined,
      responsiveness: sub('responsiveness'),
      knowledge: sub('knowledge'),
      communication: sub('communication'),
      body: values.body,
      pointsImproved: values.pointsImproved.trim() === '' ? null : Number(values.pointsImproved),
    };
    // The request's own schema, as the server checks it (an edit sends the same fields).
    const found = schemaErrors(createReviewBody, { cxid, ...fields }) ?? {};
    const said = (text: string | undefined) => (text === undefined ? undefined : reviewSentence(text));
    setErrors({ rating: said(found.rating), body: said(found.body), pointsImproved: said(found.pointsImproved) });
    if (found.rating || found.body || found.pointsImproved || fields.rating === undefined) return;
    const valid = { ...fields, rating: fields.rating };
    const done = {
      onSuccess: (res: { message: string }) => {
        notify.success(res.message);
        onOpenChange(false);
      },
      onError: (err: unknown) => notify.error(errorMessage(err)),
    };
    if (existing) update.mutate({ reviewId: existing.id, ...valid }, done);
    else create.mutate({ cxid, ...valid }, done);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={existing ? t('reviews.editYours') : t('reviews.reviewOf', { name: professionalName })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset aria-describedby={errors.rating ? `${legendId}-error` : undefined}>
          <legend id={legendId} className="text-sm font-medium text-slate-800">
            {t('reviews.overall')}
          </legend>
          <StarPicker value={values.rating} onChange={(rating) => set({ rating })} />
          {errors.rating ? (
            <p id={`${legendId}-error`} className="mt-1.5 text-sm text-red-700" role="alert">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          {SUB_RATINGS.map((key) => (
            <FormField key={key} label={t('reviews.optional', { label: t(`reviews.${key}`) })}>
              <Select value={values[key]} onChange={(e) => set({ [key]: e.target.value } as Partial<Values>)}>
                <option value="">{t('reviews.notRated')}</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {n} / 5
                  </option>
                ))}
              </Select>
            </FormField>
          ))}
        </div>
        <FormField label={t('reviews.yourReview')} hint={t('reviews.bodyHint')} error={errors.body}>
          <Textarea rows={5} value={values.body} onChange={(e) => set({ body: e.target.value })} />
        </FormField>
        <FormField label={t('reviews.pointsLabel')} hint={t('reviews.pointsHint')} error={errors.pointsImproved}>
          <Input
            inputMode="numeric"
            value={values.pointsImproved}
            onChange={(e) => set({ pointsImproved: e.target.value })}
            className="w-32"
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending || update.isPending}>
            {existing ? t('reviews.save') : t('reviews.publish')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Five stars to tap: each is a radio button named '1 star' to '5 stars' (arrow keys move between
 * them), filled up to the choice or to the star under the pointer.
 */
function StarPicker({ value, onChange }: { value: number | null; onChange(rating: number): void }) {
  const t = useT();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="mt-1.5 flex items-center gap-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover only previews; the radios take the choice. */}
      <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            onMouseEnter={() => setHovered(n)}
          >
            {/* The radio covers its star, unseen: a tap anywhere on the star is a tap on the radio. */}
            <input
              type="radio"
              name="rating"
              value={n}
              className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('reviews.stars', { count: n })}
            />
            <Star className={cn('size-8', n <= shown ? 'fill-amber-500 text-amber-500' : 'text-slate-400')} aria-hidden="true" />
          </label>
        ))}
      </div>
      <span className="text-sm text-slate-700" aria-hidden="true">
        {value ? t('reviews.stars', { count: value }) : ''}
      </span>
    </div>
  );
}
