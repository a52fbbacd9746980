import { commonMessages } from '@/config/messages'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ErrorView } from './error-view'

/** The 404 content; inside a layout when a loader finds nothing, framed by the root otherwise. */
export function NotFoundView({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  useDocumentTitle(commonMessages.notFoundTitle)
  return <ErrorView status={404} message={commonMessages.notFoundTitle} description={commonMessages.notFoundBody} headingLevel={headingLevel} />
}
