import { Container } from '@mantine/core'
import { NotFoundView } from '@/components/not-found-view'
import { SiteFrame } from './layouts/site-frame'

/** An unknown path: no layout matched, so the 404 brings the site chrome itself. */
export function NotFoundPage() {
  return (
    <SiteFrame>
      <Container>
        <NotFoundView headingLevel={1} />
      </Container>
    </SiteFrame>
  )
}
