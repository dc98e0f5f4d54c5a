import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * The one CSV writer of every export (docs/decisions/080), csv-stringify with RFC 4180 records:
 * - a field holding the separator, a quote, CR or LF is quoted, its quotes doubled;
 * - so is one holding a semicolon (the separator of spreadsheets set to a comma decimal, and of the
 *   lists inside our fields) or a Unicode line break (NEL, U+2028, U+2029), which some readers end a
 *   line on;
 * - text beginning with =, +, -, @, tab or CR (or their full-width forms) gets a leading apostrophe,
 *   so no spreadsheet runs it as a formula (decision 063); numbers are written as they are.
 */
const OPTIONS: Options = {
  record_delimiter: 'windows',
  // Named explicitly: with a record delimiter given, csv-stringify would otherwise quote a field for
  // the whole CRLF only, and write a lone CR or LF bare.
  quote_record_delimiter: true,
  escape_formulas: true,
  quoted_match: /[;\u0085\u2028\u2029]/,
  cast: { boolean: (value) => String(value) },
};

/** Records as CSV text, each ended by CRLF. */
export function csvRecords(records: readonly (readonly CsvValue[])[]): string {
  return records.length === 0 ? '' : stringify(records as CsvValue[][], OPTIONS);
}

/** One field as it stands in a record. */
export function csvField(value: CsvValue): string {
  return csvRecords([[value]]).slice(0, -2);
}

/**
 * A CSV body streamed page by page: the header, then each page's records as the database answers
 * them, so memory holds one page, never the whole file. `onEnd` learns how many records were
 * written and whether the body was finished, also when the download stops half way.
 */
export function csvStream<T>(
  header: readonly string[],
  pages: AsyncIterable<T[]>,
  toRecord: (row: T) => CsvValue[],
  onEnd?: (rows: number, complete: boolean) => Promise<void>,
): Readable {
  async function* lines() {
    let rows = 0;
    let complete = false;
    try {
      yield csvRecords([header]);
      for await (const page of pages) {
        if (page.length === 0) continue;
        rows += page.length;
        yield csvRecords(page.map(toRecord));
      }
      complete = true;
    } finally {
      await onEnd?.(rows, complete);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
