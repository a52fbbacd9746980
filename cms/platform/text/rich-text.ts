import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Staff's rich text (Lexical) as the HTML the portal shows. */
export const richTextToHtml = (content: unknown) => (content ? convertLexicalToHTML({ data: content as SerializedEditorState, disableContainer: true }) : '')
