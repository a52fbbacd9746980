const SNIPPET_LENGTH = 120

/** Flattens HTML the server rendered from rich text to its words. */
export const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|amp|quot|#39);/g, (_, entity: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The words around the first place the keyword stands, so the hit shows why it was found. */
export const snippetAround = (text: string, keyword: string) => {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase())
  if (at < 0) return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH)}…` : text
  const start = Math.max(0, at - 40)
  const end = Math.min(text.length, start + SNIPPET_LENGTH)
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
}
