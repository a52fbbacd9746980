import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SanitizedConfig } from 'payload'
import type { Inquiry } from '../../../payload-types'
import sanitizeHtml from 'sanitize-html'

/**
 * What a member's post may contain: the formatting Mantine's editor offers (headings, emphasis,
 * lists, quotes, code, links). Everything else — scripts, styles, event handlers, images pointing
 * elsewhere, iframes — is dropped; links keep only web and mail addresses.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
}

const WEB_OR_MAIL = /^(https?:\/\/|mailto:)/i

/**
 * First pass: a link to anything but a web or mail address becomes a plain span (Lexical keeps no
 * link without an address); the second pass drops the span and keeps its text.
 */
const linksChecked: sanitizeHtml.IOptions = {
  ...allowed,
  allowedTags: [...(allowed.allowedTags as string[]), 'span'],
  transformTags: { a: (tagName, attribs) => (WEB_OR_MAIL.test(attribs.href ?? '') ? { tagName, attribs } : { tagName: 'span', attribs: {} }) },
}

export const sanitizePostHtml = (html: string) => sanitizeHtml(sanitizeHtml(html, linksChecked), allowed)

/**
 * The HTML → Lexical converter and jsdom load with the first post, not with the server: each module
 * more in the start-up import graph made a start left unsettled on Node 20 likelier (exit 13, see
 * scripts/build.ts), and a server that never takes a post never needs them.
 */
let converter: Promise<[typeof import('@payloadcms/richtext-lexical'), typeof import('jsdom')]> | undefined
const loadConverter = () => (converter ??= Promise.all([import('@payloadcms/richtext-lexical'), import('jsdom')]))

type EditorConfig = Awaited<ReturnType<Awaited<typeof import('@payloadcms/richtext-lexical')>['editorConfigFactory']['default']>>
const editorConfigs = new WeakMap<SanitizedConfig, Promise<EditorConfig>>()

const editorConfigOf = async (config: SanitizedConfig) => {
  const [{ editorConfigFactory }] = await loadConverter()
  let editorConfig = editorConfigs.get(config)
  if (!editorConfig) {
    editorConfig = editorConfigFactory.default({ config })
    editorConfigs.set(config, editorConfig)
  }
  return editorConfig
}

/**
 * The member's HTML, sanitised, as the admin's own rich text (Lexical), so staff read and quote it
 * formatted in /admin and the portal renders it back the way every other post is rendered.
 */
export const toPostContent = async (config: SanitizedConfig, html: string) => {
  const [{ convertHTMLToLexical }, { JSDOM }] = await loadConverter()
  const content = convertHTMLToLexical({ editorConfig: await editorConfigOf(config), html: sanitizePostHtml(html), JSDOM })
  return { content: content as unknown as Inquiry['content'], text: convertLexicalToPlaintext({ data: content }).trim() }
}
