import type { ReportRange, ReportsResponse } from '@mx/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getReport = async (range: ReportRange) => (await api<ReportsResponse>(`/api/admin/reports?range=${range}`)).data;

export const reportQuery = (range: ReportRange) =>
  queryOptions({ queryKey: ['admin', 'reports', range], queryFn: () => getReport(range), placeholderData: keepPreviousData });

export function useReport(range: ReportRange) {
  return useQuery(reportQuery(range));
}
