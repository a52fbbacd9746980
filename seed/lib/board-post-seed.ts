import type { AttachmentKey } from '../data/attachments'
import type { RichBlock } from './rich-text'

/** A post of a board listed as a table, with its files (ESG 소식·자료, 평생교육 소식·자료). */
export type FilePostSeed<Category extends string> = {
  title: string
  category: Category
  daysAgo: number
  hour: number
  author: string
  body: RichBlock[]
  attachments?: AttachmentKey[]
}
