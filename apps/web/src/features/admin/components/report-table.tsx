import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { useT } from '../../../lib/i18n.tsx';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase text-slate-600';
const td = 'px-4 py-3 text-sm text-slate-800';

/** A titled table of the reports page; the first column heads each row. */
export function ReportTable({
  title,
  headers,
  rows,
}: {
  title: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const t = useT();
  return (
    <Card className="overflow-hidden">
      {/*
        Headings wrap between words only. A state or company name has a first column wide enough for its
        words, so they wrap between words too; only a word longer than the column (a name typed without
        spaces) breaks inside, so on a desktop the table never needs to scroll. A phone scrolls it.
      */}
      <TableScroll label={title}>
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="p-5 text-left text-lg font-semibold text-slate-900">{title}</caption>
          <TableHead headings={headers} className="bg-slate-50" cellClassName={th} />
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={headers.length} className={`${td} text-center text-slate-600`}>
                  {t('admin.noData')}
                </td>
              </tr>
            ) : (
              rows.map(({ key, cells: [first, ...rest] }) => (
                <tr key={key}>
                  <th scope="row" className={`${td} min-w-36 text-left font-medium`}>
                    {first}
                  </th>
                  {rest.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their position is their identity.
                    <td key={i} className={td}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}
