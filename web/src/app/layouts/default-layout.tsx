import { Container } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import { LeftMenu } from '@/components/layout/left-menu'
import { PageHeading } from '@/components/layout/page-heading'
import { SubHeader } from '@/components/layout/sub-header'
import { TabNav } from '@/components/layout/tab-nav'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageMeta } from '@/hooks/use-page-meta'
import { SiteFrame } from './site-frame'
import classes from './default-layout.module.css'

/** Spec §2: on mobile the application form (and the 기술상담 신청, issue 33) hides the sub header and tab navigation. */
const mobileFormPaths = ['/cooperation/application', '/cooperation/techtransferapply']
const hidesMobileChrome = (pathname: string) => mobileFormPaths.includes(pathname.toLowerCase().replace(/\/+$/, ''))

/** Sub header, tab navigation (mobile), left menu (desktop) and the page under its heading. */
export function DefaultLayout() {
  const { pathname, group, item, title } = usePageMeta()
  useDocumentTitle(title)
  const hiddenOnMobile = hidesMobileChrome(pathname)

  return (
    <SiteFrame>
      {group && <SubHeader group={group} hiddenOnMobile={hiddenOnMobile} />}
      {group && <TabNav group={group} activeMenu={item?.menu} hiddenOnMobile={hiddenOnMobile} />}
      <Container className={classes.body}>
        {group && <LeftMenu group={group} activeMenu={item?.menu} />}
        <div className={classes.content}>
          <PageHeading title={title} group={group} />
          <Outlet />
        </div>
      </Container>
    </SiteFrame>
  )
}
