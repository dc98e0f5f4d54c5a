import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { type LeadOf, useConsent } from '../api/consents.ts';

/** The consent record stored with a lead (docs/decisions/057), as an admin reads it. */
export function ConsentRecordDialog({ lead, onClose }: { lead: LeadOf | null; onClose(): void }) {
  const t = useT();
  const consent = useConsent(lead);
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? null : onClose())} title={t('admin.consentTitle')}>
      {consent.isPending ? (
        <Spinner label={t('admin.consentLoading')} className="py-6" />
      ) : consent.isError ? (
        <Alert tone="error">{errorMessage(consent.error, t('admin.consentFailed'))}</Alert>
      ) : (
        <dl className="grid gap-x-3 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">{t('admin.consentStatement')}</dt>
          <dd className="text-slate-900">{consent.data.text}</dd>
          <dt className="font-medium text-slate-600">{t('admin.consentRecorded')}</dt>
          <dd className="text-slate-900">{formatDateTime(consent.data.recordedAt)}</dd>
          <dt className="font-medium text-slate-600">{t('admin.consentAddress')}</dt>
          <dd className="text-slate-900">{consent.data.clientAddress}</dd>
          <dt className="font-medium text-slate-600">{t('admin.consentUserAgent')}</dt>
          <dd className="wrap-anywhere text-slate-900">{consent.data.userAgent ?? t('admin.consentNotSent')}</dd>
          <dt className="font-medium text-slate-600">{t('admin.consentVersion')}</dt>
          <dd className="text-slate-900">{consent.data.version}</dd>
          <dt className="font-medium text-slate-600">SHA-256</dt>
          <dd className="wrap-anywhere font-mono text-xs text-slate-900">{consent.data.textSha256}</dd>
        </dl>
      )}
    </Dialog>
  );
}
