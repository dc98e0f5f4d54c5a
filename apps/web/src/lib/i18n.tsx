/**
 * The page's language in the browser (decision 115). The language is the path's (/es/… is Spanish);
 * each namespace of the contract's catalogues is a chunk of its own, compiled at build time
 * (apps/web/catalogues.ts), and only the active language's namespaces are loaded.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { MessageId, Namespace } from '@mx/contract/i18n/catalogues';
import { hasSpanishPage, type Locale, localeOfPath, pathInLocale, pathWithoutLocale } from '@mx/contract/i18n/locale';
import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { setRequestLanguage } from './api-client.ts';
import { PUBLIC_NAMESPACES } from './public-namespaces.ts';

const CATALOGUES = import.meta.glob<Messages>('../../../../packages/contract/src/i18n/*-US/*.ts', {
  query: '?catalogue',
  import: 'default',
});

export const i18n = setupI18n();
// The server answers its sentences in the page's language: every request names it (lib/api-client.ts).
i18n.on('change', () => setRequestLanguage(i18n.locale));
const loaded = new Set<string>();
/** The namespaces pages asked for beyond the public ones (`useNamespaces`): a change of language loads them too. */
const extra = new Set<Namespace>();

/**
 * Loads a language's namespaces (each once) and makes the language active, unless `activate` is false: a
 * page loading its own namespaces must not switch back to a language the page has left meanwhile.
 */
export async function loadLocale(
  locale: Locale,
  namespaces: readonly Namespace[] = [...PUBLIC_NAMESPACES, ...extra],
  activate = true,
): Promise<void> {
  const missing = namespaces.filter((ns) => !loaded.has(`${locale}/${ns}`));
  const parts = await Promise.all(
    missing.map(async (ns) => {
      const load = CATALOGUES[`../../../../packages/contract/src/i18n/${locale}/${ns}.ts`];
      if (!load) throw new Error(`No catalogue ${locale}/${ns}`);
      const messages = await load();
      return Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${ns}.${key}`, message]));
    }),
  );
  for (const ns of missing) loaded.add(`${locale}/${ns}`);
  if (parts.length) i18n.load(locale, Object.assign({}, ...parts));
  if (activate && i18n.locale !== locale) i18n.activate(locale);
}

/** Whether a language's namespace is loaded. */
export function isLoaded(locale: Locale, namespace: Namespace): boolean {
  return loaded.has(`${locale}/${namespace}`);
}

/** Asks for a namespace beyond the public ones: a change of language loads it too. */
export function wantNamespace(namespace: Namespace): void {
  extra.add(namespace);
}

/** A namespace's compiled texts as the build made them (without loading them into the active language). */
export function loadCompiled(locale: Locale, namespace: Namespace): Promise<Messages> | undefined {
  return CATALOGUES[`../../../../packages/contract/src/i18n/${locale}/${namespace}.ts`]?.();
}

/** The translate function of the active language: `t('landing.heroTitle')`, `t('directory.count', { count })`. */
export function useT(): (id: MessageId, values?: Record<string, unknown>) => string {
  const { i18n: active } = useLingui();
  return useCallback((id, values) => active._(id, values), [active]);
}

/** The active language. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/**
 * A link target in the page's language: a page with a Spanish version keeps the visitor in Spanish,
 * any other page is the English one.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback(
    (path: string) => (locale !== 'en-US' && hasSpanishPage(path.split(/[?#]/)[0] ?? path) ? pathInLocale(path, locale) : path),
    [locale],
  );
}

/** The path of the current page in the other language, or null when it has no Spanish version. */
export function useOtherLanguagePath(): { locale: Locale; path: string } | null {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const bare = pathWithoutLocale(pathname);
  if (!hasSpanishPage(bare)) return null;
  const other: Locale = locale === 'es-US' ? 'en-US' : 'es-US';
  return { locale: other, path: pathInLocale(bare + search, other) };
}

/** The signed-in user's preferred language while a signed-in page is shown (`usePreferredLocale`), else null. */
let preferred: Locale | null = null;
const preferenceListeners = new Set<() => void>();
function subscribePreference(listener: () => void) {
  preferenceListeners.add(listener);
  return () => preferenceListeners.delete(listener);
}

/**
 * A signed-in page's language is the user's preference (decision 115): the signed-in areas call this with
 * the user's locale; leaving them gives the language back to the path.
 */
export function usePreferredLocale(locale: Locale | null): void {
  useEffect(() => {
    const set = (next: Locale | null) => {
      if (preferred === next) return;
      preferred = next;
      for (const listener of preferenceListeners) listener();
    };
    set(locale);
    return () => set(null);
  }, [locale]);
}

/** The language LocaleSync wants now. */
let target: Locale | null = null;

/**
 * Keeps the active language in step with the page: the signed-in user's preference on signed-in pages,
 * else the path's (a link from a Spanish page to an English one switches).
 */
export function LocaleSync({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const preference = useSyncExternalStore(subscribePreference, () => preferred);
  const wanted = preference ?? localeOfPath(pathname);
  useEffect(() => {
    target = wanted;
    if (i18n.locale === wanted) return;
    // Two loads may overlap (the path's language, then the user's): only the one still wanted is activated.
    void loadLocale(wanted, undefined, false).then(() => {
      if (target === wanted && i18n.locale !== wanted) i18n.activate(wanted);
    });
  }, [wanted]);
  useEffect(() => {
    document.documentElement.lang = wanted;
  }, [wanted]);
  return <>{children}</>;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
