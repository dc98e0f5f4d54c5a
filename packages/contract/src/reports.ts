import { z } from 'zod';

/** The report ranges in days; 30 is the default. */
export const REPORT_RANGES = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 365 days' },
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number]['days'];
export const DEFAULT_REPORT_RANGE: ReportRange = 30;
/** Rows of the geographic table and of the top companies. */
export const GEOGRAPHIC_ROWS = 8;
export const TOP_COMPANIES = 10;

export const reportsQuery = z.object({
  range: z
    .enum(['7', '30', '90', '365'], { error: 'Range must be 7, 30, 90 or 365 days' })
    .default('30')
    .transform((v) => Number(v) as ReportRange),
});

export const reportData = z.object({
  range: z.number().int(),
  /** Start of the range (inclusive) and the moment the report was computed. */
  from: z.string(),
  to: z.string(),
  /** Counts of professionals by their current state; the 'new' counts are by sign-up date. */
  mortgageXperts: z.object({
    total: z.number().int(),
    newThisMonth: z.number().int(),
    newInRange: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
  }),
  /** Messages and requests received within the range. */
  messages: z.object({
    total: z.number().int(),
    byHelpType: z.array(z.object({ type: z.string(), count: z.number().int() })),
  }),
  requests: z.object({
    total: z.number().int(),
    byMortgageProcess: z.array(z.object({ process: z.string(), count: z.number().int() })),
  }),
  /** The states with the most approved professionals, with the traffic from each within the range. */
  geographic: z.array(
    z.object({
      state: z.string(),
      mxpertCount: z.number().int(),
      messageCount: z.number().int(),
      requestCount: z.number().int(),
    }),
  ),
  /** The companies with the most approved professionals. */
  companyStats: z.array(z.object({ company: z.string(), mxpertCount: z.number().int(), avgExperience: z.number() })),
});
export type ReportData = z.infer<typeof reportData>;

export const reportsResponse = z.object({ success: z.literal(true), message: z.string(), data: reportData });
export type ReportsResponse = z.infer<typeof reportsResponse>;
