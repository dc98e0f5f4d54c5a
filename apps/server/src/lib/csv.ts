import { Readable } from 'node:stream';

/** Characters that make a spreadsheet read a cell as a formula (docs/decisions/063). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): text beginning with =, +, -, @, tab or carriage return is neutralised
 * with a leading apostrophe so no spreadsheet runs it; a field holding a comma, quote, CR or LF is
 * quoted with its quotes doubled. Numbers are written as they are; null is an empty field.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 says. */
export function csvRecord(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/**
 * A CSV body streamed page by page: the header, then each page's records as the database answers
 * them, so memory holds one page, never the whole file.
 */
export function csvStream<T>(header: readonly string[], pages: AsyncIterable<T[]>, toRecord: (row: T) => unknown[]): Readable {
  async function* lines() {
    yield csvRecord(header);
    for await (const page of pages) {
      if (page.length > 0) yield page.map((row) => csvRecord(toRecord(row) as never[])).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
