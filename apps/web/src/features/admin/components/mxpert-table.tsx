import type { AdminMxpertRow } from '@mx/contract';
import type { MessageIdIn } from '@mx/contract/i18n/catalogues';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { LicenseStates } from './license-states.tsx';

/** 'pending': the dashboard's New MortgageXperts; 'approved': the approved list with its counts. */
export type MxpertTableVariant = 'pending' | 'approved';

const HEADERS: Record<MxpertTableVariant, MessageIdIn<'admin'>[]> = {
  pending: [
    'admin.colMxpert',
    'admin.colNmls',
    'admin.colCompany',
    'admin.colCreatedOn',
    'admin.colLicenseStates',
    'admin.colActions',
  ],
  approved: [
    'admin.colMxpert',
    'admin.colNmls',
    'admin.colCompany',
    'admin.colLicenseStates',
    'admin.colExperience',
    'admin.colMessages',
    'admin.colRequests',
    'admin.colApprovedOn',
    'admin.colActions',
  ],
};

const displayName = (m: AdminMxpertRow) => m.fullName?.trim() || m.user.name;

/**
 * The actions column stays at the right edge of the table's box while the rest scrolls under it: on a
 * phone a row's View button shows without scrolling sideways. A shadow marks its edge while columns
 * pass under it, none once the table is scrolled to its end or fits its box.
 */
const STICKY_ACTIONS = 'sticky right-0 group-data-more-right/table-scroll:shadow-[-6px_0_6px_-4px_rgb(15_23_42/0.15)]';
const HEADING = 'px-2 py-3 text-left text-xs font-semibold uppercase text-slate-600';

/** An e-mail address that may wrap before its @ rather than inside a word; an overlong part still breaks. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function MxpertTable({
  variant,
  mxperts,
  caption,
  onView,
}: {
  variant: MxpertTableVariant;
  mxperts: AdminMxpertRow[];
  caption: string;
  onView(mxpert: AdminMxpertRow): void;
}) {
  const t = useT();
  const headers = HEADERS[variant];
  const cell = 'whitespace-nowrap px-2 py-3 text-sm text-slate-700';
  return (
    // Scrolls sideways inside its own box on a narrow screen. The columns take the width their content
    // needs, no more: on a phone the professional and the NMLS ID show whole beside the actions column.
    <TableScroll label={caption}>
      <table className="w-full divide-y divide-slate-200 wrap-normal">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          headings={headers.map((h) => (h === 'admin.colActions' ? [t(h), `${HEADING} ${STICKY_ACTIONS} bg-slate-50`] : t(h)))}
          className="bg-slate-50"
          cellClassName={HEADING}
        />
        <tbody className="divide-y divide-slate-100 bg-white">
          {mxperts.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-4 py-10 text-center text-sm text-slate-600">
                {t('admin.noMxperts')}
              </td>
            </tr>
          ) : (
            mxperts.map((m) => (
              <tr key={m.id}>
                <th scope="row" className="min-w-44 py-3 pl-3 pr-2 text-left font-normal wrap-anywhere">
                  <span className="flex items-center gap-3">
                    <Avatar src={m.photo} name={displayName(m)} className="size-9 text-sm" />
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-slate-900">{displayName(m)}</span>
                      <span className="block text-xs text-slate-600">{breakableEmail(m.user.email)}</span>
                    </span>
                  </span>
                </th>
                <td className={cell}>
                  {m.nmlsId}
                  {m.nmlsAlsoUsedBy[0] ? (
                    <span className="mt-1 block max-w-44 text-xs font-medium whitespace-normal wrap-anywhere text-orange-900">
                      {t('admin.nmlsAlsoUsedBy', { name: m.nmlsAlsoUsedBy[0] })}
                      {m.nmlsAlsoUsedBy.length > 1 ? t('admin.nmlsAlsoMore', { count: m.nmlsAlsoUsedBy.length - 1 }) : ''}
                    </span>
                  ) : null}
                  {m.approvalStatus === 'suspended' ? (
                    <span className="mt-1 block text-xs font-semibold text-red-800">{t('admin.suspended')}</span>
                  ) : null}
                </td>
                <td className="min-w-36 px-2 py-3 text-sm text-slate-700 wrap-anywhere">{m.companyName || '—'}</td>
                {variant === 'pending' ? <td className={cell}>{formatDate(m.createdAt)}</td> : null}
                <td className={cell}>
                  <LicenseStates states={m.serviceAreas} />
                </td>
                {variant === 'approved' ? (
                  <>
                    <td className={cell}>{t('admin.years', { count: m.yearsExperience })}</td>
                    <td className={cell}>{formatNumber(m.receivedMessages)}</td>
                    <td className={cell}>{formatNumber(m.copRequests)}</td>
                    <td className={cell}>{formatDate(m.approvedAt)}</td>
                  </>
                ) : null}
                <td className={`${cell} ${STICKY_ACTIONS} bg-white`}>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onView(m)}
                    aria-label={t('admin.viewName', { name: displayName(m) })}
                  >
                    {t('admin.view')}
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
