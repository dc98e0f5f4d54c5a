import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exportRecipient, exportRecipients } from '../mxpert/export-recipient.ts';
import { reviews } from './schema.ts';

/**
 * The reviews a consumer wrote, hidden ones too, with the professional's public reply and the
 * professional they are about by public fields only: the consumer's data export.
 */
export function reviewsWrittenBy(db: Executor, userId: string) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      responsiveness: reviews.responsiveness,
      knowledge: reviews.knowledge,
      communication: reviews.communication,
      body: reviews.body,
      pointsImproved: reviews.pointsImproved,
      status: reviews.status,
      replyBody: reviews.replyBody,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      ...exportRecipient,
    })
    .from(reviews)
    .innerJoin(exportRecipients, eq(exportRecipients.profileId, reviews.mxpertProfileId))
    .where(eq(reviews.consumerUserId, userId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}
