import { i18n } from './i18n.tsx';

/** The page's language for dates and numbers (decision 115): 'en-US' until a language is active. */
export function formatLocale(): string {
  return i18n.locale || 'en-US';
}

/** A whole number in the page's language: '1,234'. */
export function formatNumber(value: number): string {
  return value.toLocaleString(formatLocale());
}

/** Whole dollars in the page's language: '$1,234'. */
export function formatDollars(value: number): string {
  return new Intl.NumberFormat(formatLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
}

/** The one date formatter: 'Nov 21, 2026' ('21 nov 2026' in Spanish). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString(formatLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleString(formatLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A calendar day as the API writes it (YYYY-MM-DD), the same day in every time zone: 'Dec 1, 2026'. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return 'N/A';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString(formatLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Today in the reader's own time zone, as YYYY-MM-DD. */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from one calendar day to another (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * How long ago, for an inbox: 'just now', '5 min ago', '3 h ago', 'yesterday', '4 days ago', then the
 * date; in another language, the same steps in its own words (Intl: 'hace 5 min', 'ayer').
 */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'N/A';
  const locale = formatLocale();
  const words =
    locale === 'en-US' ? ENGLISH_RELATIVE : relativeIn(new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return words.now;
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words.hours(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return words.days(days);
  return formatDate(date);
}

interface RelativeWords {
  now: string;
  minutes(n: number): string;
  hours(n: number): string;
  days(n: number): string;
}

const ENGLISH_RELATIVE: RelativeWords = {
  now: 'just now',
  minutes: (n) => `${n} min ago`,
  hours: (n) => `${n} h ago`,
  days: (n) => (n === 1 ? 'yesterday' : `${n} days ago`),
};

const relativeIn = (format: Intl.RelativeTimeFormat): RelativeWords => ({
  now: format.format(0, 'second'),
  minutes: (n) => format.format(-n, 'minute'),
  hours: (n) => format.format(-n, 'hour'),
  days: (n) => format.format(-n, 'day'),
});
