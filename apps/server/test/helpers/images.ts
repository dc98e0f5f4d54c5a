import { crc32, deflateSync } from 'node:zlib';
import { AJAX_HEADER, AJAX_HEADER_VALUE } from '@mx/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { randomIp, TEST_ORIGIN, type TestApp } from './test-app.ts';

/** A real PNG of the given size (a colour gradient, so it is not trivially compressible). */
export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="40%" fill="#f59e0b"/></svg>`) },
    ])
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF with a GPS position and a camera model, as a phone writes it. */
export async function jpegWithGps(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Camera 9000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 2999/100', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 960/100' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small, valid-looking PNG whose header declares width x height (20000 x 20000 = 400 megapixels):
 * a decompression bomb if the server decoded it. Its pixel data is a few compressed rows only.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadFile {
  field: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** Sends a multipart form (POST unless told) as the browser does (ajax header, same origin), files given as raw bytes. */
export async function postMultipart(
  t: TestApp,
  url: string,
  opts: { cookie?: string; fields?: Record<string, string>; files?: UploadFile[]; method?: 'POST' | 'PATCH' },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  for (const file of opts.files ?? []) {
    form.append(file.field, new Blob([file.data], { type: file.contentType ?? 'image/png' }), file.filename ?? 'image.png');
  }
  const encoded = new Response(form);
  return t.app.inject({
    method: opts.method ?? 'POST',
    url,
    remoteAddress: randomIp(),
    headers: {
      [AJAX_HEADER]: AJAX_HEADER_VALUE,
      origin: TEST_ORIGIN,
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** Each of the /uploads/ URLs answers 404 Not Found, and none shows the hidden text. */
export async function expectNotServed(app: TestApp['app'], urls: string[], hidden: string): Promise<void> {
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
    expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(res.body, url).not.toContain(hidden);
  }
}
