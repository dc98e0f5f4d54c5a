/** The first bytes of the image formats we take: what a file is, whatever its name or type says. */
const SIGNATURES: { type: 'image/jpeg' | 'image/png'; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many bytes to read from the start of a file to tell. */
export const SIGNATURE_BYTES = 8;

export function imageTypeOf(head: Uint8Array): 'image/jpeg' | 'image/png' | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

/** Reads the start of a chosen file: its real image type, or null when it is no JPG or PNG. */
export async function sniffImageType(file: Blob): Promise<'image/jpeg' | 'image/png' | null> {
  return imageTypeOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
}
