import { useEffect } from 'react'
import { site } from '@contract/site'
import { useServerPageHead } from '@/lib/page-head'
import { useSiteSettings } from '@/lib/queries/site-settings'

const useSiteTitle = () => useSiteSettings()?.pageTitle || site.organizationName

/** A description search engines show: the first sentences of a text, up to about 160 characters. */
const DESCRIPTION_LENGTH = 160
export const describe = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_LENGTH) return flat
  const cut = flat.slice(0, DESCRIPTION_LENGTH)
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('다. '))
  return sentenceEnd > DESCRIPTION_LENGTH / 2 ? cut.slice(0, sentenceEnd + 1).trim() : `${cut.trimEnd()}…`
}

/** The first image of an HTML body (a post's picture for link previews), if it has one. */
const firstImage = (html: string | undefined) => (html ? /<img[^>]+src="([^"]+)"/i.exec(html)?.[1] : undefined)

/**
 * A post, an event or a technology in a server-rendered page's head: its own title, a description
 * from its summary or body, and its picture (or the first image in its body).
 */
export const useServerContentHead = ({ title, text, imageUrl, html }: { title: string; text: string; imageUrl?: string | null; html?: string }) => {
  const siteTitle = useSiteTitle()
  useServerPageHead({ title: `${title} | ${siteTitle}`, description: describe(text), image: imageUrl ?? firstImage(html) })
}

/** `<page> | 사이트 제목` (사이트 설정), or the site title alone on the home page. */
export const useDocumentTitle = (pageTitle?: string) => {
  const siteTitle = useSiteTitle()
  useServerPageHead({ title: pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle })
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle
  }, [pageTitle, siteTitle])
}
