/** A professional's public profile page. */
export default {
  aboutTitle: 'About {name}',
  aboutDefault:
    '{name} is a licensed mortgage professional who helps home buyers improve their credit before they apply, so they qualify for a better rate.',
  stateLicenses: 'State Licenses',
  loanTypes: 'Loan Types',
  mortgageTypes: 'Mortgage Types',
  languages: 'Languages',
  notProvided: 'Not provided',
} as const;
