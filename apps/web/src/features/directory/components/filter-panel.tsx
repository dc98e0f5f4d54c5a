import type { Option } from '@mx/contract';
import {
  DIRECTORY_SORT_OPTIONS,
  type DirectorySortCode,
  FILTER_CAPS,
  FILTER_NAMES,
  type FilterName,
  FOUR_STARS,
} from '@mx/contract/directory-params';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { LANGUAGES, LOAN_TYPES, MORTGAGE_TYPES, US_STATES } from '@mx/contract/vocab';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { SortSelect } from '../../../components/ui/sort-select.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';

/** The phone's sheet loads when first opened. */
const FilterSheet = lazy(() => import('./filter-sheet.tsx'));

/** Below Tailwind's sm breakpoint the filters open in a sheet over the page. */
const PHONE_QUERY = '(max-width: 639.98px)';

/** Each list, its title and the catalogue prefix of its labels. */
const GROUPS: { name: FilterName; title: MessageId; options: readonly Option[]; labels: string | null }[] = [
  { name: 'loanTypes', title: 'directory.filterLoanTypes', options: LOAN_TYPES, labels: 'options.loanType' },
  { name: 'mortgageTypes', title: 'directory.filterMortgageTypes', options: MORTGAGE_TYPES, labels: 'options.mortgageType' },
  { name: 'states', title: 'directory.filterStates', options: US_STATES, labels: 'options.state' },
  { name: 'languages', title: 'directory.filterLanguages', options: LANGUAGES, labels: 'options.language' },
];

/** A Spanish-speaking visitor finds Spanish first among the languages. */
const SPANISH_FIRST = [...LANGUAGES].sort((a, b) => Number(b.code === 'spanish') - Number(a.code === 'spanish'));

export interface FilterPanelProps {
  selected: Record<FilterName, string[]>;
  /** The state the search text was resolved to: always part of the states filter. */
  searchState: string | null;
  onChange(name: FilterName, values: string[]): void;
  onClear(): void;
  sort: DirectorySortCode;
  onSort(sort: DirectorySortCode): void;
  minRating: number | null;
  onMinRating(minRating: number | null): void;
  /** How many professionals the search and filters find (null while loading), for the sheet's button. */
  resultCount: number | null;
  /** The sheet's 'Show N results': the results and their count are brought into view. */
  onShowResults(): void;
}

/**
 * The collapsible filter panel: four lists of checkboxes, each with its cap; once
 * a list is full its other boxes are disabled. The state found from the search is shown checked.
 */
export function FilterPanel({
  selected,
  searchState,
  onChange,
  onClear,
  sort,
  onSort,
  minRating,
  onMinRating,
  resultCount,
  onShowResults,
}: FilterPanelProps) {
  const t = useT();
  const locale = useLocale();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [hasOpenedSheet, setHasOpenedSheet] = useState(false);
  const toggle = () => {
    if (window.matchMedia(PHONE_QUERY).matches) {
      setOpen(false);
      setHasOpenedSheet(true);
      setSheetOpen(true);
    } else setOpen((v) => !v);
  };
  const groups = GROUPS.map((group) => (
    <FilterGroup
      key={group.name}
      name={group.name}
      title={t(group.title)}
      options={(group.name === 'languages' && locale === 'es-US' ? SPANISH_FIRST : group.options).map((o) => ({
        code: o.code,
        label: group.labels ? t(`${group.labels}.${o.code}` as MessageId) : o.label,
      }))}
      values={selected[group.name]}
      lockedValue={group.name === 'states' ? searchState : null}
      onChange={(values) => onChange(group.name, values)}
    />
  ));
  const activeCount = FILTER_NAMES.reduce((n, name) => n + selected[name].length, 0) + (minRating ? 1 : 0);

  return (
    <section aria-label={t('directory.filters')} className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isOpen || isSheetOpen}
          aria-controls={panelId}
          aria-haspopup={isSheetOpen ? 'dialog' : undefined}
          onClick={toggle}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('directory.filters')}
          {activeCount > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
              {activeCount}
              <span className="sr-only">{t('directory.selected')}</span>
            </span>
          ) : null}
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-brand-700"
            checked={minRating === FOUR_STARS}
            onChange={(e) => onMinRating(e.target.checked ? FOUR_STARS : null)}
          />
          {t('directory.fourStars')}
        </label>
        <SortSelect
          label={t('directory.sortBy')}
          value={sort}
          options={DIRECTORY_SORT_OPTIONS.map((o) => ({ code: o.code, label: t(`directory.sort.${o.code}`) }))}
          onChange={onSort}
        />
        {activeCount > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('directory.clearFilters')}
          </Button>
        ) : null}
      </div>
      <div id={panelId} hidden={!isOpen} className="grid gap-6 border-t border-slate-100 p-4 md:grid-cols-2">
        {isOpen ? groups : null}
      </div>
      <Suspense fallback={null}>
        {hasOpenedSheet ? (
          <FilterSheet
            open={isSheetOpen}
            onOpenChange={setSheetOpen}
            resultCount={resultCount}
            activeCount={activeCount}
            onClear={onClear}
            onShowResults={() => {
              setSheetOpen(false);
              onShowResults();
            }}
          >
            {groups}
          </FilterSheet>
        ) : null}
      </Suspense>
    </section>
  );
}

function FilterGroup({
  name,
  title,
  options,
  values,
  lockedValue,
  onChange,
}: {
  name: FilterName;
  title: string;
  options: readonly Option[];
  values: string[];
  lockedValue: string | null;
  onChange(values: string[]): void;
}) {
  const t = useT();
  const cap = FILTER_CAPS[name];
  const chosen = new Set(values);
  // The state from the search counts against the cap of 10 states.
  const used = chosen.size + (lockedValue && !chosen.has(lockedValue) ? 1 : 0);
  const isFull = used >= cap;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">{t('directory.upTo', { cap })}</span>
      </legend>
      <div className={cn('mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5', name === 'states' && 'max-h-56 overflow-y-auto pr-2')}>
        {options.map((option) => {
          const isLocked = option.code === lockedValue;
          const isChecked = isLocked || chosen.has(option.code);
          const isDisabled = isLocked || (!isChecked && isFull);
          return (
            <label
              key={option.code}
              className={cn('flex items-center gap-2 text-sm text-slate-800', isDisabled && !isLocked && 'text-slate-500')}
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-700"
                checked={isChecked}
                disabled={isDisabled}
                onChange={(e) => onChange(e.target.checked ? [...values, option.code] : values.filter((v) => v !== option.code))}
              />
              {/* The label and the search's note wrap between words as one text beside the box. */}
              <span>
                {option.label}
                {isLocked ? <span className="text-xs text-slate-600"> {t('directory.fromYourSearch')}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
