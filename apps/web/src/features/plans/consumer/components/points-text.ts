import type { useT } from '../../../../lib/i18n.tsx';

/**
 * Estimated points as the client reads them: one figure ('+5 points'), up to the highest when the
 * lowest is nought ('up to 5 points'), or the range ('+10 to 20 points'). `estimated` for a task,
 * `points` for the total of the tasks done.
 */
export function pointsText(
  t: ReturnType<typeof useT>,
  kind: 'estimated' | 'points',
  { min, max }: { min: number; max: number },
): string {
  if (min === max) return t(`plans.client.${kind}One`, { min });
  if (min === 0) return t(`plans.client.${kind}UpTo`, { max });
  return t(`plans.client.${kind}`, { min, max });
}
