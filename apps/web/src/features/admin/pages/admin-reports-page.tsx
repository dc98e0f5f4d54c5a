import { DEFAULT_REPORT_RANGE, REPORT_RANGES, type ReportRange } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { CalendarPlus, FileText, MessageSquare, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useReport } from '../api/reports.ts';
import { withAdminTexts } from '../components/admin-texts.tsx';
import { BarList } from '../components/bar-list.tsx';
import { ReportTable } from '../components/report-table.tsx';

function Reports() {
  const t = useT();
  const locale = useLocale();
  const [range, setRange] = useState<ReportRange>(DEFAULT_REPORT_RANGE);
  const report = useReport(range);
  const data = report.data;
  const rangeLabel = t(`admin.range.${range}`).toLocaleLowerCase(locale);
  const label = (prefix: string, code: string) => t(`${prefix}.${code}` as MessageId);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.reportsTitle')}</h1>
          <p className="mt-1 text-slate-700">{t('admin.reportsIntro')}</p>
        </div>
        <div className="flex items-end gap-3">
          <div className="w-48">
            <FormField label={t('admin.timeRange')}>
              <Select value={range} onChange={(e) => setRange(Number(e.target.value) as ReportRange)}>
                {REPORT_RANGES.map((r) => (
                  <option key={r.days} value={r.days}>
                    {t(`admin.range.${r.days}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <DownloadLink href={`/api/admin/reports.csv?range=${range}`} />
        </div>
      </div>

      {report.isPending ? (
        <Spinner label={t('admin.reportLoading')} />
      ) : report.isError ? (
        <Alert tone="error">{errorMessage(report.error)}</Alert>
      ) : data ? (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <section aria-label={t('admin.keyMetrics')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile label={t('admin.totalMxperts')} value={data.mortgageXperts.total} icon={Users} />
            <StatTile label={t('admin.newThisMonth')} value={data.mortgageXperts.newThisMonth} icon={CalendarPlus} />
            <StatTile label={t('admin.messagesIn', { range: rangeLabel })} value={data.messages.total} icon={MessageSquare} />
            <StatTile label={t('admin.requestsIn', { range: rangeLabel })} value={data.requests.total} icon={FileText} />
          </section>

          <div className="grid gap-6 lg:grid-cols-3">
            <BarList
              title={t('admin.statusChart')}
              showShare
              bars={[
                { label: t('admin.approved'), value: data.mortgageXperts.approved, color: 'bg-green-600' },
                { label: t('admin.pending'), value: data.mortgageXperts.pending, color: 'bg-orange-500' },
                { label: t('admin.rejected'), value: data.mortgageXperts.rejected, color: 'bg-red-600' },
              ]}
            />
            <BarList
              title={t('admin.byHelpType')}
              bars={data.messages.byHelpType.map((b) => ({ label: label('options.helpType', b.type), value: b.count }))}
            />
            <BarList
              title={t('admin.byProcess')}
              bars={data.requests.byMortgageProcess.map((b) => ({
                label: label('admin.process', b.process),
                value: b.count,
                color: 'bg-purple-600',
              }))}
            />
          </div>

          {/* Side by side only where both tables have room for every column without squeezing a word. */}
          <div className="grid gap-6 2xl:grid-cols-2">
            <ReportTable
              title={t('admin.geographic')}
              headers={[t('admin.colState'), t('admin.colMxperts'), t('admin.colMessages'), t('admin.colRequests')]}
              rows={data.geographic.map((g) => ({
                key: g.state,
                cells: [
                  label('options.state', g.state),
                  formatNumber(g.mxpertCount),
                  formatNumber(g.messageCount),
                  formatNumber(g.requestCount),
                ],
              }))}
            />
            <ReportTable
              title={t('admin.topCompanies')}
              headers={[t('admin.colCompany'), t('admin.colMxperts'), t('admin.colAvgExperience')]}
              rows={data.companyStats.map((c) => ({
                key: c.company,
                cells: [
                  c.company,
                  formatNumber(c.mxpertCount),
                  t('admin.avgYears', {
                    years: c.avgExperience.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  }),
                ],
              }))}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

export default withAdminTexts(Reports);
