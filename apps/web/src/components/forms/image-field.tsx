import { IMAGE_COMPRESS_ABOVE_BYTES, IMAGE_MAX_BYTES, IMAGE_TEXT } from '@mx/contract';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { compressImage } from '../../lib/image-compress.ts';
import { sniffImageType } from '../../lib/image-signature.ts';
import { translateSentence } from '../../lib/page-texts.ts';
import { cn } from '../ui/cn.ts';
import { FileInput } from '../ui/file-input.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';

export interface ImageFieldProps {
  label: string;
  /** The image saved before, shown until another is chosen. */
  currentUrl: string | null;
  file: File | null;
  onFileChange(file: File | null): void;
  /** Upload progress (0 to 1) while the form is being sent. */
  progress: number | null;
  disabled?: boolean;
  shape?: 'round' | 'wide';
}

const ACCEPTED = ['image/jpeg', 'image/png'];

/**
 * Choose a JPG or PNG of at most 5 MB; one over 1 MB is compressed here first (to about
 * 800 KB at quality 0.9). Shows the image and, while sending, the upload progress.
 */
export function ImageField({ label, currentUrl, file, onFileChange, progress, disabled, shape = 'round' }: ImageFieldProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [isCompressing, setIsCompressing] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** One error at a time; the file chosen before is dropped, so no broken preview and nothing wrong is sent. */
  const refuse = (input: HTMLInputElement, message: string) => {
    setError(translateSentence(message));
    onFileChange(null);
    // Choosing the same file again must run the checks again.
    input.value = '';
  };

  const onChange = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    setError(null);
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return refuse(input, IMAGE_TEXT.wrongType);
    if (chosen.size > IMAGE_MAX_BYTES) return refuse(input, IMAGE_TEXT.tooLarge);
    // A name ending in .png says nothing: the first bytes say what the file is.
    if (!(await sniffImageType(chosen))) return refuse(input, IMAGE_TEXT.unreadable);
    if (chosen.size <= IMAGE_COMPRESS_ABOVE_BYTES) return onFileChange(chosen);
    setIsCompressing(true);
    try {
      onFileChange(await compressImage(chosen, { maxBytes: 800 * 1024, quality: 0.9, maxSide: 1600 }));
    } finally {
      setIsCompressing(false);
    }
  };

  const shown = previewUrl ?? currentUrl;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-100',
            shape === 'round' ? 'size-20 rounded-full' : 'h-16 w-32 rounded-lg',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={t('onboarding.imagePreview', { label })}
              className={shape === 'round' ? 'size-full object-cover' : 'size-full object-contain'}
            />
          ) : (
            <ImageUp className="size-7 text-slate-500" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <FileInput
            id={id}
            chosenName={file?.name ?? null}
            texts={{ choose: t('onboarding.chooseFile'), none: t('onboarding.noFile') }}
            accept="image/jpeg,image/png"
            disabled={disabled || isCompressing}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => void onChange(e.target)}
          />
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t(isCompressing ? 'onboarding.imageCompressing' : 'onboarding.imageHint')}
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {progress !== null && file ? (
        <div className="space-y-1">
          <ProgressBar value={progress * 100} label={t('onboarding.imageProgress', { label })} />
          <p className="text-xs text-slate-600">{t('onboarding.imageUploading', { percent: Math.round(progress * 100) })}</p>
        </div>
      ) : null}
    </div>
  );
}
