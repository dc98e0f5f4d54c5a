import { LOCALE_NAMES, listPrefersSpanish, SPANISH_OFFER } from '@mx/contract/i18n/locale';
import { X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { useLocale, useOtherLanguagePath, useT } from '../../lib/i18n.tsx';

const LANGUAGE_TAG = { 'en-US': 'en', 'es-US': 'es' } as const;

/**
 * The same page in the other language (a page without a Spanish version has no switch). A whole-page
 * load: the server writes the other language's title, description and `<html lang>`.
 */
export function LanguageSwitch({ inverse = false }: { inverse?: boolean }) {
  const t = useT();
  const other = useOtherLanguagePath();
  if (!other) return null;
  return (
    <a
      href={other.path}
      hrefLang={LANGUAGE_TAG[other.locale]}
      lang={LANGUAGE_TAG[other.locale]}
      title={t('common.languageSwitchTo')}
      className={cn(
        'rounded-md px-2 py-1 text-sm font-medium underline-offset-2 hover:underline',
        inverse ? 'text-slate-300 hover:text-white' : 'text-brand-700',
      )}
    >
      {LOCALE_NAMES[other.locale]}
    </a>
  );
}

const DISMISSED_KEY = 'mx_spanish_offer';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * On an English page that has a Spanish version, a browser that ranks Spanish above English is offered
 * the Spanish page, never sent there; the visitor's "No, thanks" is remembered on this device.
 */
export function SpanishOffer() {
  const locale = useLocale();
  const other = useOtherLanguagePath();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (locale !== 'en-US' || !other || dismissed || !listPrefersSpanish(navigator.languages ?? [])) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, 'dismissed');
    } catch {}
    setDismissed(true);
  };
  return (
    <section aria-label={SPANISH_OFFER.region} lang="es" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-slate-800 sm:px-6">
        <span>{SPANISH_OFFER.question}</span>
        <a href={other.path} hrefLang="es" className="font-semibold text-brand-800 underline">
          {SPANISH_OFFER.link}
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-slate-700 hover:bg-brand-100"
        >
          <X className="size-4" aria-hidden="true" />
          {SPANISH_OFFER.dismiss}
        </button>
      </div>
    </section>
  );
}
