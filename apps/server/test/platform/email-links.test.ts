import { describe, expect, it } from 'vitest';
import * as adminEmails from '../../src/modules/admin/emails.ts';
import * as leadAlerts from '../../src/modules/inquiries/lead-alert-email.ts';
import type { EmailContent } from '../../src/modules/mail/render.ts';
import * as accountEmails from '../../src/modules/mail/templates.ts';

const BASE = 'https://mortgagexperts.example';

/** Every e-mail the product sends, with links and values of each kind. */
function everyEmail(): [string, EmailContent][] {
  const emails: [string, EmailContent][] = [];
  const { leadReminderMessage, reviewInvitationMessage, ...byNameAndLinks } = accountEmails;
  emails.push([
    'reviewInvitationMessage',
    reviewInvitationMessage({
      firstName: 'Casey',
      mxpertName: 'Maria Lopez',
      noun: 'Credit Optimization Plan request',
      url: `${BASE}/xperts/tx/CX12345678?review=1`,
    }),
  ]);
  emails.push([
    'leadReminderMessage',
    leadReminderMessage({
      mxpertName: 'Maria',
      senderName: 'Casey Lee',
      noun: 'message',
      hours: 24,
      url: `${BASE}/mxpert/messages/1`,
    }),
  ]);
  const { identityChangeApprovedMessage, suspendedMessage, ...adminByNameAndLinks } = adminEmails;
  emails.push(['identityChangeApprovedMessage', identityChangeApprovedMessage('Casey', ['Company name', 'NMLS ID'])]);
  emails.push([
    'suspendedMessage',
    suspendedMessage('Casey', 'Licence lapsed', { signIn: `${BASE}/signin`, support: `${BASE}/support` }),
  ]);
  for (const [name, render] of Object.entries({ ...byNameAndLinks, ...adminByNameAndLinks })) {
    if (typeof render !== 'function') continue;
    // As many of the name and two links as the template takes (its language, when it has one, keeps its default).
    const args = ['Casey', `${BASE}/signin`, `${BASE}/forgot-password`].slice(0, render.length);
    emails.push([name, (render as (...a: string[]) => EmailContent)(...args)]);
  }
  // Every e-mail of the lead alerts' file (the language line is a sentence of theirs, not an e-mail).
  const { clientLanguageLine: _line, ...leadAlertEmails } = leadAlerts;
  for (const [name, render] of Object.entries(leadAlertEmails)) {
    if (typeof render !== 'function') continue;
    const alert = {
      mxpertName: 'Maria',
      mxpertLocale: 'en-US',
      senderName: 'Casey Lee',
      clientLocale: 'es-US',
      preferredContact: 'email',
      publicUrl: BASE,
      leadId: '3f1c2a4e-8b7d-4c6e-9a1f-2d3e4f5a6b7c',
      helpType: 'credit-optimization',
      mortgageProcess: 'purchase',
      ownerFirstName: 'Casey',
      noun: 'message',
      url: `${BASE}/confirm-sender?token=abc123`,
    };
    emails.push([name, (render as (a: typeof alert) => EmailContent)(alert)]);
  }
  return emails;
}

describe('links in e-mails', () => {
  it('covers every e-mail template', () => {
    expect(everyEmail().length).toBeGreaterThanOrEqual(9);
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
