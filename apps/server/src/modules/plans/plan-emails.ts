import { PLAN_TEXT } from '@mx/contract';
import { createAccountAction } from '../conversations/reply-emails.ts';
import { type EmailContent, renderEmail } from '../mail/render.ts';

interface PublishedEmail {
  mxpertName: string;
  firstName: string;
  version: number;
  note: string;
  changes: string[];
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
  const paragraphs = [
    e.version === 1
      ? `${e.mxpertName} prepared a Credit Optimization Plan for you on MortgageXperts: the steps to take, when, and the points each may bring.`
      : `${e.mxpertName} published version ${e.version} of your Credit Optimization Plan on MortgageXperts.`,
    ...(e.note.trim() ? [`Their note: ${e.note.trim()}`] : []),
    ...(e.changes.length ? [`What changed: ${e.changes.join('; ')}.`] : []),
  ];
  if (e.hasAccount) {
    return renderEmail({
      subject: PLAN_TEXT.planEmailSubject(e.mxpertName, e.version),
      greeting: `Hello ${e.firstName},`,
      paragraphs,
      action: { label: 'Open your plan', url: e.planUrl },
    });
  }
  return renderEmail({
    subject: PLAN_TEXT.planEmailSubject(e.mxpertName, e.version),
    greeting: `Hello ${e.firstName},`,
    paragraphs: [
      ...paragraphs,
      `To see your plan, create a free account with this email address (${e.email}). Once you verify it, the plan is under My Plans.`,
    ],
    action: createAccountAction(e.publicUrl, { email: e.email, firstName: e.firstName, lastName: e.lastName }),
  });
}

/** A calendar day as an e-mail writes it: "March 15, 2030". */
export function longDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
}

/** Three days before an open task's due date (category 'reminders': List-Unsubscribe and the preferences link). */
export function planTaskReminderEmail(e: {
  firstName: string;
  mxpertName: string;
  accountLabel: string;
  kindLabel: string;
  dueOn: string;
  pointsMin: number;
  pointsMax: number;
  planUrl: string;
}): EmailContent {
  return renderEmail({
    subject: PLAN_TEXT.taskReminderSubject(e.accountLabel),
    greeting: `Hello ${e.firstName},`,
    paragraphs: [
      `A task of the Credit Optimization Plan ${e.mxpertName} prepared for you is due on ${longDay(e.dueOn)}: ${e.kindLabel} (${e.accountLabel}).`,
      `It was estimated to bring ${e.pointsMin === e.pointsMax ? e.pointsMin : `${e.pointsMin} to ${e.pointsMax}`} points. Estimates are not guarantees.`,
      'Once it is done, tick it off in your plan so your MortgageXpert sees your progress.',
    ],
    action: { label: 'Open your plan', url: e.planUrl },
    note: 'We send one reminder per task, three days before it is due, while it is open.',
    category: 'reminders',
  });
}

/** Seven days before the target re-pull date. */
export function planRepullReminderEmail(e: {
  firstName: string;
  mxpertName: string;
  repullOn: string;
  planUrl: string;
}): EmailContent {
  return renderEmail({
    subject: PLAN_TEXT.repullReminderSubject,
    greeting: `Hello ${e.firstName},`,
    paragraphs: [
      `Your Credit Optimization Plan with ${e.mxpertName} aims to re-pull your credit on ${longDay(e.repullOn)}, one week from now.`,
      'Finish the open tasks before then, and record the scores you read in your plan.',
    ],
    action: { label: 'Open your plan', url: e.planUrl },
    note: 'We send this reminder once, a week before the re-pull date.',
    category: 'reminders',
  });
}

/** To the professional, at most one an hour per plan: what their client did since the last one (category 'digests'). */
export function planActivityEmail(e: {
  mxpertName: string;
  clientName: string;
  lines: string[];
  more: boolean;
  planUrl: string;
}): EmailContent {
  return renderEmail({
    subject: PLAN_TEXT.activitySubject(e.clientName),
    greeting: `Hello ${e.mxpertName},`,
    paragraphs: [
      `${e.clientName} worked on their Credit Optimization Plan:`,
      ...e.lines,
      ...(e.more ? ['And more: open the plan to see everything.'] : []),
    ],
    action: { label: 'Open the plan', url: e.planUrl },
    note: 'We send at most one e-mail an hour per plan about your client’s progress.',
    category: 'digests',
  });
}
