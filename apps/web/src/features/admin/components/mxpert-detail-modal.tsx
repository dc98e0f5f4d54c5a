import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useMxpertDetail } from '../api/mxpert-detail.ts';
import { useMxpertDecisions } from './mxpert-decisions.tsx';
import { MxpertDetailBody } from './mxpert-detail-body.tsx';

/** One professional's details, with the decisions the approval rules allow (mxpert-decisions.tsx). */
export function MxpertDetailModal({ mxpertId, onClose }: { mxpertId: string | null; onClose(): void }) {
  const t = useT();
  const detail = useMxpertDetail(mxpertId);
  const m = detail.data;
  const name = m ? m.fullName?.trim() || m.user.name : '';
  const { footer, dialogs } = useMxpertDecisions(m, name, onClose);
  return (
    <>
      <Dialog
        open={mxpertId !== null}
        onOpenChange={(open) => !open && onClose()}
        title={m ? name : t('admin.detailTitle')}
        className="sm:max-w-2xl lg:max-w-3xl"
        footer={footer}
      >
        {detail.isPending ? (
          <Spinner label={t('admin.detailLoading')} />
        ) : detail.isError ? (
          <Alert tone="error">{errorMessage(detail.error, t('admin.detailFailed'))}</Alert>
        ) : m ? (
          <MxpertDetailBody m={m} name={name} />
        ) : null}
      </Dialog>
      {dialogs}
    </>
  );
}
