import {
  CONVERSATION_META,
  isConversationPath,
  isKnownPage,
  isPlanPath,
  LANGUAGES,
  labelOf,
  NOT_FOUND_META,
  PAGE_META,
  PLAN_META,
  POLICY_PAGES,
  type PublicProfile,
  paths,
  REVIEW_LIMITS,
  US_STATES,
} from '@mx/contract';
import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import {
  DEFAULT_LOCALE,
  hasSpanishPage,
  type Locale,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
} from '@mx/contract/i18n/locale';
import type { AppContext } from '../../lib/context.ts';
import { type Translate, translator } from '../../lib/i18n.ts';
import { getPublicProfile } from '../directory/get-profile.ts';
import { newestVisibleReviews } from '../reviews/public-list.ts';
import { directoryPreload, orNullWhenNotFound, partnersPreload, policyNoticePreload, profilePreload } from './page-data.ts';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  indexable: boolean;
  /** Absolute canonical URL. */
  canonical: string;
  /** The page's language: `<html lang>`. */
  locale: Locale;
  /** The same page in each language, for hreflang links (a page with a Spanish version only). */
  alternates?: { hreflang: string; href: string }[];
  image?: string;
  /** The page's main picture (a profile's photo): the HTML asks for it at once, before the app has rendered. */
  leadImage?: string;
  jsonLd?: Record<string, unknown>;
  /** API answers the page asks for first, sent inside it (see page-data.ts). */
  preloaded?: Record<string, unknown>;
}

const EXPERT_PATH = /^\/xperts\/([^/]+)\/([^/]+)\/?$/;

type LocalisedMeta = Omit<PageMeta, 'canonical' | 'locale' | 'alternates'> & {
  /** The canonical path without its language prefix (with its query). */
  canonicalPath: string;
};

/** The Spanish texts of the pages that have a Spanish version; English keeps PAGE_META's. */
const SPANISH_META: Record<string, [MessageIdIn<'seo'>, MessageIdIn<'seo'>]> = {
  [paths.home]: ['seo.homeTitle', 'seo.homeDescription'],
  [paths.directory]: ['seo.directoryTitle', 'seo.directoryDescription'],
  [paths.privacy]: ['seo.privacyTitle', 'seo.privacyDescription'],
  [paths.acceptableUse]: ['seo.acceptableUseTitle', 'seo.acceptableUseDescription'],
  [paths.terms]: ['seo.termsTitle', 'seo.termsDescription'],
  [paths.licensing]: ['seo.licensingTitle', 'seo.licensingDescription'],
  [paths.signIn]: ['seo.signInTitle', 'seo.signInDescription'],
  [paths.signUp]: ['seo.signUpTitle', 'seo.signUpDescription'],
  [paths.signUpSuccess]: ['seo.signUpSuccessTitle', 'seo.signUpSuccessDescription'],
  [paths.createAccount]: ['seo.createAccountTitle', 'seo.createAccountDescription'],
  [paths.forgotPassword]: ['seo.forgotPasswordTitle', 'seo.forgotPasswordDescription'],
  [paths.resetPassword]: ['seo.resetPasswordTitle', 'seo.resetPasswordDescription'],
  [paths.verifyEmail]: ['seo.verifyEmailTitle', 'seo.verifyEmailDescription'],
  [paths.support]: ['seo.supportTitle', 'seo.supportDescription'],
  [paths.confirmSender]: ['seo.confirmSenderTitle', 'seo.confirmSenderDescription'],
  [paths.confirmEmailChange]: ['seo.confirmEmailChangeTitle', 'seo.confirmEmailChangeDescription'],
  [paths.emailPreferences]: ['seo.emailPreferencesTitle', 'seo.emailPreferencesDescription'],
};

/**
 * Title, description, canonical URL, language links and structured data of a page, for the HTML the
 * server sends. A path under /es/ is the Spanish version of the page without the prefix, where it has one.
 */
export async function resolvePageMeta(ctx: AppContext, pathname: string, search: URLSearchParams): Promise<PageMeta> {
  const base = ctx.config.publicUrl;
  const locale = localeOfPath(pathname);
  const bare = pathWithoutLocale(pathname);
  const path = bare.length > 1 ? bare.replace(/\/$/, '') : bare;
  if (locale !== DEFAULT_LOCALE && !hasSpanishPage(path)) return notFound(base, pathname.replace(/\/$/, ''), locale);
  const { canonicalPath, ...meta } = await resolveMeta(ctx, path, search, locale);
  const canonical = `${base}${pathInLocale(canonicalPath, locale)}`;
  if (meta.status !== 200 || !hasSpanishPage(path)) return { ...meta, canonical, locale };
  const alternates = [
    { hreflang: 'en-US', href: `${base}${pathInLocale(canonicalPath, 'en-US')}` },
    { hreflang: 'es-US', href: `${base}${pathInLocale(canonicalPath, 'es-US')}` },
    { hreflang: 'x-default', href: `${base}${pathInLocale(canonicalPath, 'en-US')}` },
  ];
  return { ...meta, canonical, locale, alternates };
}

