/** Every page of the web app; the server and the router both use it. */
export const paths = {
  home: '/',
  /** A section of the landing page (its footer links and menu point at these). */
  homeSection: (id: string) => `/#${id}`,
  directory: '/mortgageexperts',
  /** The directory searching for a place or a name, as typed in a search box. */
  directorySearch: (text: string) => `/mortgageexperts?search=${encodeURIComponent(text)}`,
  professionalProfile: (state: string, cxid: string) => `/xperts/${encodeURIComponent(state)}/${encodeURIComponent(cxid)}`,
  /** The router's pattern of a professional's profile address. */
  professionalProfilePattern: '/xperts/:state/:cxid',
  signIn: '/signin',
  signUp: '/signup',
  signUpSuccess: '/signup-success',
  createAccount: '/create-account',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** The account owner confirms a guest message or request sent with their address. */
  confirmSender: '/confirm-sender',
  /** A new e-mail address is confirmed from the link sent to it. */
  confirmEmailChange: '/confirm-email-change',
  /** Which optional e-mails an address receives; opened from a signed link, no sign-in needed. */
  emailPreferences: '/email-preferences',
  notFound: '/404',
  /** The policy pages and the support form. */
  privacy: '/privacy',
  acceptableUse: '/acceptable-use',
  terms: '/terms',
  licensing: '/licensing',
  support: '/support',
  mxpert: {
    dashboard: '/mxpert/dashboard',
    messages: '/mxpert/messages',
    closedMessages: '/mxpert/messages/closed',
    copRequests: '/mxpert/cop-requests',
    /** Messages and COP requests in one list. */
    leads: '/mxpert/leads',
    onboard: '/mxpert/onboard',
    profile: '/mxpert/profile',
    reviews: '/mxpert/reviews',
    /** The professional's Credit Optimization Plans. */
    plans: '/mxpert/plans',
    settings: '/mxpert/settings',
  },
  /** One Credit Optimization Plan as its professional edits it (e-mails and bell items link here). */
  mxpertPlan: (id: string) => `/mxpert/plans/${encodeURIComponent(id)}`,
  /** The router's pattern of a professional's plan page. */
  mxpertPlanPattern: '/mxpert/plans/:id',
  admin: {
    dashboard: '/admin/dashboard',
    mortgagexperts: '/admin/mortgagexperts',
    reports: '/admin/reports',
    reviews: '/admin/reviews',
    users: '/admin/users',
    audit: '/admin/audit',
    partners: '/admin/partners',
    support: '/admin/support',
    settings: '/admin/settings',
  },
  consumer: {
    dashboard: '/consumer/dashboard',
    messages: '/consumer/messages',
    requests: '/consumer/requests',
    /** The client's Credit Optimization Plans. */
    plans: '/consumer/plans',
    settings: '/consumer/settings',
  },
  /** One Credit Optimization Plan as its client works it (e-mails and bell items link here). */
  consumerPlan: (id: string) => `/consumer/plans/${encodeURIComponent(id)}`,
  /** The router's pattern of a client's plan page. */
  consumerPlanPattern: '/consumer/plans/:id',
  /** The conversation of one message or COP request, for each side. */
  conversation: {
    mxpertMessage: (id: string) => `/mxpert/messages/${encodeURIComponent(id)}`,
    mxpertCopRequest: (id: string) => `/mxpert/cop-requests/${encodeURIComponent(id)}`,
    consumerMessage: (id: string) => `/consumer/messages/${encodeURIComponent(id)}`,
    consumerRequest: (id: string) => `/consumer/requests/${encodeURIComponent(id)}`,
  },
  /** The router's patterns of the conversation pages. */
  conversationPattern: {
    mxpertMessage: '/mxpert/messages/:id',
    mxpertCopRequest: '/mxpert/cop-requests/:id',
    consumerMessage: '/consumer/messages/:id',
    consumerRequest: '/consumer/requests/:id',
  },
} as const;

/** The policy pages and the support form: public, indexed, in the sitemap and the footer. */
export const POLICY_PAGES: readonly string[] = [paths.privacy, paths.acceptableUse, paths.terms, paths.licensing, paths.support];

/**
 * The public pages without parameters in their path: the home, the directory, signing in and up,
 * the pages of the e-mailed links and the policy pages.
 */
export const PUBLIC_PAGES: readonly string[] = [
  paths.home,
  paths.directory,
  paths.signIn,
  paths.signUp,
  paths.signUpSuccess,
  paths.createAccount,
  paths.forgotPassword,
  paths.resetPassword,
  paths.verifyEmail,
  paths.confirmSender,
  paths.confirmEmailChange,
  paths.emailPreferences,
  ...POLICY_PAGES,
];

