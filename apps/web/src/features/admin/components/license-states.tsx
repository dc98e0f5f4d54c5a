import { useT } from '../../../lib/i18n.tsx';

/** Shown in a table cell: the first three licensed states, then an ellipsis. */
const SHOWN = 3;

export function LicenseStates({ states }: { states: string[] }) {
  const t = useT();
  if (states.length === 0) return <span className="text-slate-500">{t('admin.statesNone')}</span>;
  const more = states.length > SHOWN;
  return (
    <span title={more ? states.join(', ') : undefined}>
      {states.slice(0, SHOWN).join(', ')}
      {more ? (
        <>
          <span aria-hidden="true">, …</span>
          <span className="sr-only">{t('admin.statesMore', { count: states.length - SHOWN })}</span>
        </>
      ) : null}
    </span>
  );
}
