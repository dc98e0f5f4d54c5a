/**
 * Texts in the reader's language on the server: e-mails, page titles and descriptions, notifications.
 * The catalogues are the contract's (packages/contract/src/i18n); each language's texts are compiled
 * once, on first use, into a Lingui instance of its own, so two requests in two languages never share one.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, type MessageId, NAMESPACES } from '@mx/contract/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@mx/contract/i18n/locale';

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

/**
 * The key of each English sentence the server answers with, by its text: the English catalogues take the
 * contract's own constants (`validation.invalidCredentials: TEXT.invalidCredentials`), so a sentence and
 * its key are one text, written once. Texts with placeholders are not here: a route answering one of
 * them names its key itself (`sentence`). When two keys share an English text, the first one's wins.
 */
let sentenceIds: ReadonlyMap<string, MessageId> | undefined;
function sentenceIdOf(english: string): MessageId | undefined {
  if (!sentenceIds) {
    const en = translator(DEFAULT_LOCALE);
    const ids = new Map<string, MessageId>();
    for (const ns of NAMESPACES) {
      for (const [key, text] of Object.entries(CATALOGUES[DEFAULT_LOCALE][ns])) {
        if (text.includes('{')) continue;
        const id = `${ns}.${key}` as MessageId;
        const rendered = en(id);
        if (!ids.has(rendered)) ids.set(rendered, id);
      }
    }
    sentenceIds = ids;
  }
  return sentenceIds.get(english);
}

/**
 * One of the server's English sentences (an error's message, a success's) in the reader's language; a
 * sentence without a key in the catalogues stays English. English always answers the sentence unchanged.
 */
export function sentenceIn(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const id = sentenceIdOf(english);
  return id ? translator(locale)(id) : english;
}

/**
 * A sentence with values (a name, a version) in the reader's language: English is the contract's own
 * text unchanged, another language the catalogue's key with the same values.
 */
export function sentence(locale: Locale, english: string, id: MessageId, values: Record<string, unknown>): string {
  return locale === DEFAULT_LOCALE ? english : translator(locale)(id, values);
}

/**
 * The page's language a client names for its request: the web app sends `Accept-Language: es-US` (or
 * `en-US`), the language of the page it is on. Only one of the product's languages, alone, counts: a
 * browser's own list (`es-MX,es;q=0.9,en;q=0.8`) never chooses by itself (decision 115).
 */
export function pageLocaleOf(acceptLanguage: string | string[] | undefined): Locale | undefined {
  if (typeof acceptLanguage !== 'string') return undefined;
  const tag = acceptLanguage.trim().toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === tag);
}

/**
 * The reader's language of a request (decision 130): the signed-in user's preferred language, else the
 * page's language the client sent, else English. An account's preference is English until its owner
 * chooses (the column's default), so English there cannot tell a choice from none: it yields to the
 * page's language, and a signed-in reader writing from a Spanish page reads Spanish.
 */
export function readerLocale(request: {
  user?: { locale: string } | null;
  headers: Record<string, string | string[] | undefined>;
}): Locale {
  const preference = request.user?.locale;
  if (isLocale(preference) && preference !== DEFAULT_LOCALE) return preference;
  return pageLocaleOf(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** A route's own sentence (a success's message) in its request's reader's language. */
export function said(request: Parameters<typeof readerLocale>[0], english: string): string {
  return sentenceIn(readerLocale(request), english);
}

/** An answer whose `message` is a sentence of the server's, with that sentence in the reader's language. */
export function withSaid<T extends { message: string }>(request: Parameters<typeof readerLocale>[0], answer: T): T {
  return { ...answer, message: said(request, answer.message) };
}

/** A sentence stored by its key and values (a notification's), to be read in the reader's language. */
export interface StoredSentence {
  id: MessageId;
  values: Record<string, string | number>;
}

/** Whether a stored value names a catalogue key, with plain values (rows are JSON, written by any version). */
export function asStoredSentence(value: unknown): StoredSentence | null {
  if (!value || typeof value !== 'object') return null;
  const { id, values } = value as { id?: unknown; values?: unknown };
  if (typeof id !== 'string' || !isMessageId(id)) return null;
  if (values !== undefined && (!values || typeof values !== 'object' || Array.isArray(values))) return null;
  const plain = Object.entries((values ?? {}) as Record<string, unknown>).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return { id, values: Object.fromEntries(plain) };
}

function isMessageId(id: string): id is MessageId {
  const dot = id.indexOf('.');
  const ns = id.slice(0, dot) as (typeof NAMESPACES)[number];
  return dot > 0 && NAMESPACES.includes(ns) && Object.hasOwn(CATALOGUES[DEFAULT_LOCALE][ns], id.slice(dot + 1));
}

/**
 * A stored sentence in the reader's language: English reads the text stored beside it, unchanged (rows
 * written before their key was stored have the text only, and read it in every language).
 */
export function storedSentenceIn(locale: Locale, english: string, stored: unknown): string {
  const sentence = locale === DEFAULT_LOCALE ? null : asStoredSentence(stored);
  return sentence ? translator(locale)(sentence.id, sentence.values) : english;
}
