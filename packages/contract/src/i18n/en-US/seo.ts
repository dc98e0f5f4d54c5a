/** What the server writes into a public page's head: titles, descriptions and structured data texts. */

import { paths } from '../../paths.ts';
import { PAGE_META } from '../../seo.ts';

const meta = (path: string) => PAGE_META[path] ?? { title: '', description: '' };

export default {
  homeTitle: meta(paths.home).title,
  homeDescription: meta(paths.home).description,
  directoryTitle: meta(paths.directory).title,
  directoryDescription: meta(paths.directory).description,
  directoryTitleNear: 'MortgageXperts near {search} | MortgageXperts',
  directoryTitleMatching: 'MortgageXperts matching {search} | MortgageXperts',
  expertTitle: '{name} · Mortgage credit expert | MortgageXperts',
  expertTitleWithCompany: '{name}, {company} · Mortgage credit expert | MortgageXperts',
  expertDescription: '{name} (NMLS {nmlsId}) is a licensed MortgageXpert.',
  expertDescriptionServing: '{name} (NMLS {nmlsId}) is a licensed MortgageXpert serving {states}.',
  expertDescriptionInvite: 'Send a message or ask for a free Credit Optimization Plan.',
  expertJobTitle: 'Mortgage loan originator',
  expertServiceName: 'Credit optimization and mortgage guidance by {name}',
  expertServiceType: 'Mortgage loan origination',
  privacyTitle: meta(paths.privacy).title,
  privacyDescription: meta(paths.privacy).description,
  acceptableUseTitle: meta(paths.acceptableUse).title,
  acceptableUseDescription: meta(paths.acceptableUse).description,
  termsTitle: meta(paths.terms).title,
  termsDescription: meta(paths.terms).description,
  licensingTitle: meta(paths.licensing).title,
  licensingDescription: meta(paths.licensing).description,
  signInTitle: meta(paths.signIn).title,
  signInDescription: meta(paths.signIn).description,
  signUpTitle: meta(paths.signUp).title,
  signUpDescription: meta(paths.signUp).description,
  signUpSuccessTitle: meta(paths.signUpSuccess).title,
  signUpSuccessDescription: meta(paths.signUpSuccess).description,
  createAccountTitle: meta(paths.createAccount).title,
  createAccountDescription: meta(paths.createAccount).description,
  forgotPasswordTitle: meta(paths.forgotPassword).title,
  forgotPasswordDescription: meta(paths.forgotPassword).description,
  resetPasswordTitle: meta(paths.resetPassword).title,
  resetPasswordDescription: meta(paths.resetPassword).description,
  verifyEmailTitle: meta(paths.verifyEmail).title,
  verifyEmailDescription: meta(paths.verifyEmail).description,
} as const;
