import { paths } from './paths.ts';

export interface StaticPageMeta {
  title: string;
  description: string;
  /** Whether search engines should index the page. */
  indexable: boolean;
}

const SITE = 'MortgageXperts';
const DEFAULT_DESCRIPTION =
  'MortgageXperts connects home buyers, owners and real-estate agents with licensed mortgage professionals who optimize credit scores before you apply.';

/** Title, description and indexing of every page with fixed content; the server and the app both use it. */
export const PAGE_META: Record<string, StaticPageMeta> = {
  [paths.home]: { title: `${SITE} · Find a mortgage credit expert near you`, description: DEFAULT_DESCRIPTION, indexable: true },
  [paths.directory]: {
    title: `Find a MortgageXpert near you | ${SITE}`,
    description:
      'Search licensed mortgage professionals by city, state or ZIP code, and compare their experience, loan types and languages.',
    indexable: true,
  },
  [paths.signIn]: { title: `Sign in | ${SITE}`, description: 'Sign in to your MortgageXperts account.', indexable: true },
  [paths.signUp]: {
    title: `Become a MortgageXpert | ${SITE}`,
    description:
      'Licensed mortgage professionals: create your MortgageXperts profile and receive qualified leads from home buyers near you.',
    indexable: true,
  },
  [paths.createAccount]: {
    title: `Create a free account | ${SITE}`,
    description: 'Create a free MortgageXperts account to follow the messages and credit optimization requests you send.',
    indexable: true,
  },
  [paths.signUpSuccess]: { title: `Check your email | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.forgotPassword]: {
    title: `Forgot password | ${SITE}`,
    description: 'Reset the password of your MortgageXperts account.',
    indexable: false,
  },
  [paths.resetPassword]: { title: `Choose a new password | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.verifyEmail]: { title: `Email verification | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.confirmSender]: { title: `Confirm your message | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.privacy]: {
    title: `Privacy Policy | ${SITE}`,
    description:
      'What MortgageXperts collects, why, who sees it (only the professional you choose), how long it is kept, and how to use your rights.',
    indexable: true,
  },
  [paths.acceptableUse]: {
    title: `Acceptable Use Policy | ${SITE}`,
    description: 'How consumers and mortgage professionals may and may not use MortgageXperts.',
    indexable: true,
  },
  [paths.terms]: {
    title: `Terms of Use | ${SITE}`,
    description:
      'The terms for using MortgageXperts, a marketplace that connects consumers with licensed mortgage professionals.',
    indexable: true,
  },
  [paths.licensing]: {
    title: `Licensing and disclosures | ${SITE}`,
    description:
      'MortgageXperts is not a lender or broker. How to verify a professional’s license on NMLS Consumer Access, and our Equal Housing Opportunity statement.',
    indexable: true,
  },
  [paths.support]: {
    title: `Get support | ${SITE}`,
    description: 'Questions about your account, a message you sent or your data? Write to the MortgageXperts support team.',
    indexable: true,
  },
  [paths.confirmEmailChange]: { title: `Confirm your new email | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.emailPreferences]: {
    title: `Email preferences | ${SITE}`,
    description: 'Choose which optional emails MortgageXperts sends you, or unsubscribe.',
    indexable: false,
  },
  [paths.notFound]: { title: `Page not found | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.dashboard]: { title: `Dashboard | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.messages]: { title: `Messages | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.closedMessages]: { title: `Closed messages | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.copRequests]: { title: `Requests | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.leads]: { title: `Leads | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.onboard]: { title: `Complete your profile | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.profile]: { title: `My profile | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.reviews]: { title: `Reviews | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.plans]: { title: `Plans | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.mxpert.settings]: { title: `Settings | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.dashboard]: { title: `Admin dashboard | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.mortgagexperts]: { title: `MortgageXperts | Admin | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.reports]: { title: `Analytics & Reports | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.reviews]: { title: `Reviews | Admin | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.users]: { title: `Accounts | Admin | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.audit]: { title: `Audit trail | Admin | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.partners]: { title: `Partner lenders | Admin | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.support]: { title: `Support inbox | Admin | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.admin.settings]: { title: `Settings | Admin | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.consumer.dashboard]: { title: `My dashboard | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.consumer.messages]: { title: `My messages | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.consumer.requests]: { title: `My requests | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.consumer.plans]: { title: `My plans | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
  [paths.consumer.settings]: { title: `Settings | ${SITE}`, description: DEFAULT_DESCRIPTION, indexable: false },
};

/** Every conversation page (a message's or a request's, either side): private, never indexed. */
export const CONVERSATION_META: StaticPageMeta = {
  title: `Conversation | ${SITE}`,
  description: DEFAULT_DESCRIPTION,
  indexable: false,
};

/** One Credit Optimization Plan's page: private, never indexed. */
export const PLAN_META: StaticPageMeta = {
  title: `Credit Optimization Plan | ${SITE}`,
  description: DEFAULT_DESCRIPTION,
  indexable: false,
};

export const NOT_FOUND_META: StaticPageMeta = PAGE_META[paths.notFound] as StaticPageMeta;

/**
 * The directory's title for a search: near a place ('Austin, TX'), or matching the name or company
 * it was read as (`byName`: it found professionals by name and is no place, 'Golden Gate').
 */
export function directoryTitle(search: string | null, byName = false): string {
  if (!search) return (PAGE_META[paths.directory] as StaticPageMeta).title;
  return byName ? `MortgageXperts matching ${search} | ${SITE}` : `MortgageXperts near ${search} | ${SITE}`;
}

/** A professional's profile title. */
export function professionalTitle(name: string, companyName: string | null): string {
  return `${name}${companyName ? `, ${companyName}` : ''} · Mortgage credit expert | ${SITE}`;
}

export function professionalDescription(name: string, nmlsId: string, states: string[], aboutMe: string | null): string {
  const base = `${name} (NMLS ${nmlsId}) is a licensed MortgageXpert${states.length ? ` serving ${states.join(', ')}` : ''}.`;
  const about = aboutMe?.replace(/\s+/g, ' ').trim();
  const text = about ? `${base} ${about}` : `${base} Send a message or ask for a free Credit Optimization Plan.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}
