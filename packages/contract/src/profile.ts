import { z } from 'zod';
import { nmlsId } from './fields.ts';
import { identityValues } from './identity.ts';
import { FIELD_LIMITS } from './limits.ts';
import { APPROVAL_STATUSES, LANGUAGE_CODES, LOAN_TYPE_CODES, MORTGAGE_TYPE_CODES, STATE_CODES } from './vocab.ts';

/**
 * The professional's own profile fields, shared by the onboarding steps and the profile-edit modals
 * (docs/decisions/021-profile-fields.md). Forms send strings for numbers (multipart, inputs); the
 * API also takes JSON numbers: both go through `wholeNumber`.
 */

interface WholeNumberMessages {
  required: string;
  range: string;
  /** Below the minimum; defaults to `range`. */
  tooSmall?: string;
}

/** An integer between min and max, from a number or a numeric string; '' and null count as missing. */
export function wholeNumber(min: number, max: number, messages: WholeNumberMessages) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value === 'string') return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.range) })
      .int(messages.range)
      .min(min, messages.tooSmall ?? messages.range)
      .max(max, messages.range),
  );
}

/** Trimmed text up to `max` characters; empty text becomes null (the value is cleared). */
export function optionalText(max: number, tooLong: string, notText = 'Please enter text') {
  return z
    .string({ error: notText })
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable();
}

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** A list of codes from one vocabulary, at least one, without repeats. */
function codeList<T extends [string, ...string[]]>(allowed: T, atLeastOne: string, invalid: string) {
  return z
    .array(z.enum(allowed, { error: invalid }), { error: atLeastOne })
    .min(1, atLeastOne)
    .max(allowed.length, invalid)
    .transform((list) => [...new Set(list)]);
}

// The WHATWG URL class exists wherever the contract runs (browsers, Node); its lib is ES only.
interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  href: string;
}
declare const URL: new (input: string) => ParsedUrl;

