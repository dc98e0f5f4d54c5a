import type { PlanActionKind } from '@mx/contract';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { translator } from '../../lib/i18n.ts';
import { createAccountAction } from '../conversations/reply-emails.ts';
import { type EmailContent, renderEmail } from '../mail/render.ts';

/** The plan e-mails, each in its reader's language (docs/decisions/118). */

interface PublishedEmail {
  mxpertName: string;
  firstName: string;
  version: number;
  note: string;
  changes: string[];
  /** The client's language: their account's, or for a guest the language of the page the lead came from. */
  locale: Locale;
}

/**
 * To the client when a version is published: the note and what changed, and a link to the plan.
 * A guest without an account gets the link to create one with the lead's address, as a reply's
 * e-mail does; once verified, the plan is theirs to open.
 */
export function planPublishedEmail(
  e: PublishedEmail &
    ({ hasAccount: true; planUrl: string } | { hasAccount: false; publicUrl: string; email: string; lastName: string }),
): EmailContent {
  const t = translator(e.locale);
  const version = String(e.version);
  const subject =
    e.version === 1
      ? t('emails.planFirstSubject', { mxpertName: e.mxpertName })
      : t('emails.planUpdatedSubject', { mxpertName: e.mxpertName, version });
  const paragraphs = [
    e.version === 1
      ? t('emails.planFirstIntro', { mxpertName: e.mxpertName })
      : t('emails.planUpdatedIntro', { mxpertName: e.mxpertName, version }),
    ...(e.note.trim() ? [t('emails.planTheirNote', { note: e.note.trim() })] : []),
    ...(e.changes.length ? [t('emails.planWhatChanged', { changes: e.changes.join('; ') })] : []),
  ];
  const common = { locale: e.locale, subject, greeting: t('emails.greeting', { name: e.firstName }) };
  if (e.hasAccount) {
    return renderEmail({ ...common, paragraphs, action: { label: t('emails.openYourPlan'), url: e.planUrl } });
  }
  return renderEmail({
    ...common,
    paragraphs: [...paragraphs, t('emails.planGuestHowToSee', { email: e.email })],
    action: createAccountAction(e.publicUrl, { email: e.email, firstName: e.firstName, lastName: e.lastName }, t),
  });
}

/** A calendar day as an e-mail writes it in its language: "March 15, 2030", "15 de marzo de 2030". */
export function longDay(day: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'long' });
}

/** Three days before an open task's due date (category 'reminders': List-Unsubscribe and the preferences link). */
export function planTaskReminderEmail(e: {
  firstName: string;
  mxpertName: string;
  accountLabel: string;
  kind: PlanActionKind;
  dueOn: string;
  pointsMin: number;
  pointsMax: number;
  planUrl: string;
  locale: Locale;
}): EmailContent {
  const t = translator(e.locale);
  const number = new Intl.NumberFormat(e.locale);
  // As the plan's pages write an estimate: one figure, 'up to' one from nought, or the range.
  const points =
    e.pointsMin === e.pointsMax
      ? number.format(e.pointsMin)
      : e.pointsMin === 0
        ? t('emails.pointsUpTo', { max: number.format(e.pointsMax) })
        : t('emails.pointsRange', { min: number.format(e.pointsMin), max: number.format(e.pointsMax) });
  return renderEmail({
    locale: e.locale,
    subject: t('emails.taskReminderSubject', { accountLabel: e.accountLabel }),
    greeting: t('emails.greeting', { name: e.firstName }),
    paragraphs: [
      t('emails.taskReminderDue', {
        mxpertName: e.mxpertName,
        day: longDay(e.dueOn, e.locale),
        kindLabel: t(`emails.planActionKind.${e.kind}`),
        accountLabel: e.accountLabel,
      }),
      t('emails.taskReminderPoints', { points }),
      t('emails.taskReminderTick'),
    ],
    action: { label: t('emails.openYourPlan'), url: e.planUrl },
    note: t('emails.taskReminderNote'),
    category: 'reminders',
  });
}

/** Seven days before the target re-pull date. */
export function planRepullReminderEmail(e: {
  firstName: string;
  mxpertName: string;
  repullOn: string;
  planUrl: string;
  locale: Locale;
}): EmailContent {
  const t = translator(e.locale);
  return renderEmail({
    locale: e.locale,
    subject: t('emails.repullSubject'),
    greeting: t('emails.greeting', { name: e.firstName }),
    paragraphs: [
      t('emails.repullIntro', { mxpertName: e.mxpertName, day: longDay(e.repullOn, e.locale) }),
      t('emails.repullFinish'),
    ],
    action: { label: t('emails.openYourPlan'), url: e.planUrl },
    note: t('emails.repullNote'),
    category: 'reminders',
  });
}

/**
 * To the professional, at most one an hour per plan: what their client did since the last one
 * (category 'digests'). The lines are the bell's items as they were stored.
 */
export function planActivityEmail(e: {
  mxpertName: string;
  /** Null when no item names the client. */
  clientName: string | null;
  lines: string[];
  more: boolean;
  planUrl: string;
  locale: Locale;
}): EmailContent {
  const t = translator(e.locale);
  const clientName = e.clientName ?? t('emails.activityYourClient');
  return renderEmail({
    locale: e.locale,
    subject: t('emails.activitySubject', { clientName }),
    greeting: t('emails.greeting', { name: e.mxpertName }),
    paragraphs: [t('emails.activityIntro', { clientName }), ...e.lines, ...(e.more ? [t('emails.activityMore')] : [])],
    action: { label: t('emails.activityAction'), url: e.planUrl },
    note: t('emails.activityNote'),
    category: 'digests',
  });
}
