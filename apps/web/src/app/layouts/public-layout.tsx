import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths, signInReturningTo } from '@mx/contract/paths';
import { Home, Menu, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LinkButton } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { withQueryClient } from '../../lib/query-client-loader.ts';
import { maybeSignedIn } from '../../lib/session-hint.ts';
import { LanguageSwitch, SpanishOffer } from './language-switch.tsx';

/** Loaded only when a session may exist: anonymous visitors load no query code for the header. */
const SignedInActions = lazy(withQueryClient(() => import('./signed-in-actions.tsx')));

/** The header menus of the public site; they lead to the landing page's sections. */
const MENUS: { label: MessageId; href: string }[] = [
  { label: 'shell.menuSolutions', href: paths.homeSection('features') },
  { label: 'shell.menuWhy', href: paths.homeSection('results') },
  { label: 'shell.menuResources', href: paths.homeSection('how-it-works') },
  { label: 'shell.menuCompany', href: paths.homeSection('footer') },
  { label: 'shell.menuPricing', href: paths.homeSection('pricing') },
];

function PublicHeader() {
  const t = useT();
  const localePath = useLocalePath();
  // On a page sign-in may return to (a profile, a signed-in page behind 'Access Denied'), Login comes back to it.
  const { pathname, search, key } = useLocation();
  // The phone's menu belongs to the page it was opened on: any navigation (a link in it, Back) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === key;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? key : null);
  const guest = (
    <>
      <LinkButton to={localePath(signInReturningTo(pathname + search))} size="sm" variant="ghost">
        {t('shell.login')}
      </LinkButton>
      <LinkButton to={localePath(paths.signUp)} size="sm">
        {t('shell.getStarted')}
      </LinkButton>
    </>
  );
  const actions = maybeSignedIn() ? (
    <Suspense fallback={guest}>
      <SignedInActions guest={guest} />
    </Suspense>
  ) : (
    guest
  );
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo to={localePath(paths.home)} homeLabel={t('shell.logoHome')} />
        <nav aria-label={t('shell.mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MENUS.map((m) => (
              <li key={m.label}>
                <a
                  href={localePath(m.href)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                >
                  {t(m.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 sm:flex">
          <LanguageSwitch />
          {actions}
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 sm:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          onClick={() => setMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {isMenuOpen ? (
        <nav id="mobile-menu" aria-label={t('shell.mobileNav')} className="border-t border-slate-200 px-4 py-3 sm:hidden">
          <ul className="space-y-1">
            {MENUS.map((m) => (
              <li key={m.label}>
                <a
                  href={localePath(m.href)}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
                  onClick={() => setMenuOpen(false)}
                >
                  {t(m.label)}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <LanguageSwitch />
            {actions}
          </div>
        </nav>
      ) : null}
    </header>
  );
}

const FOOTER_LINKS: { label: MessageId; to: string }[] = [
  { label: 'shell.footerPrivacy', to: paths.privacy },
  { label: 'shell.footerAcceptableUse', to: paths.acceptableUse },
  { label: 'shell.footerTerms', to: paths.terms },
  { label: 'shell.footerLicensing', to: paths.licensing },
  { label: 'shell.footerSupport', to: paths.support },
];

function PublicFooter() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <footer id="footer" className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="text-lg font-bold text-white">MortgageXperts</p>
          <p className="mt-1 max-w-md text-sm text-slate-300">{t('shell.footerTagline')}</p>
        </div>
        <nav aria-label={t('shell.footerNav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localePath(link.to)} className="hover:text-white">
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch inverse />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400 sm:px-6">
        <p className="mx-auto flex max-w-3xl items-start justify-center gap-2">
          <Home className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('shell.equalHousing')}</span>
        </p>
        <p className="mt-2">{t('shell.copyright', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}

/** The public shell around any content (also used by the guard screens). */
export function PublicLayoutFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      <SpanishOffer />
      <PublicHeader />
      {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it (no layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <PublicLayoutFrame>
      <Outlet />
    </PublicLayoutFrame>
  );
}
