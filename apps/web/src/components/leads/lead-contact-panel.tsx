import type { CopRequestItem, MessageItem } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { Mail, Phone, Settings2 } from 'lucide-react';
import { useDeleteCopRequest, useDeleteMessage, useUpdateCopRequest, useUpdateMessage } from '../../lib/api/inbox.ts';
import { useT } from '../../lib/i18n.tsx';
import { useNamespaces } from '../../lib/page-texts.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { useInboxActions } from './inbox-actions.tsx';

/**
 * The client's contact details at the head of the professional's conversation: e-mail and phone as links
 * (a phone calls or writes with one tap), the preferred way, the status, the notes, and Manage.
 */
export function LeadContactPanel({ kind, item }: { kind: 'message' | 'cop_request'; item: MessageItem | CopRequestItem }) {
  const ready = useNamespaces(['leads']);
  const t = useT();
  const updateMessage = useUpdateMessage();
  const updateRequest = useUpdateCopRequest();
  const deleteMessage = useDeleteMessage();
  const deleteRequest = useDeleteCopRequest();
  const actions = useInboxActions(
    kind,
    kind === 'message' ? updateMessage : updateRequest,
    kind === 'message' ? deleteMessage : deleteRequest,
  );
  const name = `${item.firstName} ${item.lastName}`;
  if (!ready) return null;
  return (
    <Card className="p-4 text-sm">
      <section aria-labelledby="lead-contact-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="lead-contact-heading" className="text-base font-semibold text-slate-900">
            {t('leads.contactDetails')}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => actions.manage({ id: item.id, name, status: item.status, notes: item.mxpertNotes })}
            aria-label={t('leads.manageName', { name })}
          >
            <Settings2 className="size-4" aria-hidden="true" /> {t('leads.manage')}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {item.phone ? (
            <a href={`tel:${item.phone}`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              <Phone className="size-4" aria-hidden="true" /> {t('leads.call', { phone: item.phone })}
            </a>
          ) : null}
          <a href={`mailto:${item.email}`} className={buttonClassName({ variant: 'secondary', size: 'sm' }, 'max-w-full')}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />{' '}
            <span className="truncate">{t('leads.emailTo', { email: item.email })}</span>
          </a>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">{t('leads.phone')}</dt>
          <dd className="text-slate-900">{item.phone ?? <span className="text-slate-500">{t('leads.notProvided')}</span>}</dd>
          <dt className="text-slate-600">{t('leads.preferredContact')}</dt>
          <dd className="text-slate-900">{t(`leads.contact.${item.preferredContact}` as MessageId)}</dd>
          <dt className="text-slate-600">{t('leads.status')}</dt>
          <dd className="text-slate-900">{t(item.status === 'open' ? 'leads.active' : 'leads.closed')}</dd>
          <dt className="text-slate-600">{t('leads.yourNotes')}</dt>
          <dd className="whitespace-pre-line wrap-anywhere text-slate-900">
            {item.mxpertNotes ?? <span className="text-slate-500">{t('leads.noNotes')}</span>}
          </dd>
        </dl>
      </section>
      {actions.dialogs}
    </Card>
  );
}
