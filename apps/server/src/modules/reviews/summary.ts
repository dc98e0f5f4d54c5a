import { type RatingSummary, REVIEW_LIMITS } from '@mx/contract';
import type { MxpertProfile } from '../mxpert/public-mxpert.ts';

type Figures = Pick<
  MxpertProfile,
  'reviewCount' | 'ratingSum' | 'rating1' | 'rating2' | 'rating3' | 'rating4' | 'rating5' | 'pointsSum' | 'pointsCount'
>;

/** One decimal, as the profile shows it. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The figures the triggers keep on the profile (decision 064), as the public sees them. */
export function toRatingSummary(f: Figures): RatingSummary {
  return {
    average: f.reviewCount > 0 ? oneDecimal(f.ratingSum / f.reviewCount) : null,
    count: f.reviewCount,
    distribution: [f.rating1, f.rating2, f.rating3, f.rating4, f.rating5],
    averagePointsImproved: f.pointsCount >= REVIEW_LIMITS.pointsShownFrom ? Math.round(f.pointsSum / f.pointsCount) : null,
  };
}

/** A directory card's rating: the average to one decimal (null without reviews) and the count. */
export function toCardRating(average: number | null, count: number): { average: number | null; count: number } {
  return { average: average === null || count === 0 ? null : oneDecimal(Number(average)), count };
}
