import { type ErrorCode, isErrorCode } from '@mx/contract/error-codes';
import { AJAX_HEADER, AJAX_HEADER_VALUE, TEXT } from '@mx/contract/texts';

/**
 * A non-OK answer. Its text reads 'status: body'; `code` and `serverMessage` are the
 * body's `{ code, message }` (null when the body is not one, such as a proxy's error page).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code: ErrorCode | null;
  readonly serverMessage: string | null;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const parsed = parseBody(body);
    this.code = isErrorCode(parsed.code) ? parsed.code : null;
    this.serverMessage = typeof parsed.message === 'string' ? parsed.message : null;
  }
}

function parseBody(body: string): { code?: unknown; message?: unknown } {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as { code?: unknown; message?: unknown }) : {};
  } catch {
    return {};
  }
}

/**
 * The language of the page the requests come from: every call names it in Accept-Language, so the server
 * answers its sentences (errors, confirmations) in it when no signed-in user's preference says otherwise.
 * The page's language switch keeps it current (`setRequestLanguage`, lib/i18n.tsx).
 */
let requestLanguage = 'en-US';
export function setRequestLanguage(locale: string): void {
  requestLanguage = locale;
}
/** The headers every call carries: the ajax header and the page's language. */
export function commonHeaders(): Record<string, string> {
  return { [AJAX_HEADER]: AJAX_HEADER_VALUE, 'Accept-Language': requestLanguage };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The one fetch wrapper: cookies included, the ajax header on every call, JSON in and out. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...commonHeaders(),
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new Error('Connection error. Please try again');
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message to show a user for a failed call: the server's own sentence, else the fallback. */
export function errorMessage(err: unknown, fallback: string = TEXT.genericError): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** True for an error answer with this code. */
export function hasErrorCode(err: unknown, code: ErrorCode): err is ApiError {
  return err instanceof ApiError && err.code === code;
}

export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}
