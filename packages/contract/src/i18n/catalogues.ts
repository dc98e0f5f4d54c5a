/**
 * Every namespace of both languages. The server reads the texts from here; the web app imports only the
 * types and loads the active language's modules on demand (apps/web/src/lib/i18n.ts). A new namespace
 * is two modules (en-US/<name>.ts, es-US/<name>.ts) and one line in each list below.
 */
import enAccount from './en-US/account.ts';
import enAdmin from './en-US/admin.ts';
import enAnswers from './en-US/answers.ts';
import enAreas from './en-US/areas.ts';
import enAuth from './en-US/auth.ts';
import enCommon from './en-US/common.ts';
import enConsumer from './en-US/consumer.ts';
import enConversations from './en-US/conversations.ts';
import enCopRequest from './en-US/copRequest.ts';
import enDirectory from './en-US/directory.ts';
import enEmails from './en-US/emails.ts';
import enLanding from './en-US/landing.ts';
import enLeads from './en-US/leads.ts';
import enMxpert from './en-US/mxpert.ts';
import enOnboarding from './en-US/onboarding.ts';
import enOptions from './en-US/options.ts';
import enPlans from './en-US/plans.ts';
import enPolicies from './en-US/policies.ts';
import enProfile from './en-US/profile.ts';
import enPublicPages from './en-US/publicPages.ts';
import enReviews from './en-US/reviews.ts';
import enSeo from './en-US/seo.ts';
import enShell from './en-US/shell.ts';
import enValidation from './en-US/validation.ts';
import esAccount from './es-US/account.ts';
import esAdmin from './es-US/admin.ts';
import esAnswers from './es-US/answers.ts';
import esAreas from './es-US/areas.ts';
import esAuth from './es-US/auth.ts';
import esCommon from './es-US/common.ts';
import esConsumer from './es-US/consumer.ts';
import esConversations from './es-US/conversations.ts';
import esCopRequest from './es-US/copRequest.ts';
import esDirectory from './es-US/directory.ts';
import esEmails from './es-US/emails.ts';
import esLanding from './es-US/landing.ts';
import esLeads from './es-US/leads.ts';
import esMxpert from './es-US/mxpert.ts';
import esOnboarding from './es-US/onboarding.ts';
import esOptions from './es-US/options.ts';
import esPlans from './es-US/plans.ts';
import esPolicies from './es-US/policies.ts';
import esProfile from './es-US/profile.ts';
import esPublicPages from './es-US/publicPages.ts';
import esReviews from './es-US/reviews.ts';
import esSeo from './es-US/seo.ts';
import esShell from './es-US/shell.ts';
import esValidation from './es-US/validation.ts';
import type { Locale } from './locale.ts';
import type { Messages, Translation } from './messages.ts';

const EN_US = {
  common: enCommon,
  emails: enEmails,
  options: enOptions,
  seo: enSeo,
  shell: enShell,
  landing: enLanding,
  directory: enDirectory,
  profile: enProfile,
  account: enAccount,
  auth: enAuth,
  validation: enValidation,
  mxpert: enMxpert,
  leads: enLeads,
  onboarding: enOnboarding,
  plans: enPlans,
  consumer: enConsumer,
  conversations: enConversations,
  admin: enAdmin,
  areas: enAreas,
  reviews: enReviews,
  copRequest: enCopRequest,
  policies: enPolicies,
  answers: enAnswers,
  publicPages: enPublicPages,
} as const;

const ES_US = {
  common: esCommon,
  emails: esEmails,
  options: esOptions,
  seo: esSeo,
  shell: esShell,
  landing: esLanding,
  directory: esDirectory,
  profile: esProfile,
  account: esAccount,
  auth: esAuth,
  validation: esValidation,
  mxpert: esMxpert,
  leads: esLeads,
  onboarding: esOnboarding,
  plans: esPlans,
  consumer: esConsumer,
  conversations: esConversations,
  admin: esAdmin,
  areas: esAreas,
  reviews: esReviews,
  copRequest: esCopRequest,
  policies: esPolicies,
  answers: esAnswers,
  publicPages: esPublicPages,
} satisfies { readonly [N in keyof typeof EN_US]: Translation<(typeof EN_US)[N]> };

export const CATALOGUES: { readonly [L in Locale]: { readonly [N in Namespace]: Messages } } = {
  'en-US': EN_US,
  'es-US': ES_US,
};

export type Namespace = keyof typeof EN_US;
export const NAMESPACES = Object.keys(EN_US) as Namespace[];

/** A text's id: its namespace and key, 'options.loanType.fha'. */
export type MessageId = { [N in Namespace]: `${N}.${keyof (typeof EN_US)[N] & string}` }[Namespace];
/** The ids of one namespace. */
export type MessageIdIn<N extends Namespace> = `${N}.${keyof (typeof EN_US)[N] & string}`;
