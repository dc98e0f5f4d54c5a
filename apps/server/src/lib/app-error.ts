import { ERROR_STATUS, type ErrorCode } from '@mx/contract/errors';

/** The one way a service reports a failure the user should see; the code sets the status and travels in the body. */
export type AppErrorCode = ErrorCode;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Extra response headers, such as Retry-After. */
  readonly headers: Record<string, string>;

  constructor(code: AppErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.headers = headers;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
