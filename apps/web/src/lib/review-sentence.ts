import type { MessageId } from '@mx/contract/i18n/catalogues';
import { REVIEW_TEXT } from '@mx/contract/review-texts';
import { i18n } from './i18n.tsx';

/**
 * A review sentence of the contract's schemas, as a form checks it in the browser (English, from
 * REVIEW_TEXT), in the page's language (the server answers its own in the reader's language): the `reviews` namespace has each such sentence under its REVIEW_TEXT key. A
 * sentence it does not have stays as it is.
 */
export function reviewSentence(text: string): string {
  const key = (Object.keys(REVIEW_TEXT) as (keyof typeof REVIEW_TEXT)[]).find((k) => REVIEW_TEXT[k] === text);
  const id = `reviews.${key}` as MessageId;
  return key && id in i18n.messages ? i18n._(id) : text;
}
