import { ApiError, commonHeaders } from './api-client.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with the fraction (0 to 1) of the request body sent so far. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form with XMLHttpRequest, the only browser API that reports upload progress
 * (fetch does not). Same contract as `api()`: cookies, the ajax header and the page's language, JSON answers, and errors
 * whose text reads 'status: body'.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text));
        return;
      }
      options.onProgress?.(1);
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        reject(new ApiError(xhr.status, text));
      }
    };
    xhr.onerror = () => reject(new Error('Connection error. Please try again'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
