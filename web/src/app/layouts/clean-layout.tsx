import { Container } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import { PageHeading } from '@/components/layout/page-heading'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageMeta } from '@/hooks/use-page-meta'
import { SiteFrame } from './site-frame'
import classes from './clean-layout.module.css'

/** Account pages (login, join, find id/password): header and footer around one narrow column. */
export function CleanLayout() {
  const { title } = usePageMeta()
  useDocumentTitle(title)
  return (
    <SiteFrame>
      <Container size={720} className={classes.body}>
        <PageHeading title={title} />
        <Outlet />
      </Container>
    </SiteFrame>
  )
}
