import type { PublicMxpert } from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { paths } from '@mx/contract/paths';
import { LOAN_TYPES, labelOf, MORTGAGE_TYPES } from '@mx/contract/vocab';
import { Award, Briefcase } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RatingLine } from '../../../components/ui/stars.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { phoneBadges } from '../phone-badges.ts';
import { CompanyBrand } from './company-brand.tsx';
import { PlanOutcomeNote } from './plan-outcome.tsx';
import { ResponseTimeNote } from './response-time.tsx';

const MAX_BADGES = 6;

/** Loan types then specializations, as labels (the page's language's, given `t`), at most 6. */
export function expertiseBadges(m: Pick<PublicMxpert, 'loanTypes' | 'specializations'>, t?: (id: MessageId) => string): string[] {
  const labels = t
    ? [
        ...m.loanTypes.map((c) => t(`options.loanType.${c}` as MessageId)),
        ...m.specializations.map((c) => t(`options.mortgageType.${c}` as MessageId)),
      ]
    : [...m.loanTypes.map((c) => labelOf(LOAN_TYPES, c)), ...m.specializations.map((c) => labelOf(MORTGAGE_TYPES, c))];
  return [...new Set(labels)].slice(0, MAX_BADGES);
}

export interface ProfessionalCardProps {
  mxpert: PublicMxpert;
  /** The first selected state in lower case, or all: the profile URL's state. */
  contactState: string;
  /** The directory's query string, for the profile's back link. */
  fromSearch: string;
}

/**
 * One professional in the results. On a phone the card stays short (at most 260 px): photo, name,
 * NMLS ID and rating side by side, the company beside the Contact button, the figures in one small
 * paragraph and one row of badges.
 */
export function ProfessionalCard({ mxpert, contactState, fromSearch }: ProfessionalCardProps) {
  const t = useT();
  const localePath = useLocalePath();
  const name = mxpert.user.name;
  const badges = expertiseBadges(mxpert, t);
  const onPhone = phoneBadges(badges);
  const contact = (className: string) => (
    <LinkButton
      to={localePath(paths.professionalProfile(contactState, mxpert.cxid))}
      state={{ fromSearch }}
      aria-label={t('directory.contactName', { name })}
      className={className}
    >
      {t('directory.contact')}
    </LinkButton>
  );
  return (
    <Card
      className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 p-4 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:gap-x-4 sm:p-5"
      data-testid="expert-card"
    >
      <Avatar src={mxpert.photo} name={name} className="size-14 text-base sm:row-span-2 sm:size-20 sm:text-xl" />
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 className="line-clamp-2 wrap-anywhere text-base font-semibold leading-snug text-slate-900 sm:line-clamp-none sm:text-lg">
            {name}
          </h2>
          <p className="text-sm text-slate-700">{t('directory.nmlsId', { nmlsId: mxpert.nmlsId })}</p>
          <p className="sm:mt-1" data-testid="card-rating">
            <RatingLine average={mxpert.rating.average} count={mxpert.rating.count} />
          </p>
        </div>
        <div className="hidden sm:block">
          <CompanyBrand src={mxpert.companyLogo} companyName={mxpert.companyName} />
        </div>
      </div>
      <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">
        <div className="mt-2 flex items-center justify-between gap-3 sm:hidden">
          <CompanyBrand src={mxpert.companyLogo} companyName={mxpert.companyName} isCompact />
          {contact('h-9 shrink-0 px-4')}
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-700 sm:mt-3 sm:gap-x-6 sm:gap-y-1 sm:text-sm">
          <div className="flex items-center gap-1.5">
            <Briefcase className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
            <dt className="sr-only">{t('directory.yearsLabel')}</dt>
            <dd>{t('directory.years', { count: mxpert.yearsExperience })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Award className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
            <dt className="sr-only">{t('directory.scoresLabel')}</dt>
            <dd>{t('directory.scores', { count: mxpert.scoresOptimized })}</dd>
          </div>
        </dl>
        <ResponseTimeNote value={mxpert.responseTime} className="mt-0.5 sm:mt-1" textClass="text-xs sm:text-sm" />
        <PlanOutcomeNote value={mxpert.planOutcome} className="mt-0.5 sm:mt-1" textClass="text-xs sm:text-sm" />
        {/* Whole words: a badge that does not fit the row goes to the next one (never an ellipsis). */}
        <ul className="mt-2 flex flex-wrap gap-1.5 sm:mt-3 sm:gap-2" aria-label={t('directory.expertise')}>
          {badges.map((label, i) => (
            <li key={label} className={onPhone.has(i) ? 'min-w-0' : 'hidden min-w-0 sm:list-item'}>
              <Badge className="max-w-full">{label}</Badge>
            </li>
          ))}
          {badges.length > onPhone.size ? (
            <li className="shrink-0 sm:hidden" aria-hidden="true">
              <Badge tone="neutral">+{badges.length - onPhone.size}</Badge>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="hidden items-center sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:flex">{contact('w-auto')}</div>
    </Card>
  );
}
