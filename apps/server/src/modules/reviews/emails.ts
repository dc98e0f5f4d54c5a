import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { disagreeParagraph, type EmailContent, writeEmail } from '../mail/render.ts';

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
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.reviewHiddenAuthorSubject'),
    paragraphs: [
      t('emails.reviewHiddenAuthorIntro', { mxpertName }),
      t('emails.reasonFromTeam', { reason }),
      disagreeParagraph(supportUrl, t),
    ],
  }));
}

export function reviewHiddenForMxpert(
  name: string,
  authorName: string,
  reason: string,
  locale: Locale = DEFAULT_LOCALE,
): EmailContent {
  return writeEmail(locale, name, (t) => ({
    subject: t('emails.reviewHiddenMxpertSubject'),
    paragraphs: [t('emails.reviewHiddenMxpertIntro', { authorName }), t('emails.reasonFromTeam', { reason })],
  }));
}
