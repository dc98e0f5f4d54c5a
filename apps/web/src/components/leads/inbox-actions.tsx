import type { LeadUpdateForm } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { ManageDialog, type ManageTarget } from './manage-dialog.tsx';

const TEXTS = {
  message: {
    manageTitle: 'leads.manageMessage',
    confirm: 'leads.updateMessage',
    deleteTitle: 'leads.deleteMessage',
    updated: 'leads.messageUpdated',
    updateFailed: 'leads.messageUpdateFailed',
    deleted: 'leads.messageDeleted',
    deleteFailed: 'leads.messageDeleteFailed',
  },
  cop_request: {
    manageTitle: 'leads.manageRequest',
    confirm: 'leads.saveChanges',
    deleteTitle: 'leads.deleteRequest',
    updated: 'leads.requestUpdated',
    updateFailed: 'leads.requestUpdateFailed',
    deleted: 'leads.requestDeleted',
    deleteFailed: 'leads.requestDeleteFailed',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

type UpdateMutation = UseMutationResult<unknown, Error, { id: string; body: LeadUpdateForm }>;
type DeleteMutation = UseMutationResult<unknown, Error, string>;

/** The Manage and Delete dialogs of an inbox, with their toasts. */
export function useInboxActions(kind: keyof typeof TEXTS, update: UpdateMutation, remove: DeleteMutation) {
  const t = useT();
  const texts = TEXTS[kind];
  const [managing, setManaging] = useState<ManageTarget | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  const onUpdate = (body: LeadUpdateForm) => {
    if (!managing) return;
    update.mutate(
      { id: managing.id, body },
      {
        onSuccess: () => {
          notify.success(t(texts.updated));
          setManaging(null);
        },
        onError: (err) => notify.error(t(texts.updateFailed), errorMessage(err)),
      },
    );
  };
  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(t(texts.deleted));
        setDeleting(null);
      },
      onError: (err) => notify.error(t(texts.deleteFailed), errorMessage(err)),
    });

  const dialogs = (
    <>
      <ManageDialog
        title={t(texts.manageTitle)}
        confirmLabel={t(texts.confirm)}
        target={managing}
        isPending={update.isPending}
        onClose={() => setManaging(null)}
        onSubmit={onUpdate}
      />
      <DeleteDialog
        title={t(texts.deleteTitle)}
        target={deleting}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
      />
    </>
  );
  return { manage: setManaging, askDelete: setDeleting, dialogs };
}
