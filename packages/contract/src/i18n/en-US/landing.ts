/** The landing page. */
import { PARTNER_TEXT } from '../../partner-texts.ts';
import { FIGURES_FOOTNOTE } from '../../trust-texts.ts';

export default {
  badge: 'Better credit, better mortgage',
  heroTitle: 'Find a MortgageXpert near you',
  heroText:
    'Licensed mortgage professionals who optimize your credit before you apply, so you qualify for a lower rate and a smaller monthly payment.',
  areYouPro: 'Are you a mortgage professional?',
  becomePro: 'Become a MortgageXpert',
  featuresTitle: 'Why home buyers work with a MortgageXpert',
  featureAdvisorsTitle: 'Expert Advisors',
  featureAdvisorsText:
    'Licensed mortgage professionals who have helped thousands of home buyers improve their credit scores by 100+ points.*',
  featureResultsTitle: 'Proven Results',
  featureResultsText:
    '70% of applicants can raise their scores by at least 20 points in 30 days with a Credit Optimization Plan.*',
  featureSecureTitle: 'Secure and Trusted',
  featureSecureText: 'Every MortgageXpert is reviewed by our team, and what you send goes only to the expert you choose.',
  figuresFootnote: FIGURES_FOOTNOTE,
  resultsTitle: 'What 40 points can do*',
  resultsText:
    'A sample illustration: raising a credit score from 640 to 680 can unlock a lower interest rate. On a typical loan that means paying less every month, and paying less for mortgage insurance too.',
  resultsNote: '* Illustration only; individual results vary.',
  resultsHow: 'How these figures were made',
  creditScore: 'Credit score',
  interestRate: 'Interest rate',
  lower: 'Lower',
  monthlyPayment: 'Monthly payment',
  mortgageInsurance: 'Mortgage insurance',
  howTitle: 'How it works',
  stepSearchTitle: 'Search your area',
  stepSearchText: 'Enter your city, state or ZIP code to see licensed MortgageXperts near you.',
  stepCompareTitle: 'Compare profiles',
  stepCompareText: 'Read about their experience, the loans they work with and the languages they speak.',
  stepPlanTitle: 'Get your plan',
  stepPlanText: 'Send a message or ask for a free Credit Optimization Plan. The expert will contact you soon.',
  ctaTitle: 'Free for home buyers. Built for mortgage professionals.',
  ctaText:
    'Consumers never pay to search or contact an expert. Professionals get a profile, qualified leads and the tools to follow up.',
  browse: 'Browse MortgageXperts',
  partnersTitle: PARTNER_TEXT.stripTitle,
  partnersList: 'Partner lenders',
} as const;
