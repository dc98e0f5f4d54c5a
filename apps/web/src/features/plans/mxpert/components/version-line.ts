import type { useT } from '../../../../lib/i18n.tsx';

/** Where a plan stands in its versions: 'Draft, not published yet' or 'Version 3 published'. */
export function versionLine(t: ReturnType<typeof useT>, version: number): string {
  return version === 0 ? t('plans.pro.draftLine') : t('plans.pro.versionLine', { version });
}
