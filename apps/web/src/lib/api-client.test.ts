import { TEXT } from '@mx/contract/texts';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, hasErrorCode } from './api-client.ts';

describe('ApiError', () => {
  it('keeps the code and the message of an error answer', () => {
    const err = new ApiError(403, JSON.stringify({ code: 'EMAIL_NOT_VERIFIED', message: TEXT.emailNotVerified }));
    expect(err.code).toBe('EMAIL_NOT_VERIFIED');
    expect(err.serverMessage).toBe(TEXT.emailNotVerified);
    expect(err.message).toBe(`403: {"code":"EMAIL_NOT_VERIFIED","message":"${TEXT.emailNotVerified}"}`);
  });

  it('tells the sign-in refusals apart by code, whatever the wording', () => {
    const reworded = new ApiError(403, JSON.stringify({ code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your address first.' }));
    expect(hasErrorCode(reworded, 'EMAIL_NOT_VERIFIED')).toBe(true);
    const deactivated = new ApiError(403, JSON.stringify({ code: 'ACCOUNT_DEACTIVATED', message: TEXT.emailNotVerified }));
    expect(hasErrorCode(deactivated, 'EMAIL_NOT_VERIFIED')).toBe(false);
    expect(hasErrorCode(deactivated, 'ACCOUNT_DEACTIVATED')).toBe(true);
    expect(
      errorMessage(new ApiError(401, JSON.stringify({ code: 'INVALID_CREDENTIALS', message: TEXT.invalidCredentials }))),
    ).toBe(TEXT.invalidCredentials);
  });

  it('has no code for a body that is not an error answer', () => {
    expect(new ApiError(502, '<html>Bad gateway</html>').code).toBeNull();
    expect(new ApiError(400, JSON.stringify({ code: 'SOMETHING_ELSE', message: 'x' })).code).toBeNull();
    expect(new ApiError(400, 'null').code).toBeNull();
    expect(hasErrorCode(new Error('x'), 'NOT_FOUND')).toBe(false);
  });
});
