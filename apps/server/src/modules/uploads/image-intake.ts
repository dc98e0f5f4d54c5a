import { IMAGE_MAX_BYTES, IMAGE_TEXT } from '@mx/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { removeUpload, storeUpload, type UploadKind } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** Decoding more pixels than this could take hundreds of megabytes; a header that declares more is refused. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Stored images are at most this wide and high. */
export const IMAGE_MAX_SIDE = 800;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

type ImageType = 'png' | 'jpg';

/** The type the file's first bytes prove, whatever its name or declared content type say. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpg';
  return null;
}

const SHARP_INPUT = { limitInputPixels: IMAGE_MAX_PIXELS } as const;

/**
 * Checks an uploaded image and re-encodes it: JPG or PNG by content (signature and decoder agree),
 * at most IMAGE_MAX_PIXELS declared, turned upright, shrunk to fit 800x800, and written afresh, so no
 * metadata (EXIF GPS, camera, comments) and no trailing bytes of the original survive.
 */
export async function normalizeImage(data: Buffer): Promise<{ data: Buffer; type: ImageType }> {
  if (data.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TEXT.tooLarge);
  const type = sniffImageType(data);
  if (!type) throw new AppError('BAD_REQUEST', IMAGE_TEXT.wrongType);

  // The header alone: a 20000x20000 declaration is refused before a single pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(data, SHARP_INPUT).metadata();
  } catch (err) {
    const isTooManyPixels = /pixel limit/i.test((err as Error).message);
    throw new AppError('BAD_REQUEST', isTooManyPixels ? IMAGE_TEXT.tooManyPixels : IMAGE_TEXT.unreadable);
  }
  if (metadata.format !== (type === 'png' ? 'png' : 'jpeg')) throw new AppError('BAD_REQUEST', IMAGE_TEXT.wrongType);
  if (!metadata.width || !metadata.height) throw new AppError('BAD_REQUEST', IMAGE_TEXT.unreadable);
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw new AppError('BAD_REQUEST', IMAGE_TEXT.tooManyPixels);

  try {
    const pipeline = sharp(data, SHARP_INPUT)
      .autoOrient()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const output =
      type === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { data: output, type };
  } catch {
    throw new AppError('BAD_REQUEST', IMAGE_TEXT.unreadable);
  }
}

/** Normalizes and stores an uploaded image under a random name (in `held/` when it waits for review); answers its path. */
export async function saveUploadedImage(
  storage: Storage,
  kind: UploadKind,
  upload: Buffer,
  opts: { held?: boolean } = {},
): Promise<string> {
  const image = await normalizeImage(upload);
  return storeUpload(storage, kind, image.data, image.type, opts);
}

/** Removes a replaced or unused upload; a missing file is not an error (it may be gone already). */
export async function discardUpload(
  storage: Storage,
  publicPath: string | null | undefined,
  log: { warn(o: object, m: string): void },
) {
  if (!publicPath) return;
  try {
    await removeUpload(storage, publicPath);
  } catch (err) {
    log.warn({ err, publicPath }, 'could not remove an old upload');
  }
}
