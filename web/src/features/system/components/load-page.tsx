import { Loader } from '@mantine/core'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { systemMessages } from '../messages'
import classes from './load-page.module.css'

/** The load layout's page: shown while an external step (e.g. a sign-in callback) hands over. */
export function LoadPage() {
  useDocumentTitle(systemMessages.loadTitle)
  return (
    <div className={classes.load} role="status">
      <Loader size="lg" />
      <h1 className={classes.title}>{systemMessages.loadTitle}</h1>
      <p className={classes.body}>{systemMessages.loadBody}</p>
    </div>
  )
}
