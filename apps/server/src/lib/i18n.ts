/**
 * Texts in the reader's language on the server: e-mails, page titles and descriptions, notifications.
 * The catalogues are the contract's (packages/contract/src/i18n); each language's texts are compiled
 * once, on first use, into a Lingui instance of its own, so two requests in two languages never share one.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, type MessageId, NAMESPACES } from '@mx/contract/i18n/catalogues';
import type { Locale } from '@mx/contract/i18n/locale';

/** A text by id, with its placeholders' values ({name}, {count} of a plural). */
export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages: Record<string, ReturnType<typeof compileMessage>> = {};
    for (const ns of NAMESPACES) {
      for (const [key, text] of Object.entries(CATALOGUES[locale][ns])) messages[`${ns}.${key}`] = compileMessage(text);
    }
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The translate function of one language. */
export function translator(locale: Locale): Translate {
  const i18n = instanceFor(locale);
  return (id, values) => i18n._(id, values);
}
