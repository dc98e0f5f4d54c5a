import { describe, expect, it } from 'vitest';
import { imageTypeOf, sniffImageType } from './image-signature.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

describe('image signatures', () => {
  it('tells a PNG and a JPEG by their first bytes', () => {
    expect(imageTypeOf(Uint8Array.from(PNG))).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from(JPEG))).toBe('image/jpeg');
  });

  it('refuses what only looks like an image by its name', async () => {
    expect(imageTypeOf(new TextEncoder().encode('<!doctype html><html>'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOf(Uint8Array.from(PNG.slice(0, 4)))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    expect(await sniffImageType(new Blob(['%PDF-1.7 not an image'], { type: 'image/png' }))).toBeNull();
    expect(await sniffImageType(new Blob([Uint8Array.from(PNG)], { type: 'text/plain' }))).toBe('image/png');
  });
});
