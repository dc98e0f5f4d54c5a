/** Zod-free: the web app's pages read these without the schema library. */

/**
 * How fast a professional usually answers a lead (docs/decisions/056, 104): the
 * median, over the leads of the last 90 days, of the time to their answer (the first reply, or the
 * professional marking it contacted by phone); a lead unanswered for more than a day counts as slow,
 * with its age so far. Shown once RESPONSE_TIME_MIN_LEADS leads of the window were answered.
 */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
export const RESPONSE_TIME_MIN_LEADS = 3;

/** The buckets, fastest first, with the longest median (in hours) each one covers; the last has none. */
export const RESPONSE_TIMES = [
  { code: 'hour', maxHours: 1, text: 'Usually responds within an hour' },
  { code: 'hours', maxHours: 6, text: 'Usually responds within a few hours' },
  { code: 'day', maxHours: 24, text: 'Usually responds within a day' },
  { code: 'days', maxHours: Number.POSITIVE_INFINITY, text: 'Usually responds within a few days' },
] as const;

export type ResponseTime = (typeof RESPONSE_TIMES)[number]['code'];
export const RESPONSE_TIME_CODES = ['hour', 'hours', 'day', 'days'] as const satisfies readonly ResponseTime[];

/** The bucket of a median response time in seconds. */
export function responseTimeOf(medianSeconds: number): ResponseTime {
  const hours = medianSeconds / 3600;
  return RESPONSE_TIMES.find((b) => hours <= b.maxHours)?.code ?? 'days';
}

/** The sentence the public profile and the directory card show. */
export function responseTimeText(code: ResponseTime): string {
  return RESPONSE_TIMES.find((b) => b.code === code)?.text ?? '';
}

/** The sentence above the profile's message form: the header's figure, or no promise without one. */
export function contactFormIntro(code: ResponseTime | null): string {
  return code ? `Tell them about your plans. ${responseTimeText(code)}.` : 'Tell them about your plans.';
}

/** A lead unanswered this long counts as waiting on the professional's dashboard. */
export const LEAD_WAITING_HOURS = 24;

/** "2 h 5 min", "45 min", "3 days 4 h": a duration in minutes as the dashboard shows it. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} day${days === 1 ? '' : 's'} ${hours} h` : `${days} day${days === 1 ? '' : 's'}`;
  return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
}

/** The response-time panel of the professional's dashboard. */
export const RESPONSE_TIME_TEXT = {
  heading: 'Your response time',
  median: `Median time to your first answer (last ${RESPONSE_TIME_WINDOW_DAYS} days)`,
  noLeads: 'No leads yet',
  waiting: `Leads waiting more than ${LEAD_WAITING_HOURS} hours`,
  publicShown: 'Clients see on your profile:',
  publicHidden: `Clients see your response time once you have answered ${RESPONSE_TIME_MIN_LEADS} leads within ${RESPONSE_TIME_WINDOW_DAYS} days.`,
  /** What counts as an answer, and how an unanswered lead counts. */
  howCounted: `A lead is answered at your first reply, when you mark it Contacted by phone, or when you publish a plan you started from it. One unanswered for more than ${LEAD_WAITING_HOURS} hours counts as slow, with its age so far.`,
} as const;
