import {
  CONVERSATION_TEXT,
  type CopRequestItem,
  type MessageItem,
  REPLY_MAX,
  type ReplyForm,
  type ReplyItem,
  type ReplySide,
} from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LeadContactPanel } from '../../../components/leads/lead-contact-panel.tsx';
import { PhoneContactButton } from '../../../components/leads/phone-contact-button.tsx';
import { PlanButton } from '../../../components/plans/plan-button.tsx';
import { ReviewInvite } from '../../../components/reviews/review-invite.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type ConversationKind, useConversation, useMarkRead, useSendReply } from '../../../lib/api/conversations.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { copAnswerLinesIn } from '../../../lib/cop-answers.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';

export interface ConversationViewProps {
  side: ReplySide;
  kind: ConversationKind;
  id: string;
  /** Where the back link leads (the list the conversation was opened from). */
  back: { to: string; label: string };
  notFoundText: string;
}

const isMessage = (item: MessageItem | CopRequestItem): item is MessageItem => 'message' in item;

/** One conversation: the original item at its head, the replies oldest first, and the reply form. */
export function ConversationView({ side, kind, id, back, notFoundText }: ConversationViewProps) {
  const conversation = useConversation(side, kind, id);
  const markRead = useMarkRead(side, kind, id);
  const t = useT();
  const other = side === 'mxpert' ? 'consumer' : 'mxpert';
  const unreadFromOther = conversation.data?.replies.filter((r) => r.from === other && !r.readAt).length ?? 0;

  // Opening the conversation reads its bell items and the other side's replies; so does every new reply
  // that arrives while it is open.
  const { mutate: mark, isPending: marking } = markRead;
  const loaded = conversation.isSuccess;
  const opened = useRef(false);
  useEffect(() => {
    if (!loaded || marking) return;
    if (!opened.current || unreadFromOther > 0) {
      opened.current = true;
      mark();
    }
  }, [loaded, unreadFromOther, marking, mark]);

  if (conversation.isPending) return <Spinner label={t('conversations.loading')} className="py-16" />;
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <section className="space-y-4">
        <BackLink {...back} />
        <Alert tone="error">{missing ? notFoundText : t('conversations.loadFailed')}</Alert>
      </section>
    );
  }
  const { item, counterpart, replies } = conversation.data;
  const lastOwn = [...replies].reverse().find((r) => r.from === side);
  const senderName = `${item.firstName} ${item.lastName}`;
  const title = side === 'mxpert' ? senderName : counterpart.name;
  const answers = isMessage(item) ? [] : copAnswerLinesIn(t, item);

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <BackLink {...back} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere text-slate-900">{title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={item.status === 'open' ? 'success' : 'neutral'}>
            {item.status === 'open' ? t('conversations.statusActive') : t('conversations.statusClosed')}
          </Badge>
          {side === 'mxpert' ? (
            <>
              <PlanButton leadId={item.id} planId={item.planId} name={senderName} />
              <PhoneContactButton kind={kind} id={item.id} name={senderName} contactedAt={item.contactedByPhoneAt} />
            </>
          ) : null}
        </div>
      </header>

      {side === 'mxpert' ? <LeadContactPanel kind={kind} item={item} /> : null}

      <ol className="space-y-4" aria-label={t('conversations.conversation')}>
        <li>
          <Bubble
            author={side === 'consumer' ? t('conversations.you') : senderName}
            mine={side === 'consumer'}
            time={item.createdAt}
          >
            <div className="mb-2 flex flex-wrap gap-2">
              <Badge tone="brand">
                {isMessage(item) ? t(`options.helpType.${item.helpType}` as MessageId) : t('conversations.copBadge')}
              </Badge>
            </div>
            {isMessage(item) ? (
              <p className="whitespace-pre-line wrap-anywhere">{item.message}</p>
            ) : (
              <>
                <p>
                  {t('conversations.copRequestLine')}{' '}
                  <strong className="font-semibold">
                    {t(`conversations.mortgageProcess.${item.mortgageProcess}` as MessageId)}
                  </strong>
                </p>
                {answers.length ? (
                  <ul aria-label={t('conversations.answersLabel')} className="mt-1 text-sm">
                    {answers.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            )}
          </Bubble>
        </li>
        {replies.map((r) => (
          <li key={r.id}>
            <Bubble
              author={r.from === side ? t('conversations.you') : r.from === 'mxpert' ? counterpart.name : senderName}
              mine={r.from === side}
              time={r.createdAt}
            >
              <p className="whitespace-pre-line wrap-anywhere">{r.body}</p>
            </Bubble>
            {r === lastOwn && r.readAt ? <SeenMark reply={r} /> : null}
          </li>
        ))}
      </ol>
      {replies.length === 0 ? <p className="text-sm text-slate-600">{t('conversations.noReplies')}</p> : null}

      <ReplyComposer side={side} kind={kind} id={id} />
      {side === 'consumer' ? <ReviewInvite cxid={item.mxpertProfile.cxid} professionalName={counterpart.name} /> : null}
    </section>
  );
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> {label}
    </Link>
  );
}

function Bubble({ author, mine, time, children }: { author: string; mine: boolean; time: string; children: React.ReactNode }) {
  return (
    <Card className={cn('p-4 text-sm text-slate-800', mine ? 'ml-6 border-brand-200 bg-brand-50 sm:ml-16' : 'mr-6 sm:mr-16')}>
      <p className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{author}</span>
        <time dateTime={time}>{formatDateTime(time)}</time>
      </p>
      {children}
    </Card>
  );
}

function SeenMark({ reply }: { reply: ReplyItem }) {
  const t = useT();
  return (
    <p className="mt-1 text-right text-xs text-slate-600" data-testid="seen">
      {t('conversations.seen', { time: formatDateTime(reply.readAt) })}
    </p>
  );
}

/** The reply's checks as the form runs them in the browser, by their English sentence (the server answers in the reader's language). */
const REPLY_SENTENCES: Readonly<Record<string, MessageId>> = {
  [CONVERSATION_TEXT.replyEmpty]: 'conversations.replyEmpty',
  [CONVERSATION_TEXT.replyLength]: 'conversations.replyLength',
  [CONVERSATION_TEXT.replyText]: 'conversations.replyText',
};

/** A reply's check in the page's language; any other sentence as it is. */
function replySentence<S extends string | undefined>(t: ReturnType<typeof useT>, sentence: S): S {
  const id = sentence === undefined ? undefined : REPLY_SENTENCES[sentence];
  return (id ? t(id) : sentence) as S;
}

const replyResolver = lazyZodResolver<ReplyForm>(() => import('@mx/contract/conversations').then((m) => m.replyBody));

function ReplyComposer({ side, kind, id }: { side: ReplySide; kind: ConversationKind; id: string }) {
  const send = useSendReply(side, kind, id);
  const t = useT();
  const form = useForm<ReplyForm>({ resolver: replyResolver, defaultValues: { body: '' } });
  const onSubmit = form.handleSubmit(({ body }) =>
    send.mutate(body, {
      onSuccess: () => form.reset({ body: '' }),
      onError: (err) => notify.error(t('conversations.replyFailed'), errorMessage(err)),
    }),
  );
  return (
    <form onSubmit={onSubmit} onFocus={replyResolver.preload} className="space-y-3" noValidate>
      <FormField label={t('conversations.yourReply')} error={replySentence(t, form.formState.errors.body?.message)}>
        <Textarea {...form.register('body')} rows={4} maxLength={REPLY_MAX + 200} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" isLoading={send.isPending}>
          {t('conversations.send')}
        </Button>
      </div>
    </form>
  );
}
