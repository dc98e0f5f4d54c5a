import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_TEXT, TEXT } from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { hasUnstorableText } from '../../lib/unstorable-text.ts';

/**
 * Multipart forms with at most one image: the file may not pass 5 MB, and the text fields are few and
 * short, so a request can never make the server hold more than about 5 MB.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21, headerPairs: 100 },
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The uploaded file's bytes; its name and declared type are ignored (the content decides). */
  file: Buffer | null;
}

/** Reads a multipart form whose only file part is `fileField`. */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TEXT.multipartRequired);
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== fileField) throw new AppError('BAD_REQUEST', TEXT.checkInput);
        if (data.length > 0) file = data;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('BAD_REQUEST', TEXT.checkInput);
        const value = String(part.value);
        // PostgreSQL text cannot hold a NUL character (plugins/security.ts refuses it in other bodies).
        if (hasUnstorableText(value) || hasUnstorableText(part.fieldname)) throw new AppError('BAD_REQUEST', TEXT.checkInput);
        fields.set(part.fieldname, value);
      }
    }
  } catch (err) {
    throw toAppError(err);
  }
  return { fields: Object.fromEntries(fields), file };
}

function toAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', IMAGE_TEXT.tooLarge);
  // Anything else here comes from parsing the body itself (no boundary, a malformed part header, a
  // form cut short): the request is at fault, not the server.
  if (code?.startsWith('FST_') || err instanceof Error) return new AppError('BAD_REQUEST', TEXT.checkInput);
  return err;
}
