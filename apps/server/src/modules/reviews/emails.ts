import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { translator } from '../../lib/i18n.ts';
import { disagreeParagraph, type EmailContent, renderEmail } from '../mail/render.ts';

/**
 * What the author and the professional are told when an admin hides a review, each in their own
 * language (docs/decisions/118). renderEmail escapes every value.
 */

export function reviewHiddenForAuthor(
  name: string,
  mxpertName: string,
  reason: string,
  supportUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.reviewHiddenAuthorSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [
      t('emails.reviewHiddenAuthorIntro', { mxpertName }),
      t('emails.reasonFromTeam', { reason }),
      disagreeParagraph(supportUrl, t),
    ],
  });
}

export function reviewHiddenForMxpert(
  name: string,
  authorName: string,
  reason: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  const t = translator(locale);
  return renderEmail({
    locale,
    subject: t('emails.reviewHiddenMxpertSubject'),
    greeting: t('emails.greeting', { name }),
    paragraphs: [t('emails.reviewHiddenMxpertIntro', { authorName }), t('emails.reasonFromTeam', { reason })],
  });
}
