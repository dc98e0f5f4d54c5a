import {
  DEFAULT_REPORT_RANGE,
  HELP_TYPES,
  labelOf,
  MORTGAGE_PROCESSES,
  REPORT_RANGES,
  type ReportRange,
  US_STATES,
} from '@mx/contract';
import { CalendarPlus, FileText, MessageSquare, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatTile } from '../../../components/ui/stat-tile.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReport } from '../api/reports.ts';
import { BarList } from '../components/bar-list.tsx';
import { ReportTable } from '../components/report-table.tsx';

export default function AdminReportsPage() {
  const [range, setRange] = useState<ReportRange>(DEFAULT_REPORT_RANGE);
  const report = useReport(range);
  const data = report.data;
  const rangeLabel = REPORT_RANGES.find((r) => r.days === range)?.label ?? '';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Analytics &amp; Reports</h1>
          <p className="mt-1 text-slate-700">Professionals, messages and requests across the marketplace.</p>
        </div>
        <div className="flex items-end gap-3">
          <div className="w-48">
            <FormField label="Time range">
              <Select value={range} onChange={(e) => setRange(Number(e.target.value) as ReportRange)}>
                {REPORT_RANGES.map((r) => (
                  <option key={r.days} value={r.days}>
                    {r.label}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <DownloadLink href={`/api/admin/reports.csv?range=${range}`} />
        </div>
      </div>

      {report.isPending ? (
        <Spinner label="Loading the report" />
      ) : report.isError ? (
        <Alert tone="error">{errorMessage(report.error)}</Alert>
      ) : data ? (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <section aria-label="Key metrics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile label="Total MortgageXperts" value={data.mortgageXperts.total} icon={Users} />
            <StatTile label="New this month" value={data.mortgageXperts.newThisMonth} icon={CalendarPlus} />
            <StatTile label={`Messages (${rangeLabel.toLowerCase()})`} value={data.messages.total} icon={MessageSquare} />
            <StatTile label={`Requests (${rangeLabel.toLowerCase()})`} value={data.requests.total} icon={FileText} />
          </section>

          <div className="grid gap-6 lg:grid-cols-3">
            <BarList
              title="MortgageXpert Status"
              showShare
              bars={[
                { label: 'Approved', value: data.mortgageXperts.approved, color: 'bg-green-600' },
                { label: 'Pending', value: data.mortgageXperts.pending, color: 'bg-orange-500' },
                { label: 'Rejected', value: data.mortgageXperts.rejected, color: 'bg-red-600' },
              ]}
            />
            <BarList
              title="Messages by Help Type"
              bars={data.messages.byHelpType.map((b) => ({ label: labelOf(HELP_TYPES, b.type), value: b.count }))}
            />
            <BarList
              title="Requests by Process"
              bars={data.requests.byMortgageProcess.map((b) => ({
                label: labelOf(MORTGAGE_PROCESSES, b.process),
                value: b.count,
                color: 'bg-purple-600',
              }))}
            />
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            <ReportTable
              title="Geographic Distribution"
              headers={['State', 'MortgageXperts', 'Messages', 'Requests']}
              rows={data.geographic.map((g) => ({
                key: g.state,
                cells: [labelOf(US_STATES, g.state), g.mxpertCount, g.messageCount, g.requestCount],
              }))}
            />
            <ReportTable
              title="Top Companies"
              headers={['Company', 'MortgageXperts', 'Avg. Experience']}
              rows={data.companyStats.map((c) => ({
                key: c.company,
                cells: [c.company, c.mxpertCount, `${c.avgExperience.toFixed(1)} years`],
              }))}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
