import {
  ADMIN_TEXT,
  CREDIT_XPERT_BUCKETS,
  EXPERIENCE_BUCKETS,
  LOAN_TYPES,
  MORTGAGE_TYPES,
  type Option,
  US_STATES,
} from '@mx/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useApprovedMxperts } from '../api/approved-mxperts.ts';
import { MxpertDetailModal } from '../components/mxpert-detail-modal.tsx';
import { MxpertTable } from '../components/mxpert-table.tsx';
import { SearchInput } from '../components/search-input.tsx';

type FilterKey = 'state' | 'mortgageType' | 'loanType' | 'experience' | 'creditXpert';

const FILTERS: { key: FilterKey; label: string; all: string; options: readonly Option[] }[] = [
  { key: 'state', label: 'License state', all: 'All States', options: US_STATES },
  { key: 'mortgageType', label: 'Mortgage type', all: 'All Mortgage Types', options: MORTGAGE_TYPES },
  { key: 'loanType', label: 'Loan type', all: 'All Loan Types', options: LOAN_TYPES },
  { key: 'experience', label: 'Experience', all: 'All Experience', options: EXPERIENCE_BUCKETS },
  { key: 'creditXpert', label: 'Years with CreditXpert', all: 'All Years', options: CREDIT_XPERT_BUCKETS },
];

const NO_FILTERS: Record<FilterKey, string> = {
  state: 'all',
  mortgageType: 'all',
  loanType: 'all',
  experience: 'all',
  creditXpert: 'all',
};

/** Approved professionals with the six filters; any change of a filter or the search goes back to page 1. */
export default function AdminMortgageXpertsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const list = useApprovedMxperts({ ...filters, search: debouncedSearch, page });

  const hasFilters = FILTERS.some((f) => filters[f.key] !== 'all') || search !== '';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">MortgageXperts</h1>
        <p className="mt-1 text-slate-700">Approved professionals listed in the directory.</p>
      </div>

      <Card className="space-y-4 p-5">
        <SearchInput
          label="Search MortgageXperts"
          placeholder="Name, email, NMLS ID or company"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {FILTERS.map((f) => (
            <FormField key={f.key} label={f.label}>
              <Select
                value={filters[f.key]}
                onChange={(e) => {
                  setFilters({ ...filters, [f.key]: e.target.value });
                  setPage(1);
                }}
              >
                <option value="all">{f.all}</option>
                {f.options.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.label}
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
              setFilters(NO_FILTERS);
              setSearch('');
              setPage(1);
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </Card>

      {list.isPending ? (
        <Spinner label="Loading MortgageXperts" />
      ) : list.isError ? (
        <Alert tone="error">{ADMIN_TEXT.approvedListFailed}</Alert>
      ) : (
        <Card className="overflow-hidden">
          <p className="p-5 text-sm font-medium text-slate-800" role="status">
            {ADMIN_TEXT.approvedCount(list.data.totalCount)}
          </p>
          <MxpertTable
            variant="approved"
            caption="Approved MortgageXperts"
            mxperts={list.data.mxperts}
            onView={(m) => setViewing(m.id)}
          />
          <Pagination
            className="p-4"
            label="MortgageXperts pages"
            page={page}
            totalPages={list.data.totalPages}
            onPageChange={setPage}
          />
        </Card>
      )}

      <MxpertDetailModal mxpertId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
