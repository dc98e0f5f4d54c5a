/**
 * What the three signed-in areas share: the header's navigation, the account menu and the pages' titles
 * (the English titles are PAGE_META's, which the server writes).
 */
import { paths } from '../../paths.ts';
import { CONVERSATION_META, PAGE_META, PLAN_META } from '../../seo.ts';

const title = (path: string) => PAGE_META[path]?.title ?? '';

export default {
  navLabel: 'Main',
  navUnread: 'unread',
  menuLabel: 'Account menu for {name} {role}',
  menuSettings: 'Settings',
  logoutFailed: 'Logout failed',
  downloadCsv: 'Download CSV',
  // The consumer's area.
  consumerNavDashboard: 'Dashboard',
  consumerNavMessages: 'My Messages',
  consumerNavRequests: 'My Requests',
  consumerNavPlans: 'My Plans',
  consumerRole: 'Consumer Account',
  consumerSignOut: 'Sign Out',
  // The admin's area.
  adminBadge: 'Admin',
  adminNavLabel: 'Admin',
  adminRole: 'ADMIN',
  adminLogout: 'Logout',
  adminLogoutFailed: 'Failed to log out',
  adminNavDashboard: 'Dashboard',
  adminNavMortgagexperts: 'MortgageXperts',
  adminNavReports: 'Reports',
  adminNavReviews: 'Reviews',
  adminNavAccounts: 'Accounts',
  adminNavAudit: 'Audit trail',
  adminNavPartners: 'Partners',
  adminNavSupport: 'Support',
  adminNavSettings: 'Settings',
  // The pages' titles.
  titleConversation: CONVERSATION_META.title,
  titlePlan: PLAN_META.title,
  titleMxpertDashboard: title(paths.mxpert.dashboard),
  titleMxpertMessages: title(paths.mxpert.messages),
  titleMxpertClosedMessages: title(paths.mxpert.closedMessages),
  titleMxpertRequests: title(paths.mxpert.copRequests),
  titleMxpertLeads: title(paths.mxpert.leads),
  titleMxpertOnboard: title(paths.mxpert.onboard),
  titleMxpertProfile: title(paths.mxpert.profile),
  titleMxpertReviews: title(paths.mxpert.reviews),
  titleMxpertPlans: title(paths.mxpert.plans),
  titleMxpertSettings: title(paths.mxpert.settings),
  titleAdminDashboard: title(paths.admin.dashboard),
  titleAdminMortgagexperts: title(paths.admin.mortgagexperts),
  titleAdminReports: title(paths.admin.reports),
  titleAdminReviews: title(paths.admin.reviews),
  titleAdminAccounts: title(paths.admin.users),
  titleAdminAudit: title(paths.admin.audit),
  titleAdminPartners: title(paths.admin.partners),
  titleAdminSupport: title(paths.admin.support),
  titleAdminSettings: title(paths.admin.settings),
  titleConsumerDashboard: title(paths.consumer.dashboard),
  titleConsumerMessages: title(paths.consumer.messages),
  titleConsumerRequests: title(paths.consumer.requests),
  titleConsumerPlans: title(paths.consumer.plans),
  titleConsumerSettings: title(paths.consumer.settings),
} as const;
