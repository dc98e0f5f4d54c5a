import type { Namespace } from './i18n/catalogues.ts';
import { paths } from './paths.ts';

/**
 * The one list of the web app's pages: the router builds its routes from it, and the server
 * preloads each public page's code from it (apps/server/src/plugins/route-assets.ts). Modules are
 * named by their path inside apps/web, as the build's manifest names them.
 */
export type PageArea = 'public' | 'directory' | 'consumer' | 'mxpert' | 'admin';

export interface AreaLayout {
  /** The layout the area's pages render in. */
  layout: string;
  /** Whether the server sends the area's page code as modulepreload links (anonymous visitors' pages). */
  preload: boolean;
}

export const PAGE_AREAS: Readonly<Record<PageArea, AreaLayout>> = {
  public: { layout: 'src/app/layouts/public-layout.tsx', preload: true },
  directory: { layout: 'src/app/layouts/adaptive-layout.tsx', preload: true },
  consumer: { layout: 'src/app/layouts/consumer-layout.tsx', preload: false },
  mxpert: { layout: 'src/app/layouts/mxpert-layout.tsx', preload: false },
  admin: { layout: 'src/app/layouts/admin-layout.tsx', preload: false },
};

export interface PageModule {
  /** The router's path pattern (`:name` is one segment; `*` is any other address). */
  path: string;
  module: string;
  area: PageArea;
  /**
   * The text namespaces the page loads beyond the public ones (its `useNamespaces`): the server names
   * them in a public page's HTML, so its first render does not wait for them.
   */
  texts?: readonly Namespace[];
}

/** What the sign-in and sign-up pages' forms read: their own texts and the validation's sentences. */
const FORM_TEXTS: readonly Namespace[] = ['auth', 'validation'];

/** What the support form and the e-mailed links' pages read: their texts and the validation's and server's sentences. */
const PUBLIC_PAGE_TEXTS: readonly Namespace[] = ['publicPages', 'validation'];

/** Any address no page answers: the not-found page. */
export const OTHER_ADDRESSES = '*';

