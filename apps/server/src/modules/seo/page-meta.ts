import {
  directoryTitle,
  expertDescription,
  expertTitle,
  isKnownPage,
  isPlanPath,
  isThreadPath,
  LANGUAGES,
  labelOf,
  NOT_FOUND_META,
  PAGE_META,
  PLAN_META,
  POLICY_PAGES,
  type PublicProfile,
  paths,
  REVIEW_LIMITS,
  THREAD_META,
  US_STATES,
} from '@mx/contract';
import type { AppContext } from '../../lib/context.ts';
import { getPublicProfile } from '../directory/get-profile.ts';
import { newestVisibleReviews } from '../reviews/service.ts';
import { directoryPreload, orNullWhenNotFound, partnersPreload, policyNoticePreload, profilePreload } from './page-data.ts';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  indexable: boolean;
  /** Absolute canonical URL. */
  canonical: string;
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** API answers the page asks for first, sent inside it (see page-data.ts). */
  preloaded?: Record<string, unknown>;
}

const EXPERT_PATH = /^\/xperts\/([^/]+)\/([^/]+)\/?$/;

/** Title, description, canonical URL and structured data of a page, for the HTML the server sends. */
export async function resolvePageMeta(ctx: AppContext, pathname: string, search: URLSearchParams): Promise<PageMeta> {
  const base = ctx.config.publicUrl;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;

  const expert = EXPERT_PATH.exec(path);
  if (expert) {
    const [urlState, cxid] = [decodeURIComponent(expert[1] ?? ''), decodeURIComponent(expert[2] ?? '')];
    const found = await getPublicProfile(ctx.db, urlState, cxid).catch(orNullWhenNotFound);
    if (!found) return notFound(base, path);
    const profile = { ...found, name: found.user.name };
    const stateLabels = profile.serviceAreas.map((s) => labelOf(US_STATES, s));
    const canonical = `${base}${paths.expertProfile((profile.serviceAreas[0] ?? 'all').toLowerCase(), profile.cxid)}`;
    // A paused listing's page answers for its bookmarks but stays out of search engines (decision 111).
    if (profile.paused) {
      return {
        status: 200,
        title: expertTitle(profile.name, profile.companyName),
        description: expertDescription(profile.name, profile.nmlsId, stateLabels, profile.aboutMe),
        indexable: false,
        canonical,
        preloaded: profilePreload(urlState, found),
      };
    }
    return {
      status: 200,
      title: expertTitle(profile.name, profile.companyName),
      description: expertDescription(profile.name, profile.nmlsId, stateLabels, profile.aboutMe),
      indexable: true,
      canonical,
      preloaded: profilePreload(urlState, found),
      image: profile.photo ? `${base}${profile.photo}` : undefined,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: profile.name,
        jobTitle: 'Mortgage loan originator',
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
        knowsLanguage: (profile.languages.length ? profile.languages : ['english']).map((l) => labelOf(LANGUAGES, l)),
        ...(await reviewsJsonLd(ctx, found)),
      },
    };
  }

  if (!isKnownPage(path)) return notFound(base, path);
  const meta = PAGE_META[path] ?? (isThreadPath(path) ? THREAD_META : isPlanPath(path) ? PLAN_META : NOT_FOUND_META);
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
      title: directoryTitle(query, byName),
      canonical: `${base}${paths.directory}${query ? `?search=${encodeURIComponent(query)}` : ''}`,
    };
  }
  const preloaded =
    path === paths.home ? await partnersPreload(ctx) : POLICY_PAGES.includes(path) ? policyNoticePreload(ctx) : undefined;
  return { status: 200, ...meta, canonical: `${base}${path}`, ...(preloaded ? { preloaded } : {}) };
}

/**
 * The visible reviews for search engines (decision 065): schema.org rates a Service, not a Person,
 * so the professional offers their service and the service carries the AggregateRating and the
 * newest visible reviews. Hidden reviews are never read here.
 */
async function reviewsJsonLd(ctx: AppContext, profile: PublicProfile): Promise<Record<string, unknown>> {
  if (!profile.rating.count || profile.rating.average === null) return {};
  const newest = await newestVisibleReviews(ctx.db, profile.id, REVIEW_LIMITS.jsonLdReviews);
  return {
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: `Credit optimization and mortgage guidance by ${profile.user.name}`,
        serviceType: 'Mortgage loan origination',
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

function notFound(base: string, path: string): PageMeta {
  return { status: 404, ...NOT_FOUND_META, canonical: `${base}${path}` };
}
