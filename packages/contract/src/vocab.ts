/**
 * The option lists of the product: one list per dimension, stored as codes and shown as labels.
 * Onboarding, profile edit, directory filters and admin filters all use these lists, so a filter
 * can always match what a professional picked (docs/decisions/002-vocabularies.md).
 */

export interface Option<Code extends string = string> {
  readonly code: Code;
  readonly label: string;
}

function codes<T extends readonly Option[]>(options: T): [T[number]['code'], ...T[number]['code'][]] {
  return options.map((o) => o.code) as [T[number]['code'], ...T[number]['code'][]];
}

export const US_STATES = [
  { code: 'AL', label: 'Alabama' },
  { code: 'AK', label: 'Alaska' },
  { code: 'AZ', label: 'Arizona' },
  { code: 'AR', label: 'Arkansas' },
  { code: 'CA', label: 'California' },
  { code: 'CO', label: 'Colorado' },
  { code: 'CT', label: 'Connecticut' },
  { code: 'DE', label: 'Delaware' },
  { code: 'DC', label: 'District of Columbia' },
  { code: 'FL', label: 'Florida' },
  { code: 'GA', label: 'Georgia' },
  { code: 'HI', label: 'Hawaii' },
  { code: 'ID', label: 'Idaho' },
  { code: 'IL', label: 'Illinois' },
  { code: 'IN', label: 'Indiana' },
  { code: 'IA', label: 'Iowa' },
  { code: 'KS', label: 'Kansas' },
  { code: 'KY', label: 'Kentucky' },
  { code: 'LA', label: 'Louisiana' },
  { code: 'ME', label: 'Maine' },
  { code: 'MD', label: 'Maryland' },
  { code: 'MA', label: 'Massachusetts' },
  { code: 'MI', label: 'Michigan' },
  { code: 'MN', label: 'Minnesota' },
  { code: 'MS', label: 'Mississippi' },
  { code: 'MO', label: 'Missouri' },
  { code: 'MT', label: 'Montana' },
  { code: 'NE', label: 'Nebraska' },
  { code: 'NV', label: 'Nevada' },
  { code: 'NH', label: 'New Hampshire' },
  { code: 'NJ', label: 'New Jersey' },
  { code: 'NM', label: 'New Mexico' },
  { code: 'NY', label: 'New York' },
  { code: 'NC', label: 'North Carolina' },
  { code: 'ND', label: 'North Dakota' },
  { code: 'OH', label: 'Ohio' },
  { code: 'OK', label: 'Oklahoma' },
  { code: 'OR', label: 'Oregon' },
  { code: 'PA', label: 'Pennsylvania' },
  { code: 'RI', label: 'Rhode Island' },
  { code: 'SC', label: 'South Carolina' },
  { code: 'SD', label: 'South Dakota' },
  { code: 'TN', label: 'Tennessee' },
  { code: 'TX', label: 'Texas' },
  { code: 'UT', label: 'Utah' },
  { code: 'VT', label: 'Vermont' },
  { code: 'VA', label: 'Virginia' },
  { code: 'WA', label: 'Washington' },
  { code: 'WV', label: 'West Virginia' },
  { code: 'WI', label: 'Wisconsin' },
  { code: 'WY', label: 'Wyoming' },
] as const satisfies readonly Option[];
export const STATE_CODES = codes(US_STATES);
export type StateCode = (typeof STATE_CODES)[number];

/** The union of the language lists of the directory, the profile and onboarding. */
export const LANGUAGES = [
  { code: 'english', label: 'English' },
  { code: 'spanish', label: 'Spanish' },
  { code: 'mandarin', label: 'Mandarin' },
  { code: 'chinese', label: 'Chinese' },
  { code: 'french', label: 'French' },
  { code: 'korean', label: 'Korean' },
  { code: 'japanese', label: 'Japanese' },
  { code: 'portuguese', label: 'Portuguese' },
  { code: 'vietnamese', label: 'Vietnamese' },
  { code: 'tagalog', label: 'Tagalog' },
  { code: 'russian', label: 'Russian' },
  { code: 'german', label: 'German' },
  { code: 'italian', label: 'Italian' },
  { code: 'arabic', label: 'Arabic' },
  { code: 'hindi', label: 'Hindi' },
] as const satisfies readonly Option[];
export const LANGUAGE_CODES = codes(LANGUAGES);
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Directory loan types first, then the extended values of the profile forms. */
export const LOAN_TYPES = [
  { code: 'conventional', label: 'Conventional' },
  { code: 'fha', label: 'FHA' },
  { code: 'usda', label: 'USDA' },
  { code: 'jumbo', label: 'Jumbo' },
  { code: 'va', label: 'VA' },
  { code: 'first-time-homebuyer-programs', label: 'First-Time Homebuyer Programs' },
  { code: 'investment-property', label: 'Investment Property' },
  { code: 'refinancing', label: 'Refinancing' },
  { code: 'cash-out-refinancing', label: 'Cash-Out Refinancing' },
  { code: 'home-equity', label: 'Home Equity' },
  { code: 'construction', label: 'Construction' },
] as const satisfies readonly Option[];
export const LOAN_TYPE_CODES = codes(LOAN_TYPES);
export type LoanTypeCode = (typeof LOAN_TYPE_CODES)[number];