const URL_MAX = 300;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A web address: parsed as a URL (a missing scheme means https://), no user name or password.
 * With `hosts`, it must be https and its host one of them or a subdomain of one (www.linkedin.com),
 * so 'https://evil.example/linkedin.com' and 'https://linkedin.com.evil.example' are refused.
 */
export function webAddress(invalid: string, hosts?: readonly string[]) {
  return z
    .string({ error: invalid })
    .trim()
    .max(URL_MAX, invalid)
    .transform((value, ctx) => {
      if (value === '') return null;
      let url: ParsedUrl;
      try {
        url = new URL(HAS_SCHEME.test(value) ? value : `https://${value}`);
      } catch {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      const host = url.hostname.toLowerCase();
      const isWeb = url.protocol === 'https:' || (!hosts && url.protocol === 'http:');
      const isRightHost = hosts
        ? hosts.some((h) => host === h || host.endsWith(`.${h}`))
        : host.includes('.') && !host.endsWith('.');
      if (!isWeb || !isRightHost || url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return url.href;
    })
    .nullable();
}

const FULL_NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;

export const profileFields = {
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name must not exceed 100 characters')
    .regex(FULL_NAME_PATTERN, 'Full name can only contain letters, spaces, hyphens, and apostrophes'),
  aboutMe: requiredText(
    FIELD_LIMITS.aboutMeMax,
    'About me is required',
    `About me must not exceed ${FIELD_LIMITS.aboutMeMax} characters`,
  ),
  languages: codeList(LANGUAGE_CODES, 'Please select at least one language', 'Please select languages from the list'),
  companyName: requiredText(150, 'Company name is required', 'Company name must not exceed 150 characters'),
  companyAddressRequired: requiredText(300, 'Company address is required', 'Company address must not exceed 300 characters'),
  companyAddress: optionalText(300, 'Company address must not exceed 300 characters', 'Company address must be text'),
  companyWebAddress: webAddress('Please enter a valid website URL'),
  nmlsId,
  yearsExperience: wholeNumber(0, FIELD_LIMITS.yearsMax, {
    required: 'Years of experience is required',
    range: `Years of experience must be between 0 and ${FIELD_LIMITS.yearsMax}`,
  }),
  // DESIGN section 5: a count of scores improved, 0 to 10000 in onboarding and profile edit alike.
  scoresOptimized: wholeNumber(0, FIELD_LIMITS.scoresOptimizedMax, {
    required: 'Scores optimized is required',
    range: `Scores optimized must be between 0 and ${FIELD_LIMITS.scoresOptimizedMax}`,
    tooSmall: 'Scores optimized must be a positive number',
  }),
  serviceAreas: codeList(STATE_CODES, 'Please select at least one service area', 'Please select states from the list'),
  loanTypes: codeList(LOAN_TYPE_CODES, 'Please select at least one loan type', 'Please select loan types from the list'),
  specializations: codeList(
    MORTGAGE_TYPE_CODES,
    'Please select at least one specialization',
    'Please select mortgage types from the list',
  ),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(20, 'Please enter a valid phone number')
    .regex(/^\+?[\d\s().-]+$/, 'Please enter a valid phone number')
    .refine((v) => (v.match(/\d/g)?.length ?? 0) >= 10, 'Please enter a valid phone number'),
  linkedin: webAddress('Please enter a valid LinkedIn URL', ['linkedin.com']),
  facebook: webAddress('Please enter a valid Facebook URL', ['facebook.com']),
  instagram: webAddress('Please enter a valid Instagram URL', ['instagram.com']),
  twitter: webAddress('Please enter a valid Twitter/X URL', ['twitter.com', 'x.com']),
  yearsUsingCreditXpert: wholeNumber(0, FIELD_LIMITS.yearsMax, {
    required: `Years must be between 0 and ${FIELD_LIMITS.yearsMax}`,
    range: `Years must be between 0 and ${FIELD_LIMITS.yearsMax}`,
  }),
};

/** The social links of a profile, as the onboarding and profile forms label them. */
export const SOCIAL_LINKS = [
  { name: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/your-name' },
  { name: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/your-page' },
  { name: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/your-name' },
  { name: 'twitter', label: 'Twitter/X', placeholder: 'https://x.com/your-name' },
] as const;

/** The four cards of /mxpert/profile, each edited on its own (PATCH one section). */
export const profilePersonalSection = z.object({
  aboutMe: profileFields.aboutMe,
  languages: profileFields.languages,
  yearsExperience: profileFields.yearsExperience,
  scoresOptimized: profileFields.scoresOptimized,
});
export const profileCompanySection = z.object({
  companyName: profileFields.companyName,
  companyAddress: profileFields.companyAddress,
  companyWebAddress: profileFields.companyWebAddress,
  nmlsId: profileFields.nmlsId,
});
export const profileServicesSection = z.object({
  serviceAreas: profileFields.serviceAreas,
  loanTypes: profileFields.loanTypes,
  specializations: profileFields.specializations,
});
export const profileContactSection = z.object({
  phone: profileFields.phone,
  linkedin: profileFields.linkedin,
  facebook: profileFields.facebook,
  instagram: profileFields.instagram,
  twitter: profileFields.twitter,
  yearsUsingCreditXpert: profileFields.yearsUsingCreditXpert,
});

export const PROFILE_SECTIONS = {
  personal: profilePersonalSection,
  company: profileCompanySection,
  services: profileServicesSection,
  contact: profileContactSection,
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

export type ProfilePersonalForm = z.input<typeof profilePersonalSection>;
export type ProfileCompanyForm = z.input<typeof profileCompanySection>;
export type ProfileServicesForm = z.input<typeof profileServicesSection>;
export type ProfileContactForm = z.input<typeof profileContactSection>;

const SECTION_OF_FIELD = new Map<string, ProfileSection>(
  Object.entries(PROFILE_SECTIONS).flatMap(([section, schema]) =>
    Object.keys(schema.shape).map((field) => [field, section as ProfileSection] as const),
  ),
);

export const PROFILE_TEXT = {
  oneSectionAtATime: 'Please update one section of your profile at a time',
  nothingToUpdate: 'Please change at least one field',
  unknownField: 'This field cannot be edited here',
  updated: 'Your profile has been updated successfully',
  /** A save that holds a new name, NMLS ID or company detail for an admin (decision 062, 098). */
  sentForReviewTitle: 'Sent for review',
  sentForReview:
    'An admin reviews your new details before your public profile shows them. Any other changes in this section are saved.',
  notFound: 'Profile not found. Please complete your onboarding process.',
  completeOnboardingFirst: 'Please complete your onboarding before editing your profile.',
} as const;

/**
 * PATCH /api/mxpert/profile: some or all fields of exactly one section. Unknown fields and fields of
 * two sections are refused, so a card can never change what another card shows.
 */
export const profilePatchBody = z
  .record(z.string(), z.unknown(), { error: PROFILE_TEXT.nothingToUpdate })
  .superRefine((body, ctx) => {
    const keys = Object.keys(body);
    if (keys.length === 0) {
      ctx.addIssue({ code: 'custom', message: PROFILE_TEXT.nothingToUpdate });
      return;
    }
    const unknown = keys.find((k) => !SECTION_OF_FIELD.has(k));
    // An empty key ('') is unknown too: it must not slip past as a falsy value.
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', path: [unknown], message: PROFILE_TEXT.unknownField });
      return;
    }
    const first = SECTION_OF_FIELD.get(keys[0] ?? '');
    const other = keys.find((k) => SECTION_OF_FIELD.get(k) !== first);
    if (other) ctx.addIssue({ code: 'custom', path: [other], message: PROFILE_TEXT.oneSectionAtATime });
  })
  .transform((body, ctx) => {
    const section = SECTION_OF_FIELD.get(Object.keys(body)[0] ?? '') as ProfileSection;
    const parsed = PROFILE_SECTIONS[section].partial().safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return parsed.data as ProfileUpdate;
  });

/** PUT /api/mxpert/profile: every section at once. */
export const profilePutBody = profilePersonalSection
  .extend(profileCompanySection.shape)
  .extend(profileServicesSection.shape)
  .extend(profileContactSection.shape);
export type ProfileUpdate = Partial<z.output<typeof profilePutBody>>;

/** The professional profile, as its owner and the admins see it. */
export const mxpertProfileView = z.object({
  id: z.string(),
  cxid: z.string(),
  fullName: z.string().nullable(),
  photo: z.string().nullable(),
  aboutMe: z.string().nullable(),
  languages: z.array(z.string()),
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyWebAddress: z.string().nullable(),
  nmlsId: z.string(),
  yearsExperience: z.number().int(),
  scoresOptimized: z.number().int(),
  serviceAreas: z.array(z.string()),
  loanTypes: z.array(z.string()),
  specializations: z.array(z.string()),
  email: z.string(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  yearsUsingCreditXpert: z.number().int().nullable(),
  consentConfirmed: z.boolean(),
  onboardCompleted: z.boolean(),
  currentStep: z.number().int(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ name: z.string(), email: z.string(), createdAt: z.string() }),
  receivedMessages: z.number().int(),
  copRequests: z.number().int(),
  /** Why an admin suspended the profile, while suspended (the professional's banner). */
  suspensionReason: z.string().nullable(),
  /** A change of the identity fields (IDENTITY_FIELDS) waiting for an admin (docs/decisions/062, 098). */
  pendingChange: z
    .object({
      id: z.string(),
      newValues: identityValues,
      createdAt: z.string(),
    })
    .nullable(),
});
export type MxpertProfileView = z.infer<typeof mxpertProfileView>;
