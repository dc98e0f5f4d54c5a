/** The public site's header and footer. */
import { TEXT } from '../../texts.ts';
import { EQUAL_HOUSING_NOTICE } from '../../trust-texts.ts';

export default {
  skipToContent: 'Skip to content',
  logoHome: 'MortgageXperts home',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  footerNav: 'Footer',
  menuSolutions: 'Solutions',
  menuWhy: 'Why choose MortgageXperts',
  menuResources: 'Resources',
  menuCompany: 'Company',
  menuPricing: 'Pricing',
  login: 'Login',
  getStarted: 'Get Started',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerTagline: 'Licensed mortgage professionals who get your credit ready before you apply.',
  footerPrivacy: 'Privacy Policy',
  footerAcceptableUse: 'Acceptable Use Policy',
  footerTerms: 'Terms of Use',
  footerLicensing: 'Licensing',
  footerSupport: 'Get Support',
  equalHousing: EQUAL_HOUSING_NOTICE,
  copyright: '© {year} MortgageXperts. All rights reserved.',
  // The error screens: the page not found, the guards, a page that failed.
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go Home',
  browse: 'Browse MortgageXperts',
  accessDeniedTitle: TEXT.accessDeniedTitle,
  accessDenied: 'Access Denied',
  signInToView: 'Please sign in to view this page.',
  signIn: 'Sign In',
  noPermission: 'You do not have permission to view this page.',
  yourRole: 'Your role: {role}',
  errorTitle: 'Something went wrong',
  errorText: 'An error occurred. Please try again.',
  reload: 'Reload',
  // A file input's button and the words shown while no file is chosen.
  chooseFile: 'Choose file',
  noFileChosen: 'No file chosen',
  // The label of the field only bots fill in (off screen, hidden from screen readers).
  honeypotLabel: 'Website',
} as const;
