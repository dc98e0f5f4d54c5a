import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export { ERROR_CODES, ERROR_STATUS, type ErrorCode, isErrorCode } from './error-codes.ts';

/** The body of every 4xx and 5xx answer. */
export const errorResponse = z
  .object({
    code: z.enum(ERROR_CODES).describe('Stable, upper-snake; decide on this, not on the message'),
    message: z.string().describe('The sentence to show the user'),
  })
  .strict();
export type ErrorResponse = z.infer<typeof errorResponse>;
