import type { NotificationType } from '@mx/contract';
import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useNotificationText } from '../../../lib/notification-text.ts';
import { useActivities } from '../api/activities.ts';
import type { LeadOf } from '../api/consents.ts';
import { ConsentRecordDialog } from './consent-record-dialog.tsx';

const BADGES: Record<NotificationType, { label: MessageIdIn<'admin'>; tone: string }> = {
  user_registration: { label: 'admin.activity.user_registration', tone: 'bg-slate-100 text-slate-800' },
  new_message: { label: 'admin.activity.new_message', tone: 'bg-brand-50 text-brand-800' },
  new_cop_request: { label: 'admin.activity.new_cop_request', tone: 'bg-purple-50 text-purple-800' },
  onboarding_complete: { label: 'admin.activity.onboarding_complete', tone: 'bg-orange-50 text-orange-900' },
  approved: { label: 'admin.activity.approved', tone: 'bg-green-50 text-green-800' },
  lead_limit_reached: { label: 'admin.activity.lead_limit_reached', tone: 'bg-red-50 text-red-800' },
  new_reply: { label: 'admin.activity.new_reply', tone: 'bg-brand-50 text-brand-800' },
  support_request: { label: 'admin.activity.support_request', tone: 'bg-amber-50 text-amber-900' },
  plan_published: { label: 'admin.activity.plan', tone: 'bg-green-50 text-green-800' },
  plan_progress: { label: 'admin.activity.plan', tone: 'bg-green-50 text-green-800' },
  plan_completed: { label: 'admin.activity.plan', tone: 'bg-green-50 text-green-800' },
};

/** The five latest activities: a type badge, the composed text and the date. */
export function RecentActivities() {
  const t = useT();
  const noticeText = useNotificationText();
  const activities = useActivities();
  const [consentOf, setConsentOf] = useState<LeadOf | null>(null);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('admin.recentActivities')}</h2>
      {activities.isPending ? (
        <Spinner label={t('admin.activitiesLoading')} className="py-8" />
      ) : activities.isError ? (
        <Alert tone="error" className="mt-4">
          {t('admin.activitiesFailed')}
        </Alert>
      ) : activities.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('admin.activitiesNone')}</p>
      ) : (
        <ul className="mt-4 space-y-4" aria-label={t('admin.activitiesList')}>
          {activities.data.map((a) => {
            const badge = BADGES[a.type];
            return (
              <li key={a.id} className="border-b border-slate-100 pb-4 last:border-0 last:pb-0">
                <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', badge.tone)}>
                  {t(badge.label)}
                </span>
                <p className="mt-1 text-sm text-slate-800">{noticeText(a)}</p>
                <p className="mt-0.5 text-xs text-slate-600">{formatDateTime(a.createdAt)}</p>
                {leadOf(a.metadata) ? (
                  <button
                    type="button"
                    className="mt-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
                    onClick={() => setConsentOf(leadOf(a.metadata))}
                  >
                    {t('admin.viewConsent')}
                  </button>
                ) : null}
                {a.type === 'support_request' ? (
                  <Link
                    to={paths.admin.support}
                    className="mt-1 inline-block text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {t('admin.openSupportInbox')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConsentRecordDialog lead={consentOf} onClose={() => setConsentOf(null)} />
    </Card>
  );
}

/** The lead a message or request activity is about, when its notification names it. */
function leadOf(metadata: Record<string, unknown>): LeadOf | null {
  for (const type of ['messageId', 'copRequestId'] as const) {
    const id = metadata[type];
    if (typeof id === 'string' && id) return { type, id };
  }
  return null;
}
