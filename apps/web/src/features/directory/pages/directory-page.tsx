import {
  type DirectoryParams,
  directoryHref,
  type FilterName,
  readDirectoryParams,
  toPageQuery,
} from '@mx/contract/directory-params';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PlaceSearchBox } from '../../../components/places/place-search-box.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { useDirectory } from '../api/get-directory.ts';
import { FilterPanel } from '../components/filter-panel.tsx';
import { ProfessionalCard } from '../components/professional-card.tsx';
import { SideCards } from '../components/side-cards.tsx';

/** The directory: the place search, filters, expert cards and pages. */
export default function DirectoryPage() {
  const t = useT();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readDirectoryParams(searchParams);
  const query = toPageQuery(params);

  // The last search is kept for the session: the profile page's back link returns to it.
  useEffect(() => {
    if (query) sessionStore.setLastSearch(query);
  }, [query]);

  /** Any change of search or filters starts again at page 1. */
  const go = (next: Partial<DirectoryParams>) => navigate(localePath(directoryHref({ ...params, page: 1, ...next })));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="max-w-2xl">
        <PlaceSearchBox
          key={params.search}
          size="md"
          initialValue={params.search}
          onSearch={(text) => go({ search: text, ...NO_FILTERS })}
        />
      </div>
      {params.search ? (
        <Results
          params={params}
          query={query}
          onFilter={(name, values) => go({ [name]: values })}
          onClear={() => go({ ...NO_FILTERS })}
          onChange={go}
        />
      ) : (
        <div className="mt-10">
          <h1 className="text-2xl font-bold text-slate-900">{t('directory.emptyTitle')}</h1>
          <p className="mt-2 text-slate-700">{t('directory.emptyText')}</p>
        </div>
      )}
    </div>
  );
}

const NO_FILTERS = { loanTypes: [], mortgageTypes: [], states: [], languages: [], minRating: null };

function Results({
  params,
  query,
  onFilter,
  onClear,
  onChange,
}: {
  params: DirectoryParams;
  query: string;
  onFilter(name: FilterName, values: string[]): void;
  onClear(): void;
  /** The order or the rating filter changed: page 1 again. */
  onChange(next: Partial<DirectoryParams>): void;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const directory = useDirectory(params);
  const searchState = directory.data?.resolvedState ?? null;
  // The profile URL's state: the first selected state, the one found from the search first; 'all'
  // for a professional found by name, who may be licensed elsewhere.
  const firstState = searchState ?? params.states[0];
  const contactState = firstState ? firstState.toLowerCase() : 'all';
  const nameMatches = directory.data?.nameMatches ?? 0;
  const firstOfPage = directory.data ? (directory.data.page - 1) * directory.data.limit : 0;
  const stateName = searchState ? t(`options.state.${searchState}` as MessageId) : null;
  const reading = !directory.data
    ? null
    : nameMatches > 0 && stateName
      ? t('directory.readingNameThenState', { search: params.search, state: stateName })
      : nameMatches > 0
        ? t('directory.readingName', { search: params.search })
        : stateName
          ? t('directory.readingState', { state: stateName })
          : null;
  const countRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-5">
        <div>
          <h1 ref={countRef} className="scroll-mt-20 text-2xl font-bold text-slate-900" aria-live="polite">
            {directory.data
              ? t('directory.found', { count: directory.data.totalCount })
              : t('directory.searching', { search: params.search })}
          </h1>
          {reading ? <p className="mt-1 text-sm text-slate-700">{reading}</p> : null}
        </div>
        <FilterPanel
          selected={{
            loanTypes: params.loanTypes,
            mortgageTypes: params.mortgageTypes,
            states: params.states,
            languages: params.languages,
          }}
          searchState={searchState}
          onChange={onFilter}
          onClear={onClear}
          sort={params.sort}
          onSort={(sort) => onChange({ sort })}
          minRating={params.minRating}
          onMinRating={(minRating) => onChange({ minRating })}
          resultCount={directory.data?.totalCount ?? null}
          onShowResults={() => countRef.current?.scrollIntoView({ block: 'start' })}
        />
        {directory.isPending ? (
          <Spinner label={t('directory.loading')} />
        ) : directory.isError ? (
          <Alert tone="error">{t('directory.loadError')}</Alert>
        ) : directory.data.mxperts.length === 0 && params.page > directory.data.totalPages && directory.data.totalPages > 0 ? (
          // A page past the last (an old link, a hand-typed ?page=99): the last page instead.
          <Navigate to={localePath(directoryHref({ ...params, page: directory.data.totalPages }))} replace />
        ) : directory.data.mxperts.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{t('directory.noResults')}</p>
        ) : (
          <>
            <ul className="space-y-4" aria-label={t('directory.listLabel')}>
              {directory.data.mxperts.map((m, i) => (
                <li key={m.cxid}>
                  <ProfessionalCard
                    mxpert={m}
                    contactState={firstOfPage + i < nameMatches ? 'all' : contactState}
                    fromSearch={query}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={params.page}
              totalPages={directory.data.totalPages}
              hrefFor={(page) => localePath(directoryHref({ ...params, page }))}
            />
          </>
        )}
      </div>
      <SideCards />
    </div>
  );
}
