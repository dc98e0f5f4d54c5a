import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_TEXT, TEXT } from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { hasUnstorableText } from '../../lib/unstorable-text.ts';

/** What a file part may weigh, and the sentence a heavier one is refused with (413). */
export interface FileLimit {
  maxBytes: number;
  tooLarge: string;
}

export const IMAGE_LIMIT: FileLimit = { maxBytes: IMAGE_MAX_BYTES, tooLarge: IMAGE_TEXT.tooLarge };

/**
 * Multipart forms with at most one file: the file may not pass the scope's limit (an image: 5 MB),
 * and the text fields are few and short, so a request can never make the server hold more than
 * about that limit.
 */
export async function registerMultipart(scope: FastifyInstance, limit: FileLimit = IMAGE_LIMIT): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: limit.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21, headerPairs: 100 },
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The uploaded file's bytes; its name and declared type never decide its type (the content does). */
  file: Buffer | null;
  /** The file name the browser sent, as sent (clean it before showing or storing it). */
  fileName: string | null;
}

/** Reads a multipart form whose only file part is `fileField`; `limit` is the one its scope registered. */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  limit: FileLimit = IMAGE_LIMIT,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXT.multipartRequired);
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== fileField) throw new AppError('BAD_REQUEST', TEXT.checkInput);
        if (data.length > 0) {
          file = data;
          fileName = part.filename ?? null;
        }
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('BAD_REQUEST', TEXT.checkInput);
        const value = String(part.value);
        // PostgreSQL text cannot hold a NUL character (plugins/security.ts refuses it in other bodies).
        if (hasUnstorableText(value) || hasUnstorableText(part.fieldname)) throw new AppError('BAD_REQUEST', TEXT.checkInput);
        fields.set(part.fieldname, value);
      }
    }
  } catch (err) {
    throw toAppError(err, limit);
  }
  return { fields: Object.fromEntries(fields), file, fileName };
}

function toAppError(err: unknown, limit: FileLimit): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', limit.tooLarge);
  // Anything else here comes from parsing the body itself (no boundary, a malformed part header, a
  // form cut short): the request is at fault, not the server.
  if (code?.startsWith('FST_') || err instanceof Error) return new AppError('BAD_REQUEST', TEXT.checkInput);
  return err;
}

/** Multipart fields are text: a schema failure answers the first field's message, like a JSON route. */
export function parseFormFields<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? TEXT.checkInput);
  return parsed.data;
}
