import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import { type Locale, localeOfPath, pathWithoutLocale } from '@mx/contract/i18n/locale';
import { isConversationPath, isPlanPath, isProfessionalProfilePath, paths } from '@mx/contract/paths';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { i18n, loadLocale, useLocale } from './i18n.tsx';

function setMeta(title: string, description?: string): void {
  document.title = title;
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical) canonical.setAttribute('href', window.location.origin + window.location.pathname + window.location.search);
}

/** The navigation (location key) whose page set a title of its own: the route table's title does not replace it. */
let ownTitleKey: string | null = null;

/**
 * A page with its own title (the directory, a professional's profile, a guard screen standing in for the
 * page): keeps the document in step after navigation.
 */
export function usePageMeta(title: string | null | undefined, description?: string): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!title) return;
    ownTitleKey = key;
    setMeta(title, description);
  }, [title, description, key]);
}

/** The Spanish pages' names in the seo namespace (`seo.<name>Title`); any other address is the page not found. */
const SPANISH_META: Record<string, string> = {
  [paths.home]: 'home',
  [paths.privacy]: 'privacy',
  [paths.acceptableUse]: 'acceptableUse',
  [paths.terms]: 'terms',
  [paths.licensing]: 'licensing',
  [paths.signIn]: 'signIn',
  [paths.signUp]: 'signUp',
  [paths.signUpSuccess]: 'signUpSuccess',
  [paths.createAccount]: 'createAccount',
  [paths.forgotPassword]: 'forgotPassword',
  [paths.resetPassword]: 'resetPassword',
  [paths.verifyEmail]: 'verifyEmail',
  [paths.support]: 'support',
  [paths.confirmSender]: 'confirmSender',
  [paths.confirmEmailChange]: 'confirmEmailChange',
  [paths.emailPreferences]: 'emailPreferences',
};

async function spanishMeta(path: string): Promise<{ title: string; description: string } | null> {
  const name = SPANISH_META[path] ?? 'notFound';
  await loadLocale('es-US', ['seo']);
  return {
    title: i18n._(`seo.${name}Title` as MessageIdIn<'seo'>),
    description: i18n._(`seo.${name}Description` as MessageIdIn<'seo'>),
  };
}

/** The signed-in pages' titles in the catalogue (English: PAGE_META's, which the server writes). */
const SIGNED_IN_TITLES: Record<string, MessageIdIn<'areas'>> = {
  [paths.mxpert.dashboard]: 'areas.titleMxpertDashboard',
  [paths.mxpert.messages]: 'areas.titleMxpertMessages',
  [paths.mxpert.closedMessages]: 'areas.titleMxpertClosedMessages',
  [paths.mxpert.copRequests]: 'areas.titleMxpertRequests',
  [paths.mxpert.leads]: 'areas.titleMxpertLeads',
  [paths.mxpert.onboard]: 'areas.titleMxpertOnboard',
  [paths.mxpert.profile]: 'areas.titleMxpertProfile',
  [paths.mxpert.reviews]: 'areas.titleMxpertReviews',
  [paths.mxpert.plans]: 'areas.titleMxpertPlans',
  [paths.mxpert.settings]: 'areas.titleMxpertSettings',
  [paths.admin.dashboard]: 'areas.titleAdminDashboard',
  [paths.admin.mortgagexperts]: 'areas.titleAdminMortgagexperts',
  [paths.admin.reports]: 'areas.titleAdminReports',
  [paths.admin.reviews]: 'areas.titleAdminReviews',
  [paths.admin.users]: 'areas.titleAdminAccounts',
  [paths.admin.audit]: 'areas.titleAdminAudit',
  [paths.admin.partners]: 'areas.titleAdminPartners',
  [paths.admin.support]: 'areas.titleAdminSupport',
  [paths.admin.settings]: 'areas.titleAdminSettings',
  [paths.consumer.dashboard]: 'areas.titleConsumerDashboard',
  [paths.consumer.messages]: 'areas.titleConsumerMessages',
  [paths.consumer.requests]: 'areas.titleConsumerRequests',
  [paths.consumer.plans]: 'areas.titleConsumerPlans',
  [paths.consumer.settings]: 'areas.titleConsumerSettings',
};

/** A signed-in page's title id, or null for any other page. */
function signedInTitle(path: string): MessageIdIn<'areas'> | null {
  return (
    SIGNED_IN_TITLES[path] ?? (isConversationPath(path) ? 'areas.titleConversation' : isPlanPath(path) ? 'areas.titlePlan' : null)
  );
}

/** A signed-in page's title in the active language, from the catalogue. */
async function signedInMeta(id: MessageIdIn<'areas'>, locale: Locale): Promise<string> {
  await loadLocale(locale, ['areas'], false);
  return i18n._(id);
}

/**
 * Pages with fixed content take their title from the shared table when the route changes. The first
 * page already has it in the HTML the server sent, so the table loads only on the first navigation.
 * A signed-in page follows the user's language (the active one), which the server did not know.
 */
export function RouteMeta() {
  const { pathname, key } = useLocation();
  const active = useLocale();
  const first = useRef(true);
  useEffect(() => {
    const bare = pathWithoutLocale(pathname);
    const path = bare.length > 1 ? bare.replace(/\/$/, '') : bare;
    const signedIn = signedInTitle(path);
    if (signedIn && active !== 'en-US') {
      first.current = false;
      void signedInMeta(signedIn, active).then((title) => {
        if (ownTitleKey !== key) setMeta(title);
      });
      return;
    }
    if (first.current) {
      first.current = false;
      return;
    }
    const locale = localeOfPath(pathname);
    if (path === paths.directory || isProfessionalProfilePath(path)) return;
    if (locale !== 'en-US') {
      // The Spanish pages' titles are in the catalogue's seo namespace, loaded with the first navigation.
      void spanishMeta(path).then((meta) => {
        if (ownTitleKey !== key && meta) setMeta(meta.title, meta.description);
      });
      return;
    }
    void import('@mx/contract/seo').then(({ PAGE_META, PLAN_META, CONVERSATION_META }) => {
      if (ownTitleKey === key) return;
      const meta =
        PAGE_META[path] ??
        (isConversationPath(path) ? CONVERSATION_META : isPlanPath(path) ? PLAN_META : PAGE_META[paths.notFound]);
      if (meta) setMeta(meta.title, meta.description);
    });
  }, [pathname, key, active]);
  return null;
}

/**
 * A new page opens at its top (a link, a redirect, the end of onboarding); going back or forward
 * keeps where the browser puts it, and a change of the query alone (filters, a list's page) or a
 * section link (#…) does not move the page.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path moves the page; the kind of navigation and the hash are read at that moment.
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
