import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Staff's rich text (Lexical) as the HTML the portal shows. */
export const richTextToHtml = (content: unknown) => (content ? convertLexicalToHTML({ data: content as SerializedEditorState, disableContainer: true }) : '')

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

/** Plain text as the Lexical state the admin's editor writes: one paragraph per non-blank line. */
export const plainTextToRichText = (text: string) => ({
  root: {
    ...element,
    type: 'root',
    children: text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ({
        ...element,
        type: 'paragraph',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text: line, version: 1 }],
      })),
  },
})
