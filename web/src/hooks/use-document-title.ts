import { useEffect } from 'react'
import { site } from '@contract/site'
import { useServerPageHead } from '@/lib/page-head'
import { useSiteSettings } from '@/lib/queries/site-settings'

/** `<page> | 사이트 제목` (사이트 설정), or the site title alone on the home page. */
export const useDocumentTitle = (pageTitle?: string) => {
  const siteTitle = useSiteSettings()?.pageTitle || site.organizationName
  useServerPageHead({ title: pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle })
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle
  }, [pageTitle, siteTitle])
}
