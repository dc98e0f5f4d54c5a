export interface CompressOptions {
  /** Stop once the image is at most this many bytes. */
  maxBytes?: number;
  /** Longest side in pixels. */
  maxSide?: number;
  /** JPEG quality to start from (0 to 1). */
  quality?: number;
}

const MIN_JPEG_QUALITY = 0.5;
const MAX_ATTEMPTS = 8;

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Makes an image smaller in the browser before upload (default 800x800, quality 0.8,
 * about 500 KB). JPEGs lose quality first, then size; PNGs (logos may be transparent) only shrink.
 * The server re-encodes every upload anyway; this only saves the user's bandwidth. Answers the
 * original file when the browser cannot decode it, and lets the server judge it.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const { maxBytes = 500 * 1024, maxSide = 800, quality = 0.8 } = options;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const name = type === 'image/png' ? file.name : `${file.name.replace(/\.[^.]*$/, '')}.jpg`;
  let side = Math.min(maxSide, Math.max(bitmap.width, bitmap.height));
  let q = quality;
  let best: Blob | null = null;
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const scale = side / Math.max(bitmap.width, bitmap.height);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await canvasBlob(canvas, type, q);
      if (blob && (!best || blob.size < best.size)) best = blob;
      if (blob && blob.size <= maxBytes) break;
      if (type === 'image/jpeg' && q > MIN_JPEG_QUALITY) q = Math.max(MIN_JPEG_QUALITY, q - 0.1);
      else side = Math.round(side * 0.8);
    }
  } finally {
    bitmap.close();
  }
  return best && best.size < file.size ? new File([best], name, { type }) : file;
}
