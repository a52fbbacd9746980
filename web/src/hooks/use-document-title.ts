import { useEffect } from 'react'
import { site } from '@contract/site'

/** `<page> | 새솔대학교 산학협력단`, or the organisation name alone on the home page. */
export const useDocumentTitle = (pageTitle?: string) => {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${site.organizationName}` : site.organizationName
  }, [pageTitle])
}
