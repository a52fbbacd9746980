import { fileTypeFromBuffer } from 'file-type'
import { imageMimeTypes } from './upload-rules'

const OFFICE_COMPOUND_FILE = 'application/x-cfb'
const ZIP = 'application/zip'

/**
 * What the first bytes of a file must be, by its extension, as `file-type` reads them. An image may be
 * any image format (phones save PNGs as .jpg); old Office and HWP 5 documents are compound files; the
 * OOXML ones and HWPX are zip archives underneath.
 */
const expectedContent: Record<string, string[]> = {
  pdf: ['application/pdf'],
  png: imageMimeTypes,
  jpg: imageMimeTypes,
  jpeg: imageMimeTypes,
  gif: imageMimeTypes,
  webp: imageMimeTypes,
  zip: [ZIP],
  hwpx: [ZIP, 'application/hwp+zip'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ZIP],
  doc: [OFFICE_COMPOUND_FILE],
  xls: [OFFICE_COMPOUND_FILE],
  ppt: [OFFICE_COMPOUND_FILE],
  hwp: [OFFICE_COMPOUND_FILE],
}

/** Markup a browser would render as a page or an image with script, if it ever sniffed the file. */
const MARKUP_START = /^\s*<(!doctype|html|head|body|script|iframe|svg|\?xml|!--)/i

export const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''

/**
 * Whether a file's content is what its name says: a document named .pdf must be a PDF, not a page
 * of HTML. A .txt file is text only when nothing binary is detected and it does not open as markup.
 */
export const contentMatchesName = async (filename: string, content: Uint8Array): Promise<boolean> => {
  const extension = extensionOf(filename)
  const detected = (await fileTypeFromBuffer(content))?.mime
  if (extension === 'txt') return detected === undefined && !MARKUP_START.test(new TextDecoder().decode(content.subarray(0, 512)))
  const expected = expectedContent[extension]
  return expected !== undefined && detected !== undefined && expected.includes(detected)
}
