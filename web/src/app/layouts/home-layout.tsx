import { Outlet } from '@tanstack/react-router'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { SiteFrame } from './site-frame'

/** The home page runs edge to edge under the header; its title is the organisation's name alone. */
export function HomeLayout() {
  useDocumentTitle()
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )
}
