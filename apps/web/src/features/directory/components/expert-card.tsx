import type { PublicMxpert } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { LOAN_TYPES, labelOf, MORTGAGE_TYPES } from '@mx/contract/vocab';
import { Award, Briefcase } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RatingLine } from '../../../components/ui/stars.tsx';
import { CompanyBrand } from './company-brand.tsx';
import { PlanOutcomeNote } from './plan-outcome.tsx';
import { ResponseTimeNote } from './response-time.tsx';

const MAX_BADGES = 6;

/** Loan types then specializations, as labels, at most 6. */
export function expertiseBadges(m: Pick<PublicMxpert, 'loanTypes' | 'specializations'>): string[] {
  const labels = [...m.loanTypes.map((c) => labelOf(LOAN_TYPES, c)), ...m.specializations.map((c) => labelOf(MORTGAGE_TYPES, c))];
  return [...new Set(labels)].slice(0, MAX_BADGES);
}

export interface ExpertCardProps {
  mxpert: PublicMxpert;
  /** The first selected state in lower case, or all: the profile URL's state. */
  contactState: string;
  /** The directory's query string, for the profile's back link. */
  fromSearch: string;
}

export function ExpertCard({ mxpert, contactState, fromSearch }: ExpertCardProps) {
  const name = mxpert.user.name;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row">
      <Avatar src={mxpert.photo} name={name} className="size-20 text-xl" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
            <p className="text-sm text-slate-700">NMLS ID: {mxpert.nmlsId}</p>
            <p className="mt-1" data-testid="card-rating">
              <RatingLine average={mxpert.rating.average} count={mxpert.rating.count} />
            </p>
          </div>
          <CompanyBrand src={mxpert.companyLogo} companyName={mxpert.companyName} />
        </div>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div className="flex items-center gap-1.5">
            <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Years of experience</dt>
            <dd>
              {mxpert.yearsExperience} {mxpert.yearsExperience === 1 ? 'year' : 'years'} of experience
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Award className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Scores optimized</dt>
            <dd>{mxpert.scoresOptimized} scores optimized</dd>
          </div>
        </dl>
        <ResponseTimeNote value={mxpert.responseTime} className="mt-1" />
        <PlanOutcomeNote value={mxpert.planOutcome} className="mt-1" />
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Expertise">
          {expertiseBadges(mxpert).map((label) => (
            <li key={label}>
              <Badge>{label}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-end sm:items-center">
        <LinkButton
          to={paths.expertProfile(contactState, mxpert.cxid)}
          state={{ fromSearch }}
          aria-label={`Contact ${name}`}
          className="w-full sm:w-auto"
        >
          Contact
        </LinkButton>
      </div>
    </Card>
  );
}
