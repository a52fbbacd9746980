/**
 * Reads a CSV file (RFC 4180: comma-separated, double-quoted cells that may hold commas, quotes as
 * "" and line breaks; CRLF or LF line ends) into rows of cells. A UTF-8 byte-order mark, as Excel
 * writes one, is dropped; blank lines are skipped.
 */
export const parseCsv = (text: string): string[][] => {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endRow = () => {
    row.push(cell)
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
    cell = ''
  }
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (quoted) {
      if (char !== '"') cell += char
      else if (source[index + 1] === '"') {
        cell += '"'
        index++
      } else quoted = false
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') endRow()
    else if (char !== '\r') cell += char
  }
  if (cell !== '' || row.length > 0) endRow()
  return rows
}
