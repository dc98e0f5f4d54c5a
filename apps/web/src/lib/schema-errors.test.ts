import { adminSupportUpdateBody, createReviewBody, REVIEW_TEXT, reviewReportBody, SUPPORT_INBOX_TEXT } from '@mx/contract';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './schema-errors.ts';

describe('schemaErrors: a form checked with the request schema the server uses', () => {
  it("answers the schema's own message for each field that fails, the first one per field", () => {
    expect(schemaErrors(reviewReportBody, { reason: '  short   ' })).toEqual({ reason: REVIEW_TEXT.reportReasonLength });
    expect(schemaErrors(reviewReportBody, { reason: 'x'.repeat(1001) })).toEqual({ reason: REVIEW_TEXT.reasonTooLong });
    expect(schemaErrors(createReviewBody, { cxid: 'c1', body: 'too short', pointsImproved: 401, responsiveness: null })).toEqual({
      rating: REVIEW_TEXT.overallRequired,
      body: REVIEW_TEXT.bodyLength,
      pointsImproved: REVIEW_TEXT.pointsRange,
    });
    expect(schemaErrors(adminSupportUpdateBody, { adminNotes: 'n'.repeat(2001) })).toEqual({
      adminNotes: SUPPORT_INBOX_TEXT.notesTooLong,
    });
  });

  it('answers nothing when the values pass', () => {
    expect(schemaErrors(reviewReportBody, { reason: 'It names a private person.' })).toBeNull();
    expect(
      schemaErrors(createReviewBody, {
        cxid: 'c1',
        rating: 5,
        body: 'Clear advice, answered every question.',
        pointsImproved: null,
      }),
    ).toBeNull();
  });
});
