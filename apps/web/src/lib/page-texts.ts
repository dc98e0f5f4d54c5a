/**
 * What pages beyond the public ones need of the catalogues (decision 115): their own namespaces
 * (`useNamespaces`) and the contract's English sentences in the page's language (`translateSentence`).
 * Kept out of the entry: the public pages do not need it.
 */
import type { MessageId, Namespace } from '@mx/contract/i18n/catalogues';
import type { Locale } from '@mx/contract/i18n/locale';
import { useEffect, useState } from 'react';
import { i18n, isLoaded, loadCompiled, loadLocale, useLocale, wantNamespace } from './i18n.tsx';

/** The English sentences of the `validation` namespace by text, to find a sentence's key (`translateSentence`). */
let sentenceKeys: ReadonlyMap<string, string> | undefined;
async function loadSentenceKeys(): Promise<void> {
  if (sentenceKeys) return;
  const english = await loadCompiled('en-US', 'validation');
  if (!english) return;
  // A compiled text without placeholders is the text itself, or a list of that one text.
  const plain = (text: unknown) => (typeof text === 'string' ? text : Array.isArray(text) && text.length === 1 ? text[0] : null);
  sentenceKeys = new Map(
    Object.entries(english).flatMap(([key, text]) => {
      const sentence = plain(text);
      return typeof sentence === 'string' ? [[sentence, key]] : [];
    }),
  );
}

/**
 * A sentence of the contract's validation or the server's answer in the active language: the schemas and
 * the server speak English, the `validation` namespace has each of their sentences by its English text.
 * A sentence it does not have stays as it is.
 */
export function translateSentence(text: string): string {
  if (i18n.locale === 'en-US') return text;
  const key = sentenceKeys?.get(text);
  const id = `validation.${key}`;
  return key && id in i18n.messages ? i18n._(id) : text;
}

/** Makes `translateSentence` ready in the active language (the form's validation calls it as it loads). */
export async function loadSentences(): Promise<void> {
  const locale = i18n.locale as Locale;
  wantNamespace('validation');
  if (locale === 'en-US') return;
  await Promise.all([loadSentenceKeys(), loadLocale(locale, ['validation'], false)]);
}

/**
 * Loads namespaces a page needs beyond the public ones (the settings' `account`, the sign-in's `auth`) in
 * the active language; false until they are there, so the page shows no ids meanwhile.
 */
export function useNamespaces(namespaces: readonly Namespace[]): boolean {
  const locale = useLocale();
  const [, setLoads] = useState(0);
  const wantsSentences = namespaces.includes('validation') && locale !== 'en-US';
  const ready = namespaces.every((ns) => isLoaded(locale, ns)) && (!wantsSentences || sentenceKeys !== undefined);
  const key = namespaces.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the namespaces are the key's
  useEffect(() => {
    for (const ns of namespaces) wantNamespace(ns);
    if (ready) return;
    void Promise.all([loadLocale(locale, namespaces, false), wantsSentences ? loadSentenceKeys() : undefined]).then(() =>
      setLoads((n) => n + 1),
    );
  }, [ready, locale, key]);
  return ready;
}

/** A form field's message in the active language (the schemas speak English); nothing when there is none. */
export function fieldError(message: string | undefined): string | undefined {
  return message && translateSentence(message);
}

/** The states with their names in the active language, in that language's order (the codes stay). */
export function stateOptions(t: (id: MessageId) => string, options: readonly { code: string; label: string }[]) {
  const named = optionsIn(t, 'options.state', options);
  return i18n.locale === 'en-US' ? named : named.sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
}

/** An option list with its labels from the catalogue (`options.loanType`, `leads.process`); the codes stay. */
export function optionsIn(
  t: (id: MessageId) => string,
  prefix: string,
  options: readonly { code: string; label: string }[],
): { code: string; label: string }[] {
  return options.map((o) => ({ code: o.code, label: t(`${prefix}.${o.code}` as MessageId) }));
}