export const PAGE_MODULES: readonly PageModule[] = [
  { path: paths.home, module: 'src/features/landing/landing-page.tsx', area: 'public' },
  { path: paths.signIn, module: 'src/features/auth/pages/signin-page.tsx', area: 'public', texts: FORM_TEXTS },
  { path: paths.signUp, module: 'src/features/auth/pages/signup-page.tsx', area: 'public', texts: FORM_TEXTS },
  { path: paths.signUpSuccess, module: 'src/features/auth/pages/signup-success-page.tsx', area: 'public', texts: ['auth'] },
  { path: paths.createAccount, module: 'src/features/auth/pages/create-account-page.tsx', area: 'public', texts: FORM_TEXTS },
  { path: paths.forgotPassword, module: 'src/features/auth/pages/forgot-password-page.tsx', area: 'public', texts: FORM_TEXTS },
  { path: paths.resetPassword, module: 'src/features/auth/pages/reset-password-page.tsx', area: 'public', texts: FORM_TEXTS },
  { path: paths.verifyEmail, module: 'src/features/auth/pages/verify-email-page.tsx', area: 'public', texts: FORM_TEXTS },
  {
    path: paths.confirmSender,
    module: 'src/features/leads/pages/confirm-sender-page.tsx',
    area: 'public',
    texts: PUBLIC_PAGE_TEXTS,
  },
  { path: paths.privacy, module: 'src/features/trust/pages/privacy-page.tsx', area: 'public', texts: ['policies'] },
  { path: paths.acceptableUse, module: 'src/features/trust/pages/acceptable-use-page.tsx', area: 'public', texts: ['policies'] },
  { path: paths.terms, module: 'src/features/trust/pages/terms-page.tsx', area: 'public', texts: ['policies'] },
  { path: paths.licensing, module: 'src/features/trust/pages/licensing-page.tsx', area: 'public', texts: ['policies'] },
  { path: paths.support, module: 'src/features/trust/pages/support-page.tsx', area: 'public', texts: PUBLIC_PAGE_TEXTS },
  {
    path: paths.confirmEmailChange,
    module: 'src/features/account/pages/confirm-email-change-page.tsx',
    area: 'public',
    texts: PUBLIC_PAGE_TEXTS,
  },
  {
    path: paths.emailPreferences,
    module: 'src/features/account/pages/email-preferences-page.tsx',
    area: 'public',
    texts: PUBLIC_PAGE_TEXTS,
  },
  { path: OTHER_ADDRESSES, module: 'src/features/errors/not-found-page.tsx', area: 'public' },
  { path: paths.directory, module: 'src/features/directory/pages/directory-page.tsx', area: 'directory' },
  // The reviews' texts load with the reviews, below the fold (docs/decisions/131).
  {
    path: paths.professionalProfilePattern,
    module: 'src/features/directory/pages/professional-profile-page.tsx',
    area: 'directory',
  },
  { path: paths.consumer.dashboard, module: 'src/features/consumer/pages/consumer-dashboard-page.tsx', area: 'consumer' },
  { path: paths.consumer.messages, module: 'src/features/consumer/pages/my-messages-page.tsx', area: 'consumer' },
  { path: paths.consumer.requests, module: 'src/features/consumer/pages/my-requests-page.tsx', area: 'consumer' },
  {
    path: paths.conversationPattern.consumerMessage,
    module: 'src/features/conversations/pages/consumer-conversation-page.tsx',
    area: 'consumer',
  },
  {
    path: paths.conversationPattern.consumerRequest,
    module: 'src/features/conversations/pages/consumer-conversation-page.tsx',
    area: 'consumer',
  },
  { path: paths.consumer.plans, module: 'src/features/plans/consumer/pages/consumer-plans-page.tsx', area: 'consumer' },
  { path: paths.consumerPlanPattern, module: 'src/features/plans/consumer/pages/consumer-plan-page.tsx', area: 'consumer' },
  { path: paths.consumer.settings, module: 'src/features/account/pages/consumer-settings-page.tsx', area: 'consumer' },
  { path: paths.mxpert.dashboard, module: 'src/features/mxpert/pages/mxpert-dashboard-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.onboard, module: 'src/features/onboarding/pages/onboarding-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.profile, module: 'src/features/mxpert/pages/mxpert-profile-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.messages, module: 'src/features/leads/pages/messages-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.closedMessages, module: 'src/features/leads/pages/messages-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.copRequests, module: 'src/features/leads/pages/cop-requests-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.leads, module: 'src/features/leads/pages/leads-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.reviews, module: 'src/features/reviews/pages/mxpert-reviews-page.tsx', area: 'mxpert' },
  { path: paths.mxpert.plans, module: 'src/features/plans/mxpert/pages/mxpert-plans-page.tsx', area: 'mxpert' },
  { path: paths.mxpertPlanPattern, module: 'src/features/plans/mxpert/pages/mxpert-plan-page.tsx', area: 'mxpert' },
  {
    path: paths.conversationPattern.mxpertMessage,
    module: 'src/features/conversations/pages/mxpert-conversation-page.tsx',
    area: 'mxpert',
  },
  {
    path: paths.conversationPattern.mxpertCopRequest,
    module: 'src/features/conversations/pages/mxpert-conversation-page.tsx',
    area: 'mxpert',
  },
  { path: paths.mxpert.settings, module: 'src/features/account/pages/mxpert-settings-page.tsx', area: 'mxpert' },
  { path: paths.admin.dashboard, module: 'src/features/admin/pages/admin-dashboard-page.tsx', area: 'admin' },
  { path: paths.admin.mortgagexperts, module: 'src/features/admin/pages/admin-mxperts-page.tsx', area: 'admin' },
  { path: paths.admin.reports, module: 'src/features/admin/pages/admin-reports-page.tsx', area: 'admin' },
  { path: paths.admin.reviews, module: 'src/features/reviews/pages/admin-reviews-page.tsx', area: 'admin' },
  { path: paths.admin.users, module: 'src/features/admin/pages/admin-users-page.tsx', area: 'admin' },
  { path: paths.admin.audit, module: 'src/features/admin/pages/admin-audit-page.tsx', area: 'admin' },
  { path: paths.admin.partners, module: 'src/features/admin/pages/admin-partners-page.tsx', area: 'admin' },
  { path: paths.admin.support, module: 'src/features/admin/pages/admin-support-page.tsx', area: 'admin' },
  { path: paths.admin.settings, module: 'src/features/account/pages/admin-settings-page.tsx', area: 'admin' },
];

/** The pages of one area, in the order above. */
export function pagesOf(area: PageArea): PageModule[] {
  return PAGE_MODULES.filter((page) => page.area === area);
}

/** A matcher for a page's path pattern (the `*` of the not-found page matches nothing here). */
export function pagePattern(path: string): RegExp {
  if (path === OTHER_ADDRESSES) return /(?!)/;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
