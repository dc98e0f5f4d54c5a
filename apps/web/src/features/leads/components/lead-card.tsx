import type { MessageId } from '@mx/contract/i18n/catalogues';
import { MessageSquareReply, Settings2, ShieldAlert, ShieldCheck, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

export interface LeadCardProps {
  name: string;
  badges: ReactNode;
  /** False while a guest used the address of an account and its owner has not confirmed sending it. */
  senderConfirmed: boolean;
  /** When the sender's consent to be contacted was recorded; null on leads older than the record. */
  consentRecordedAt: string | null;
  email: string;
  phone: string | null;
  preferredContact: string;
  state: string | null;
  notes: string | null;
  /** 'Received {date}' for messages, 'Submitted {date}' for requests. */
  dateLabel: 'leads.received' | 'leads.submitted';
  date: string;
  children?: ReactNode;
  /** The conversation's page (the Reply button). */
  conversationTo: string;
  /** The sender wrote replies the professional has not read: the card is marked. */
  hasUnread: boolean;
  /** Start or Open the lead's plan. */
  plan?: ReactNode;
  /** 'Contacted by phone', or the day it was. */
  phoneContact?: ReactNode;
  onManage(): void;
  onDelete(): void;
}

/** The frame both inboxes' cards share: sender, contact details, notes, date, Manage and Delete. */
export function LeadCard(props: LeadCardProps) {
  const t = useT();
  const notProvided = <span className="text-slate-500">{t('leads.notProvided')}</span>;
  const {
    name,
    badges,
    senderConfirmed,
    consentRecordedAt,
    email,
    phone,
    preferredContact,
    state,
    notes,
    dateLabel,
    date,
    children,
    conversationTo,
    hasUnread,
    plan,
    phoneContact,
    onManage,
    onDelete,
  } = props;
  return (
    <Card className={cn('flex flex-col p-5', hasUnread && 'border-brand-600 ring-2 ring-brand-600')}>
      <article aria-label={name} className="flex flex-1 flex-col gap-4" data-unread={hasUnread || undefined}>
        <header className="space-y-2">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            {hasUnread ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
                <span className="size-2 rounded-full bg-brand-700" aria-hidden="true" />
                <span className="sr-only">{t('leads.unreadLabel')}:</span>
              </span>
            ) : null}
            {name}
          </h3>
          <div className="flex flex-wrap gap-2">
            {senderConfirmed ? null : (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950"
                title={t('leads.senderUnconfirmedHint')}
              >
                <ShieldAlert className="size-3.5" aria-hidden="true" />
                {t('leads.senderUnconfirmed')}
                <span className="sr-only">: {t('leads.senderUnconfirmedHint')}</span>
              </span>
            )}
            {badges}
          </div>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('leads.email')}</dt>
          <dd className="min-w-0 truncate">
            <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
              {email}
            </a>
          </dd>
          <dt className="text-slate-600">{t('leads.phone')}</dt>
          <dd>
            {phone ? (
              <a href={`tel:${phone}`} className="text-brand-700 hover:underline">
                {phone}
              </a>
            ) : (
              notProvided
            )}
          </dd>
          <dt className="text-slate-600">{t('leads.preferredContact')}</dt>
          <dd className="text-slate-900">{t(`leads.contact.${preferredContact}` as MessageId)}</dd>
          <dt className="text-slate-600">{t('leads.state')}</dt>
          <dd className="text-slate-900">{state ? t(`options.state.${state}` as MessageId) : notProvided}</dd>
        </dl>
        {children}
        {notes ? (
          <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <p className="font-semibold">{t('leads.yourNotes')}</p>
            <p className="whitespace-pre-line wrap-anywhere">{notes}</p>
          </div>
        ) : null}
        <div className="mt-auto space-y-0.5 text-xs text-slate-600">
          <p>{t(dateLabel, { date: formatDate(date) })}</p>
          {consentRecordedAt ? (
            <p className="inline-flex items-center gap-1">
              <ShieldCheck className="size-3.5 text-green-700" aria-hidden="true" />
              {t('leads.consentRecorded', { date: formatDate(consentRecordedAt) })}
            </p>
          ) : null}
        </div>
      </article>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <LinkButton to={conversationTo} size="sm" aria-label={t('leads.replyTo', { name })}>
          <MessageSquareReply className="size-4" aria-hidden="true" /> {t('leads.reply')}
        </LinkButton>
        {plan}
        {phoneContact}
        <Button variant="secondary" size="sm" onClick={onManage} aria-label={t('leads.manageName', { name })}>
          <Settings2 className="size-4" aria-hidden="true" /> {t('leads.manage')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={t('leads.deleteName', { name })}
        >
          <Trash2 className="size-4" aria-hidden="true" /> {t('leads.delete')}
        </Button>
      </div>
    </Card>
  );
}
