/** The public site's header and footer. */
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
} as const;