async function resolveMeta(ctx: AppContext, path: string, search: URLSearchParams, locale: Locale): Promise<LocalisedMeta> {
  const base = ctx.config.publicUrl;
  const t = translator(locale);

  const expert = EXPERT_PATH.exec(path);
  if (expert) {
    const [urlState, cxid] = [decodeURIComponent(expert[1] ?? ''), decodeURIComponent(expert[2] ?? '')];
    const found = await getPublicProfile(ctx.db, urlState, cxid).catch(orNullWhenNotFound);
    if (!found) return { ...notFound(base, path, locale), canonicalPath: path };
    const profile = { ...found, name: found.user.name };
    const stateLabels = profile.serviceAreas.map((s) =>
      locale === DEFAULT_LOCALE ? labelOf(US_STATES, s) : t(`options.state.${s}` as MessageIdIn<'options'>),
    );
    const canonicalPath = paths.professionalProfile((profile.serviceAreas[0] ?? 'all').toLowerCase(), profile.cxid);
    const canonical = `${base}${pathInLocale(canonicalPath, locale)}`;
    const title = profile.companyName
      ? t('seo.professionalTitleWithCompany', { name: profile.name, company: profile.companyName })
      : t('seo.professionalTitle', { name: profile.name });
    const description = professionalDescription(t, profile.name, profile.nmlsId, stateLabels, profile.aboutMe);
    // A paused listing's page answers for its bookmarks but stays out of search engines (decision 111).
    if (profile.paused) {
      return {
        status: 200,
        title,
        description,
        indexable: false,
        canonicalPath,
        preloaded: profilePreload(urlState, found),
      };
    }
    return {
      status: 200,
      title,
      description,
      indexable: true,
      canonicalPath,
      preloaded: profilePreload(urlState, found),
      image: profile.photo ? `${base}${profile.photo}` : undefined,
      leadImage: profile.photo ?? undefined,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: profile.name,
        jobTitle: t('seo.professionalJobTitle'),
        url: canonical,
        ...(profile.photo ? { image: `${base}${profile.photo}` } : {}),
        ...(profile.aboutMe ? { description: profile.aboutMe } : {}),
        identifier: { '@type': 'PropertyValue', propertyID: 'NMLS', value: profile.nmlsId },
        ...(profile.companyName
          ? {
              worksFor: {
                '@type': 'Organization',
                name: profile.companyName,
                ...(profile.companyAddress ? { address: profile.companyAddress } : {}),
              },
            }
          : {}),
        areaServed: stateLabels.map((name) => ({ '@type': 'State', name })),
        knowsLanguage: (profile.languages.length ? profile.languages : ['english']).map((l) =>
          locale === DEFAULT_LOCALE ? labelOf(LANGUAGES, l) : t(`options.language.${l}` as MessageIdIn<'options'>),
        ),
        ...(await reviewsJsonLd(ctx, found, t)),
      },
    };
  }

  if (!isKnownPage(path)) return { ...notFound(base, path, locale), canonicalPath: path };
  const english =
    PAGE_META[path] ?? (isConversationPath(path) ? CONVERSATION_META : isPlanPath(path) ? PLAN_META : NOT_FOUND_META);
  const spanish = locale === DEFAULT_LOCALE ? undefined : SPANISH_META[path];
  const meta = spanish ? { ...english, title: t(spanish[0]), description: t(spanish[1]) } : english;
  if (path === paths.directory) {
    const query = search.get('search')?.trim().slice(0, 100) || null;
    const preloaded = await directoryPreload(ctx, search);
    // A search that found professionals by name and is no place is titled by the name.
    const [first] = Object.values(preloaded) as { data?: { nameMatches: number; resolvedState: string | null } }[];
    const byName = !!first?.data && first.data.nameMatches > 0 && first.data.resolvedState === null;
    return {
      status: 200,
      ...meta,
      preloaded,
      title: query ? t(byName ? 'seo.directoryTitleMatching' : 'seo.directoryTitleNear', { search: query }) : meta.title,
      canonicalPath: `${paths.directory}${query ? `?search=${encodeURIComponent(query)}` : ''}`,
    };
  }
  const preloaded =
    path === paths.home ? await partnersPreload(ctx) : POLICY_PAGES.includes(path) ? policyNoticePreload(ctx) : undefined;
  return { status: 200, ...meta, canonicalPath: path, ...(preloaded ? { preloaded } : {}) };
}

/**
 * The visible reviews for search engines (decision 065): schema.org rates a Service, not a Person,
 * so the professional offers their service and the service carries the AggregateRating and the
 * newest visible reviews. Hidden reviews are never read here.
 */
async function reviewsJsonLd(ctx: AppContext, profile: PublicProfile, t: Translate): Promise<Record<string, unknown>> {
  if (!profile.rating.count || profile.rating.average === null) return {};
  const newest = await newestVisibleReviews(ctx.db, profile.id, REVIEW_LIMITS.jsonLdReviews);
  return {
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: t('seo.professionalServiceName', { name: profile.user.name }),
        serviceType: t('seo.professionalServiceType'),
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: profile.rating.average,
          reviewCount: profile.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
        review: newest.map((r) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: r.authorName },
          datePublished: r.createdAt.slice(0, 10),
          reviewBody: r.body,
          reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        })),
      },
    },
  };
}

/** The page not found, in the language of the address asked for (an address under /es/ is answered in Spanish). */
function notFound(base: string, path: string, locale: Locale = DEFAULT_LOCALE): PageMeta {
  const canonical = `${base}${path}`;
  if (locale === DEFAULT_LOCALE) return { status: 404, ...NOT_FOUND_META, canonical, locale };
  const t = translator(locale);
  return {
    status: 404,
    ...NOT_FOUND_META,
    title: t('seo.notFoundTitle'),
    description: t('seo.notFoundDescription'),
    canonical,
    locale,
  };
}

/** A profile's description: who they are and where, then their own words or an invitation, within 160 characters. */
function professionalDescription(t: Translate, name: string, nmlsId: string, states: string[], aboutMe: string | null): string {
  const base = states.length
    ? t('seo.professionalDescriptionServing', { name, nmlsId, states: states.join(', ') })
    : t('seo.professionalDescription', { name, nmlsId });
  const about = aboutMe?.replace(/\s+/g, ' ').trim();
  const text = `${base} ${about || t('seo.professionalDescriptionInvite')}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}
