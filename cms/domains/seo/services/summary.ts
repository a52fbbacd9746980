import { SUMMARY_LENGTH } from '../rules'

/**
 * A description for feed readers: plain text only. Bodies are stored as plain text beside the rich
 * text, but staff may have typed markup into them or into a summary, and a reader would render it.
 */
export const plainSummary = (text: string | null | undefined, length = SUMMARY_LENGTH) => {
  const plain = (text ?? '')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain
}
