import { CREDIT_XPERT_BUCKETS, EXPERIENCE_BUCKETS, LOAN_TYPES, MORTGAGE_TYPES, type Option, US_STATES } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { useEffect, useState } from 'react';
import { SearchInput } from '../../../components/forms/search-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { ALL, type ListStateConfig, noFilters } from '../../../lib/list-state.ts';
import { useListState, useSearchDraft } from '../../../lib/use-list-state.ts';
import { approvedListQuery, useApprovedMxperts } from '../api/approved-mxperts.ts';
import { withAdminTexts } from '../components/admin-texts.tsx';
import { MxpertDetailModal } from '../components/mxpert-detail-modal.tsx';
import { MxpertTable } from '../components/mxpert-table.tsx';

type FilterKey = 'status' | 'state' | 'mortgageType' | 'loanType' | 'experience' | 'creditXpert';

/**
 * The status filter: approved (listed) by default, the suspended ones, or both. 'all' is the list
 * state's word for the default, so both are 'any' in the page's address and 'all' to the API.
 */
const STATUS_OPTIONS = [
  { code: 'suspended', label: 'statusSuspended' },
  { code: 'any', label: 'statusAny' },
] as const satisfies readonly Option[];
/** The API's status for the page's filter value. */
const apiStatus = (value: string) => (value === 'any' ? 'all' : value === ALL ? 'approved' : (value as 'suspended'));

/** Each filter: its label and its "no filter" choice (keys of the `admin` texts), and how its options read. */
const FILTERS: {
  key: FilterKey;
  label: string;
  all: string;
  options: readonly Option[];
  /** Where the options' labels are: the option's own key of the `admin` texts, or `<prefix>.<code>`. */
  labels: 'own' | 'admin.experience' | 'admin.creditXpert' | 'options.mortgageType' | 'options.loanType' | 'options.state' | null;
}[] = [
  { key: 'status', label: 'filterStatus', all: 'filterStatusAll', options: STATUS_OPTIONS, labels: 'own' },
  { key: 'state', label: 'filterState', all: 'filterStateAll', options: US_STATES, labels: 'options.state' },
  {
    key: 'mortgageType',
    label: 'filterMortgageType',
    all: 'filterMortgageTypeAll',
    options: MORTGAGE_TYPES,
    labels: 'options.mortgageType',
  },
  { key: 'loanType', label: 'filterLoanType', all: 'filterLoanTypeAll', options: LOAN_TYPES, labels: 'options.loanType' },
  {
    key: 'experience',
    label: 'filterExperience',
    all: 'filterExperienceAll',
    options: EXPERIENCE_BUCKETS,
    labels: 'admin.experience',
  },
  {
    key: 'creditXpert',
    label: 'filterCreditXpert',
    all: 'filterCreditXpertAll',
    options: CREDIT_XPERT_BUCKETS,
    labels: 'admin.creditXpert',
  },
];

/** An option's label in the page's language. */
function optionLabel(t: ReturnType<typeof useT>, filter: (typeof FILTERS)[number], option: Option): string {
  if (filter.labels === null) return option.label;
  if (filter.labels === 'own') return t(`admin.${option.label}` as MessageId);
  return t(`${filter.labels}.${option.code}` as MessageId);
}

/** The count above the list, saying what it counts. */
const COUNT_TEXT = { approved: 'admin.countApproved', suspended: 'admin.countSuspended', all: 'admin.countAll' } as const;

/** The search, the filters and the page live in the URL: ?search=…&state=TX&experience=6-10&page=2. */
const LIST_STATE: ListStateConfig<string, FilterKey> = {
  hasSearch: true,
  filters: Object.fromEntries(FILTERS.map((f) => [f.key, f.options.map((o) => o.code)])) as Record<FilterKey, string[]>,
};

/** Approved professionals with the six filters; any change of a filter or the search goes back to page 1. */
function MxpertsList() {
  const t = useT();
  const { state, change } = useListState(LIST_STATE);
  const { filters, page } = state;
  const [search, setSearch] = useSearchDraft(state.search, (text) => change({ search: text }));
  const [viewing, setViewing] = useState<string | null>(null);
  const status = apiStatus(filters.status);
  const query = { ...filters, status, search: state.search };
  const list = useApprovedMxperts({ ...query, page });
  // The answer for this very state, not the previous one kept on screen while it loads.
  const totalPages = list.isPlaceholderData ? 0 : (list.data?.totalPages ?? 0);
  // An old link naming a page past the last shows the last page.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) change({ page: totalPages }, { replace: true });
  }, [page, totalPages, change]);

  const hasFilters = FILTERS.some((f) => filters[f.key] !== ALL) || search !== '';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.listTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('admin.listIntro')}</p>
      </div>

      <Card className="space-y-4 p-5">
        <SearchInput label={t('admin.searchLabel')} hint={t('admin.searchHint')} value={search} onChange={setSearch} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {FILTERS.map((f) => (
            <FormField key={f.key} label={t(`admin.${f.label}` as MessageId)}>
              <Select value={filters[f.key]} onChange={(e) => change({ filters: { [f.key]: e.target.value } })}>
                <option value={ALL}>{t(`admin.${f.all}` as MessageId)}</option>
                {f.options.map((o) => (
                  <option key={o.code} value={o.code}>
                    {optionLabel(t, f, o)}
                  </option>
                ))}
              </Select>
            </FormField>
          ))}
        </div>
        {hasFilters ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch('');
              change({ search: '', filters: noFilters(LIST_STATE) });
            }}
          >
            {t('admin.clearFilters')}
          </Button>
        ) : null}
      </Card>

      {list.isPending ? (
        <Spinner label={t('admin.listLoading')} />
      ) : list.isError ? (
        <Alert tone="error">{t('admin.listFailed')}</Alert>
      ) : (
        <Card className="overflow-hidden">
          <div className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium text-slate-800" role="status">
              {t(COUNT_TEXT[status], { count: list.data.totalCount })}
            </p>
            <DownloadLink href={`/api/admin/mortgagexperts.csv${approvedListQuery(query)}`} />
          </div>
          <MxpertTable
            variant="approved"
            caption={t('admin.listCaption')}
            mxperts={list.data.mxperts}
            onView={(m) => setViewing(m.id)}
          />
          <Pagination
            className="p-4"
            label={t('admin.listPages')}
            page={page}
            totalPages={list.data.totalPages}
            onPageChange={(p) => change({ page: p })}
          />
        </Card>
      )}

      <MxpertDetailModal mxpertId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

export default withAdminTexts(MxpertsList);