/** Every page of the app without parameters in its path. */
export const STATIC_PAGES: ReadonlySet<string> = new Set<string>([
  ...PUBLIC_PAGES,
  ...Object.values(paths.mxpert),
  ...Object.values(paths.admin),
  ...Object.values(paths.consumer),
]);

const PROFESSIONAL_PROFILE = /^\/xperts\/[^/]+\/[^/]+\/?$/;

/** True when the path is a professional's profile (its title comes from the profile, not from a table). */
export function isProfessionalProfilePath(pathname: string): boolean {
  return PROFESSIONAL_PROFILE.test(pathname);
}

const CONVERSATION_PAGE = /^\/(?:mxpert\/(?:messages|cop-requests)|consumer\/(?:messages|requests))\/[^/]+\/?$/;

/** True when the path is a conversation's page (a message or COP request, for either side). */
export function isConversationPath(pathname: string): boolean {
  return CONVERSATION_PAGE.test(pathname) && !STATIC_PAGES.has(pathname.replace(/\/$/, ''));
}

const PLAN_PAGE = /^\/(?:mxpert|consumer)\/plans\/[^/]+\/?$/;

/** True when the path is one plan's page. */
export function isPlanPath(pathname: string): boolean {
  return PLAN_PAGE.test(pathname);
}

/** True when the path is one of the app's pages (the not-found page excluded). */
export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return STATIC_PAGES.has(path) || PROFESSIONAL_PROFILE.test(path) || CONVERSATION_PAGE.test(path) || PLAN_PAGE.test(path);
}

/** The longest `next` sign-in accepts: a page's path with its list state, never a document. */
const NEXT_MAX_LENGTH = 300;

/**
 * A same-site address: one leading slash (never `//host` or `/\host`), path segments of letters,
 * digits and `-._~` only (no encoded character, no `.` or `..` segment, no scheme, no whitespace or
 * control character), then optionally a query without slashes or backslashes, and no fragment.
 */
const SAME_SITE_ADDRESS = /^((?:\/[A-Za-z0-9\-_~][A-Za-z0-9\-._~]*)+\/?)(?:\?[A-Za-z0-9\-._~=&%+]*)?$/;

/** The pages signing in leads to: the signed-in areas, and a public profile (its review form). */
const SIGNED_IN_AREA = /^\/(?:mxpert|consumer|admin)\//;

/**
 * Where sign-in may return to (`/signin?next=…`), the one check the router, the pages and the
 * server all use: a page of this site in a signed-in area (a conversation, a plan, settings, a list) or a
 * public profile (its `?review=1` link), given as a same-site address (SAME_SITE_ADDRESS). Anything
 * else (an absolute URL, `//host`, a backslash, a scheme, an encoded path, a fragment, a sign-in or
 * other public page, an unknown page) is not a place to return to: sign-in goes to the user's home.
 */
export function safeSignInNext(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length > NEXT_MAX_LENGTH) return null;
  const match = SAME_SITE_ADDRESS.exec(next);
  const path = match?.[1];
  if (!path || !isKnownPage(path)) return null;
  return SIGNED_IN_AREA.test(path) || isProfessionalProfilePath(path) ? next : null;
}

/** The sign-in page that returns to `next` afterwards (see safeSignInNext), else plain sign-in. */
export function signInReturningTo(next: string | null | undefined): string {
  return withSignInNext(paths.signIn, next);
}

/** A page on the way to signing in (create an account, verify it, sign in) carrying `next` when safe. */
export function withSignInNext(page: string, next: string | null | undefined): string {
  const safe = safeSignInNext(next);
  return safe ? `${page}?next=${encodeURIComponent(safe)}` : page;
}

/** A client's plan page: an e-mail links to it, and a signed-out reader goes straight to sign-in. */
const CONSUMER_PLAN_PAGE = /^\/consumer\/plans\/[^/]+\/?$/;

/** True when a signed-out reader of the page goes straight to sign-in instead of 'Access Denied'. */
export function signsInDirectly(pathname: string): boolean {
  return CONSUMER_PLAN_PAGE.test(pathname);
}

/**
 * The addresses of one Credit Optimization Plan for each side, as e-mails and bell items link to them.
 */
export const planPaths = {
  mxpert: paths.mxpertPlan,
  consumer: paths.consumerPlan,
} as const;