/** Directory mortgage types first, then the extended values of the profile forms. */
export const MORTGAGE_TYPES = [
  { code: 'purchase', label: 'Purchase' },
  { code: 'refi', label: 'Refinance' },
  { code: 'investment', label: 'Investment' },
  { code: 'first-time-home-buyer', label: 'First Time Buyer' },
  { code: 'fixed-rate', label: 'Fixed-Rate' },
  { code: 'adjustable-rate', label: 'Adjustable-Rate (ARM)' },
  { code: 'interest-only', label: 'Interest-Only' },
  { code: 'balloon', label: 'Balloon' },
  { code: 'reverse', label: 'Reverse' },
  { code: 'bridge', label: 'Bridge' },
  { code: 'hard-money', label: 'Hard Money' },
  { code: 'portfolio', label: 'Portfolio' },
  { code: 'non-qm', label: 'Non-QM' },
  { code: 'bank-statement', label: 'Bank Statement' },
] as const satisfies readonly Option[];
export const MORTGAGE_TYPE_CODES = codes(MORTGAGE_TYPES);
export type MortgageTypeCode = (typeof MORTGAGE_TYPE_CODES)[number];

export const HELP_TYPES = [
  { code: 'credit-optimization', label: 'Credit Optimization' },
  { code: 'mortgage-preapproval', label: 'Mortgage Pre-approval' },
  { code: 'refinancing', label: 'Refinancing' },
  { code: 'first-time-buyer', label: 'First-time Home Buyer' },
  { code: 'investment-property', label: 'Investment Property' },
  { code: 'consultation', label: 'Consultation' },
] as const satisfies readonly Option[];
export const HELP_TYPE_CODES = codes(HELP_TYPES);
export type HelpTypeCode = (typeof HELP_TYPE_CODES)[number];
/** Badge shown for a COP request where a help-type badge would stand. */
export const COP_BADGE_LABEL = 'Credit Optimization Plan';

export const MORTGAGE_PROCESSES = [
  { code: 'pre-qual', label: 'Pre Qual' },
  { code: 'purchasing-home', label: 'Purchasing Home' },
  { code: 'refinance', label: 'Refinance' },
] as const satisfies readonly Option[];
export const MORTGAGE_PROCESS_CODES = codes(MORTGAGE_PROCESSES);
export type MortgageProcessCode = (typeof MORTGAGE_PROCESS_CODES)[number];

export const PREFERRED_CONTACTS = [
  { code: 'email', label: 'Email' },
  { code: 'phone', label: 'Phone' },
] as const satisfies readonly Option[];
export const PREFERRED_CONTACT_CODES = codes(PREFERRED_CONTACTS);
export type PreferredContactCode = (typeof PREFERRED_CONTACT_CODES)[number];

export const REQUESTER_ROLES = [
  { code: 'homeowner', label: 'Home buyer or owner' },
  { code: 'realtor', label: 'Real estate agent' },
] as const satisfies readonly Option[];

export const ROLES = ['CONSUMER', 'MXPERT', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const LEAD_STATUSES = ['open', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'user_registration',
  'new_message',
  'new_cop_request',
  'onboarding_complete',
  'approved',
  'lead_limit_reached',
  /** The other side of a conversation replied. */
  'new_reply',
  'support_request',
  /** Credit Optimization Plans: a version published to the client; the client's progress to the professional. */
  'plan_published',
  'plan_progress',
  'plan_completed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const labelMaps = new Map<readonly Option[], Map<string, string>>();

/** The label of a code in one of the lists above; an unknown code is shown as it is. */
export function labelOf(options: readonly Option[], code: string): string {
  let map = labelMaps.get(options);
  if (!map) {
    map = new Map(options.map((o) => [o.code, o.label]));
    labelMaps.set(options, map);
  }
  return map.get(code) ?? code;
}
