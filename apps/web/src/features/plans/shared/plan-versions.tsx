import type { PlanVersionSummary } from '@mx/contract';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

/** The published versions, newest first: each with its note and what changed since the one before. */
export function PlanVersions({ versions }: { versions: readonly PlanVersionSummary[] }) {
  const t = useT();
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <ol className="space-y-4">
      {newestFirst.map((v) => (
        <li key={v.version} className="rounded-lg border border-slate-200 bg-white p-4 print:break-inside-avoid">
          <h3 className="font-semibold text-slate-900">
            {t('plans.page.version', { n: v.version })}{' '}
            <span className="font-normal text-slate-600">
              · <time dateTime={v.publishedAt}>{t('plans.page.published', { date: formatDate(v.publishedAt) })}</time>
            </span>
          </h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{v.note.trim() ? v.note : t('plans.page.noNote')}</p>
          {v.changes.length ? (
            <>
              <p className="mt-2 text-sm font-medium text-slate-800">{t('plans.page.whatChanged')}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                {v.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </>
          ) : v.version === 1 ? (
            <p className="mt-2 text-sm text-slate-600">{t('plans.page.firstVersion')}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
