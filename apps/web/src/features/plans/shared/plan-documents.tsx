import type { PlanDocument } from '@mx/contract';
import { PLAN_LIMITS } from '@mx/contract/plan-texts';
import { Download, FileText, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { notify } from '../../../lib/toast.ts';
import { documentUrl, type PlanSide, useDeleteDocument, usePlanDocuments, useUploadDocument } from './plan-documents-api.ts';

/** The first bytes of the kinds of documents a plan takes (the server checks them again). */
const SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];

async function isPlanDocument(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return SIGNATURES.some((bytes) => bytes.every((b, i) => head[i] === b));
}

function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const KIND: Record<PlanDocument['contentType'], string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** A plan's documents for one side: the list (download, delete one's own) and, when `canUpload`, the upload form. */
export function PlanDocuments({ side, planId, canUpload }: { side: PlanSide; planId: string; canUpload: boolean }) {
  const documents = usePlanDocuments(side, planId);
  const [toDelete, setToDelete] = useState<PlanDocument | null>(null);
  const remove = useDeleteDocument(side, planId);
  const t = useT();

  if (documents.isPending) return <Spinner label={t('plans.docs.loading')} className="py-6" />;
  if (documents.isError) return <Alert tone="error">{t('plans.docs.listFailed')}</Alert>;
  const list = documents.data;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('plans.docs.intro')}</p>
      {list.length === 0 ? (
        <p className="text-slate-700">{t('plans.docs.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {list.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <FileText className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900 wrap-anywhere">{doc.fileName}</p>
                <p className="text-sm text-slate-700">
                  {KIND[doc.contentType]} · {sizeOf(doc.sizeBytes)} ·{' '}
                  {doc.mine ? t('plans.docs.byYou') : side === 'mxpert' ? t('plans.docs.byConsumer') : t('plans.docs.byMxpert')} ·{' '}
                  <time dateTime={doc.uploadedAt}>{formatDate(doc.uploadedAt)}</time>
                </p>
              </div>
              <div className="flex gap-2 print:hidden">
                <a
                  href={documentUrl(side, planId, doc.id)}
                  download={doc.fileName}
                  aria-label={t('plans.docs.download', { fileName: doc.fileName })}
                  className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
                >
                  <Download className="size-4" aria-hidden="true" />
                </a>
                {doc.mine ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="size-9 px-0"
                    aria-label={t('plans.docs.delete', { fileName: doc.fileName })}
                    onClick={() => setToDelete(doc)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">{t('plans.docs.count', { n: list.length, max: PLAN_LIMITS.documentsMax })}</p>
      {canUpload ? (
        list.length >= PLAN_LIMITS.documentsMax ? (
          <p className="text-sm text-slate-700 print:hidden">{t('plans.docs.full')}</p>
        ) : (
          <UploadForm side={side} planId={planId} />
        )
      ) : null}
      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('plans.docs.confirmTitle')}
        description={toDelete ? t('plans.docs.confirmText', { fileName: toDelete.fileName }) : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setToDelete(null)}>
              {t('plans.docs.cancel')}
            </Button>
            <Button
              variant="danger"
              isLoading={remove.isPending}
              onClick={() =>
                toDelete &&
                remove.mutate(toDelete.id, {
                  onSuccess: () => {
                    notify.success(t('plans.docs.deleted'));
                    setToDelete(null);
                  },
                  onError: (err) => notify.error(t('plans.docs.deleteFailed'), errorMessage(err)),
                })
              }
            >
              {t('plans.docs.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}

function UploadForm({ side, planId }: { side: PlanSide; planId: string }) {
  const upload = useUploadDocument(side, planId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const t = useT();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const file = input.current?.files?.[0];
    if (!file) return setError(t('plans.docs.required'));
    if (file.size > PLAN_LIMITS.documentMaxBytes) return setError(t('plans.docs.tooLarge'));
    if (!(await isPlanDocument(file))) return setError(t('plans.docs.wrongType'));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          notify.success(t('plans.docs.uploaded'));
          if (input.current) input.current.value = '';
          setChosen(null);
        },
        onError: (err) => {
          const message = errorMessage(err, t('plans.docs.uploadFailed'));
          setError(message);
          notify.error(t('plans.docs.uploadFailed'), message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 print:hidden">
      <FormField label={t('plans.docs.choose')} error={error ?? undefined}>
        <FileInput
          ref={input}
          chosenName={chosen}
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          onChange={(e) => {
            setError(null);
            setChosen(e.target.files?.[0]?.name ?? null);
          }}
        />
      </FormField>
      {upload.isPending ? <ProgressBar value={progress * 100} label={t('plans.docs.uploading')} /> : null}
      <Button type="submit" variant="secondary" isLoading={upload.isPending}>
        {t('plans.docs.upload')}
      </Button>
    </form>
  );
}
