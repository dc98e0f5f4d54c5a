import { INBOX_TEXT, type InquiryUpdateForm } from '@mx/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { ManageDialog, type ManageTarget } from './manage-dialog.tsx';

const TEXTS = {
  message: {
    manageTitle: 'Manage Message',
    confirm: 'Update Message',
    deleteTitle: 'Delete Message',
    updated: INBOX_TEXT.messageUpdated,
    updateFailed: INBOX_TEXT.messageUpdateFailed,
    deleted: INBOX_TEXT.messageDeleted,
    deleteFailed: INBOX_TEXT.messageDeleteFailed,
  },
  request: {
    manageTitle: 'Manage Request',
    confirm: 'Save Changes',
    deleteTitle: 'Delete Request',
    updated: INBOX_TEXT.requestUpdated,
    updateFailed: INBOX_TEXT.requestUpdateFailed,
    deleted: INBOX_TEXT.requestDeleted,
    deleteFailed: INBOX_TEXT.requestDeleteFailed,
  },
} as const;

type UpdateMutation = UseMutationResult<unknown, Error, { id: string; body: InquiryUpdateForm }>;
type DeleteMutation = UseMutationResult<unknown, Error, string>;

/** The Manage and Delete dialogs of an inbox, with their toasts. */
export function useInboxActions(kind: keyof typeof TEXTS, update: UpdateMutation, remove: DeleteMutation) {
  const texts = TEXTS[kind];
  const [managing, setManaging] = useState<ManageTarget | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  const onUpdate = (body: InquiryUpdateForm) => {
    if (!managing) return;
    update.mutate(
      { id: managing.id, body },
      {
        onSuccess: () => {
          notify.success(texts.updated);
          setManaging(null);
        },
        onError: (err) => notify.error(texts.updateFailed, errorMessage(err)),
      },
    );
  };
  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(texts.deleted);
        setDeleting(null);
      },
      onError: (err) => notify.error(texts.deleteFailed, errorMessage(err)),
    });

  const dialogs = (
    <>
      <ManageDialog
        title={texts.manageTitle}
        confirmLabel={texts.confirm}
        target={managing}
        isPending={update.isPending}
        onClose={() => setManaging(null)}
        onSubmit={onUpdate}
      />
      <DeleteDialog
        title={texts.deleteTitle}
        target={deleting}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
      />
    </>
  );
  return { manage: setManaging, askDelete: setDeleting, dialogs };
}
