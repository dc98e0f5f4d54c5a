import { LOCALES } from '@mx/contract/i18n/locale';
import { describe, expect, it } from 'vitest';
import * as adminEmails from '../../src/modules/admin/emails.ts';
import * as leadAlerts from '../../src/modules/leads/lead-alert-email.ts';
import type { EmailContent } from '../../src/modules/mail/render.ts';
import * as accountEmails from '../../src/modules/mail/templates.ts';
import * as planEmails from '../../src/modules/plans/plan-emails.ts';
import * as reviewEmails from '../../src/modules/reviews/emails.ts';
import { supportConfirmationEmail } from '../../src/modules/support/submit-support.ts';

const BASE = 'https://mortgagexperts.example';

/** Every e-mail the product sends, in both languages, with links and values of each kind. */
function everyEmail(): [string, EmailContent][] {
  return LOCALES.flatMap((locale) =>
    emailsIn(locale).map(([name, email]): [string, EmailContent] => [`${name} (${locale})`, email]),
  );
}

function emailsIn(locale: (typeof LOCALES)[number]): [string, EmailContent][] {
  const emails: [string, EmailContent][] = [];
  const { leadReminderMessage, reviewInvitationMessage, ...byNameAndLinks } = accountEmails;
  emails.push([
    'reviewInvitationMessage',
    reviewInvitationMessage({
      firstName: 'Casey',
      mxpertName: 'Maria Lopez',
      kind: 'cop_request',
      url: `${BASE}/xperts/tx/CX12345678?review=1`,
      locale,
    }),
  ]);
  emails.push([
    'leadReminderMessage',
    leadReminderMessage({
      mxpertName: 'Maria',
      senderName: 'Casey Lee',
      kind: 'message',
      hours: 24,
      url: `${BASE}/mxpert/messages/1`,
      locale,
    }),
  ]);
  const { identityChangeApprovedMessage, suspendedMessage, ...adminByNameAndLinks } = adminEmails;
  emails.push(['identityChangeApprovedMessage', identityChangeApprovedMessage('Casey', ['Company name', 'NMLS ID'], locale)]);
  emails.push([
    'suspendedMessage',
    suspendedMessage('Casey', 'Licence lapsed', { signIn: `${BASE}/signin`, support: `${BASE}/support` }, locale),
  ]);
  const { reviewHiddenForAuthor, reviewHiddenForMxpert } = reviewEmails;
  emails.push(['reviewHiddenForAuthor', reviewHiddenForAuthor('Casey', 'Maria Lopez', 'Spam', `${BASE}/support`, locale)]);
  emails.push(['reviewHiddenForMxpert', reviewHiddenForMxpert('Maria', 'Casey L.', 'Spam', locale)]);
  emails.push(['supportConfirmationEmail', supportConfirmationEmail(1042, locale)]);
  const plan = { mxpertName: 'Maria Lopez', firstName: 'Casey', note: 'Start here', changes: ['Added a task'], locale };
  emails.push([
    'planPublishedEmail (account)',
    planEmails.planPublishedEmail({ ...plan, version: 2, hasAccount: true, planUrl: `${BASE}/plans/1` }),
  ]);
  emails.push([
    'planPublishedEmail (guest)',
    planEmails.planPublishedEmail({
      ...plan,
      version: 1,
      hasAccount: false,
      publicUrl: BASE,
      email: 'casey@example.com',
      lastName: 'Lee',
    }),
  ]);
  emails.push([
    'planTaskReminderEmail',
    planEmails.planTaskReminderEmail({
      firstName: 'Casey',
      mxpertName: 'Maria Lopez',
      accountLabel: 'Card 1',
      kind: 'pay-down',
      dueOn: '2030-03-15',
      pointsMin: 10,
      pointsMax: 20,
      planUrl: `${BASE}/plans/1`,
      locale,
    }),
  ]);
  emails.push([
    'planRepullReminderEmail',
    planEmails.planRepullReminderEmail({
      firstName: 'Casey',
      mxpertName: 'Maria Lopez',
      repullOn: '2030-03-15',
      planUrl: `${BASE}/plans/1`,
      locale,
    }),
  ]);
  emails.push([
    'planActivityEmail',
    planEmails.planActivityEmail({
      mxpertName: 'Maria',
      clientName: null,
      lines: ['Casey ticked a task'],
      more: true,
      planUrl: `${BASE}/mxpert/plans/1`,
      locale,
    }),
  ]);
  for (const [name, render] of Object.entries({ ...byNameAndLinks, ...adminByNameAndLinks })) {
    if (typeof render !== 'function') continue;
    // As many of the name and two links as the template takes, then the language.
    const args = ['Casey', `${BASE}/signin`, `${BASE}/forgot-password`].slice(0, render.length);
    emails.push([name, (render as (...a: string[]) => EmailContent)(...args, locale)]);
  }
  // Every e-mail of the lead alerts' file (the language line is a sentence of theirs, not an e-mail).
  const { clientLanguageLine: _line, ...leadAlertEmails } = leadAlerts;
  const alert = {
    mxpertName: 'Maria',
    mxpertLocale: locale,
    senderName: 'Casey Lee',
    clientLocale: 'es-US' as const,
    preferredContact: 'email' as const,
    publicUrl: BASE,
    leadId: '3f1c2a4e-8b7d-4c6e-9a1f-2d3e4f5a6b7c',
    helpType: 'credit-optimization',
    mortgageProcess: 'purchase',
    ownerFirstName: 'Casey',
    kind: 'message',
    locale,
    url: `${BASE}/confirm-sender?token=abc123`,
  };
  for (const [name, render] of Object.entries(leadAlertEmails)) {
    if (typeof render !== 'function') continue;
    emails.push([name, (render as (a: typeof alert) => EmailContent)(alert)]);
  }
  // The new lead's alert once per kind: a COP request's names its plan question, not a message's help.
  emails.push(['newLeadEmail of a COP request', leadAlerts.newLeadEmail({ ...alert, kind: 'cop_request' })]);
  return emails;
}

describe('every e-mail in both languages', () => {
  const english = new Map(emailsIn('en-US'));
  it.each(emailsIn('es-US'))('%s is written in Spanish', (name, spanish) => {
    const inEnglish = english.get(name);
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.subject).not.toBe(inEnglish?.subject);
    expect(spanish.text).not.toContain('Hello');
    expect(spanish.text).toContain('— El equipo de MortgageXperts');
  });
});

describe('links in e-mails', () => {
  it('covers every e-mail template', () => {
    expect(everyEmail().length).toBeGreaterThanOrEqual(2 * 28);
  });

  it.each(everyEmail())('%s: no link swallows the punctuation after it', (_name, email) => {
    // What a mail reader turns into a link: from the scheme to the next space.
    const links = email.text.match(/https?:\/\/\S+/g) ?? [];
    for (const link of links) {
      expect(link, email.text).toMatch(/[A-Za-z0-9/=_-]$/);
      expect(link.startsWith(BASE), link).toBe(true);
    }
  });
});
