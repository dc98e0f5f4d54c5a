/**
 * The partner lenders' texts, without a schema: the landing page's strip imports them from here, so
 * the page's first load carries no validation code (the landing page's JavaScript budget).
 */
export const PARTNER_NAME_MAX = 100;

export const PARTNER_TEXT = {
  created: 'Partner added',
  updated: 'Partner updated',
  hidden: 'Partner hidden from the landing page',
  shown: 'Partner shown on the landing page',
  notFound: 'Partner not found',
  nameRequired: 'Partner name is required',
  nameTooLong: `Partner name must not exceed ${PARTNER_NAME_MAX} characters`,
  websiteInvalid: 'Please enter a valid website URL',
  logoRequired: 'Please choose a logo (JPG or PNG, at most 5 MB)',
  hiddenInvalid: 'Hidden must be true or false',
  none: 'No partners yet. Add the lenders you work with; the landing page shows them once there is one.',
  stripTitle: 'Working with lenders nationwide',
} as const;
