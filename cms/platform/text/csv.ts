/** UTF-8's byte-order mark: Excel reads a CSV as UTF-8 (Korean intact) only when the file starts with it. */
const BOM = '\uFEFF'

/**
 * A cell as Excel must read it: quoted when it holds a comma, quote or line break, and a value a
 * member typed that starts with = + - @ (or a tab or carriage return) prefixed with ' so Excel
 * shows it as text instead of running it as a formula (CSV injection).
 */
const cell = (value: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV file Excel opens as is: BOM, comma-separated, CRLF line ends (RFC 4180). */
export const toCsv = (rows: readonly (readonly string[])[]) => BOM + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
