/** E-mail bodies: every value that came from a user is escaped in the HTML and kept on one line in headers. */

/**
 * E-mails that are not the direct answer to the reader's own action carry a category, so the
 * reader can turn that kind off (List-Unsubscribe, issue 14). Account e-mails and lead alerts have none.
 */
export type EmailCategory = 'reminders';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  category?: EmailCategory;
}

export interface EmailParts {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the action, for example how long a link stays valid. */
  note?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Header values never carry a line break, so no name or subject can add a header. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

export function renderEmail(parts: EmailParts): EmailContent {
  const textLines = [
    parts.greeting ?? 'Hello,',
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.note ? [parts.note, ''] : []),
    '— The MortgageXperts team',
  ];
  const paragraphHtml = parts.paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`)
    .join('');
  const actionHtml = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.action.url)}</p>`
    : '';
  const noteHtml = parts.note ? `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(parts.note)}</p>` : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff"><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1d4ed8">MortgageXperts</p><p style="margin:0 0 16px">${escapeHtml(parts.greeting ?? 'Hello,')}</p>${paragraphHtml}${actionHtml}${noteHtml}<p style="margin:24px 0 0;color:#475569">— The MortgageXperts team</p></div></body></html>`;
  return { subject: singleLine(parts.subject), text: textLines.join('\n'), html };
}
