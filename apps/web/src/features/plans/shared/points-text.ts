import type { useT } from '../../../lib/i18n.tsx';

/**
 * Estimated points as the client reads them, on the client's pages and in the professional's editor
 * alike: one figure ('5 points'), up to the highest when the lowest is nought ('Up to 5 points'), or
 * the range ('10 to 20 points'). `estimated` for a client's task ('Estimated up to 5 points'), `points`
 * for the total of the tasks done and for an action's line in the professional's editor.
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
