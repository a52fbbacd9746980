/**
 * Builds the Lexical JSON Payload stores for a richText field, in the same shape the admin editor
 * writes (see `buildEditorState` and the HTML converters in @payloadcms/richtext-lexical), so the
 * seeded bodies open in /admin and render through `convertLexicalToHTML`.
 *
 * A body is a list of blocks:
 * - a string → a paragraph;
 * - an array of strings and `{ bold }` pieces → a paragraph with bold parts;
 * - `{ heading, tag? }` → a heading (h3 unless told);
 * - `{ list, ordered? }` → a bullet (or numbered) list, one item per string;
 * - `{ image }` → a picture from `media`, by id, as the editor's upload button inserts it.
 */
export type Inline = string | { bold: string }
export type RichBlock = string | Inline[] | { heading: string; tag?: 'h2' | 'h3' | 'h4' } | { list: string[]; ordered?: boolean } | { image: number }

/** The stored shape of a richText field (as in cms/payload-types.ts): a Lexical root with block nodes. */
export type RichText = {
  root: {
    type: string
    children: { type: string; version: number; [key: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [key: string]: unknown
}

/** Lexical text format bit flags (lexical/utils/nodeFormat): 1 = bold. */
const IS_BOLD = 1

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

const textNode = (text: string, format = 0) => ({
  type: 'text' as const,
  detail: 0,
  format,
  mode: 'normal' as const,
  style: '',
  text,
  version: 1,
})

const inlineNodes = (pieces: Inline[]) =>
  pieces
    .filter((piece) => (typeof piece === 'string' ? piece : piece.bold).length > 0)
    .map((piece) => (typeof piece === 'string' ? textNode(piece) : textNode(piece.bold, IS_BOLD)))

const paragraph = (pieces: Inline[]) => ({
  ...element,
  type: 'paragraph' as const,
  textFormat: 0,
  textStyle: '',
  children: inlineNodes(pieces),
})

const heading = (text: string, tag: 'h2' | 'h3' | 'h4') => ({ ...element, type: 'heading' as const, tag, children: [textNode(text)] })

const list = (items: string[], ordered: boolean) => ({
  ...element,
  type: 'list' as const,
  listType: ordered ? ('number' as const) : ('bullet' as const),
  start: 1,
  tag: ordered ? ('ol' as const) : ('ul' as const),
  children: items.map((item, index) => ({
    ...element,
    type: 'listitem' as const,
    value: index + 1,
    checked: undefined,
    children: [textNode(item)],
  })),
})

/** The editor gives every upload node an id of 24 hex digits; the position in the body keeps them apart. */
const upload = (mediaId: number, position: number) => ({
  type: 'upload' as const,
  version: 3,
  format: '' as const,
  id: position.toString(16).padStart(24, '0'),
  fields: null,
  relationTo: 'media',
  value: mediaId,
})

const toNode = (block: RichBlock, position: number) => {
  if (typeof block === 'string') return paragraph([block])
  if (Array.isArray(block)) return paragraph(block)
  if ('heading' in block) return heading(block.heading, block.tag ?? 'h3')
  if ('image' in block) return upload(block.image, position)
  return list(block.list, block.ordered ?? false)
}

export const richText = (blocks: RichBlock[]): RichText => ({
  root: {
    ...element,
    type: 'root',
    children: blocks.map(toNode),
  },
})

/** The words of a body as one string (what search over the plain-text copy will see). */
export const blocksText = (blocks: RichBlock[]): string =>
  blocks
    .map((block) => {
      if (typeof block === 'string') return block
      if (Array.isArray(block)) return block.map((piece) => (typeof piece === 'string' ? piece : piece.bold)).join('')
      if ('heading' in block) return block.heading
      if ('image' in block) return ''
      return block.list.join('\n')
    })
    .join('\n')
