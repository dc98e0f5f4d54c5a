/** Every page of the web app (spec section 2, route table); the server and the router both use it. */
export const paths = {
  home: '/',
  /** A section of the landing page (its footer links and menu point at these). */
  homeSection: (id: string) => `/#${id}`,
  directory: '/mortgageexperts',
  /** The directory searching for a place or a name, as typed in a search box. */
  directorySearch: (text: string) => `/mortgageexperts?search=${encodeURIComponent(text)}`,
  expertProfile: (state: string, cxid: string) => `/xperts/${encodeURIComponent(state)}/${encodeURIComponent(cxid)}`,
  /** The router's pattern of an expert profile's address. */
  expertProfilePattern: '/xperts/:state/:cxid',
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
  mxpert: {
    dashboard: '/mxpert/dashboard',
    messages: '/mxpert/messages',
    closedMessages: '/mxpert/messages/closed',
    copRequests: '/mxpert/cop-requests',
    onboard: '/mxpert/onboard',
    profile: '/mxpert/profile',
    settings: '/mxpert/settings',
  },
  admin: {
    dashboard: '/admin/dashboard',
    mortgagexperts: '/admin/mortgagexperts',
    reports: '/admin/reports',
  },
  consumer: {
    dashboard: '/consumer/dashboard',
    messages: '/consumer/messages',
    requests: '/consumer/requests',
    settings: '/consumer/settings',
  },
} as const;

/** Every page of the app without parameters in its path. */
export const STATIC_PAGES: ReadonlySet<string> = new Set<string>([
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
  ...Object.values(paths.mxpert),
  ...Object.values(paths.admin),
  ...Object.values(paths.consumer),
]);

const EXPERT_PROFILE = /^\/xperts\/[^/]+\/[^/]+\/?$/;

/** True when the path is an expert profile (its title comes from the profile, not from a table). */
export function isExpertProfilePath(pathname: string): boolean {
  return EXPERT_PROFILE.test(pathname);
}

/** True when the path is one of the app's pages (the not-found page excluded). */
export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return STATIC_PAGES.has(path) || EXPERT_PROFILE.test(path);
}
