import { CsvError, parse } from 'csv-parse/sync'

/** A file that is not well-formed CSV (a quoted cell never closed, a stray quote), with the line it broke on. */
export class MalformedCsv extends Error {
  constructor(readonly line: number) {
    super(`malformed CSV at line ${line}`)
  }
}

/**
 * Reads a CSV file (RFC 4180: comma-separated, double-quoted cells that may hold commas, quotes as
 * "" and line breaks; CRLF or LF line ends, even mixed) into rows of cells, with csv-parse. A UTF-8
 * byte-order mark, as Excel writes one, is dropped; blank lines are skipped; a row may be shorter or
 * longer than the header (the caller decides what a missing cell means).
 */
export const parseCsv = (text: string): string[][] => {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ['\r\n', '\n'] })
  } catch (error) {
    // The parser puts its position on the error; `lines` is the line it had reached.
    if (error instanceof CsvError) throw new MalformedCsv(Number(error.lines))
    throw error
  }
}
