import { ADMIN_TEXT, PARTNER_TEXT, SUPPORT_INBOX_TEXT } from '@mx/contract';
import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import type { ComponentType } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useNamespaces } from '../../../lib/page-texts.ts';

/** An admin page shown once its texts (the `admin` namespace) are there in the page's language. */
export function withAdminTexts(Page: ComponentType): ComponentType {
  return function AdminTexts() {
    const ready = useNamespaces(['admin']);
    return ready ? <Page /> : null;
  };
}

/**
 * The contract's fixed English sentences an admin form's schemas answer in the browser, by their key of
 * the `admin` texts. The server's answers come in the reader's language already (decision 130).
 */
const SENTENCES: Readonly<Record<string, MessageIdIn<'admin'>>> = {
  [ADMIN_TEXT.reasonRequired]: 'admin.reasonRequired',
  [ADMIN_TEXT.reasonTooShort]: 'admin.reasonTooShort',
  [ADMIN_TEXT.reasonTooLong]: 'admin.reasonTooLong',
  [PARTNER_TEXT.nameRequired]: 'admin.partnerNameRequired',
  [PARTNER_TEXT.logoRequired]: 'admin.partnerLogoRequired',
  [SUPPORT_INBOX_TEXT.notesTooLong]: 'admin.supportNotesTooLong',
};

/** One of those sentences in the page's language; a sentence it does not know stays as it is. */
export function useSentence(): <S extends string | undefined>(sentence: S) => S | string {
  const t = useT();
  return (sentence) => {
    const key = sentence === undefined ? undefined : SENTENCES[sentence];
    return key ? t(key) : sentence;
  };
}
