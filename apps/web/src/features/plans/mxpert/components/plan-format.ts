/** A calendar day as the API writes it (YYYY-MM-DD), the same day in every time zone: 'Dec 1, 2026'. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return 'N/A';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
