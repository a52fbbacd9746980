import { Button, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import classes from './error-view.module.css'

type ErrorViewProps = {
  status?: number
  message?: string
  description?: string
  onRetry?: () => void
  /** 1 when the view is the whole page, 2 inside a layout that already has the page's h1. */
  headingLevel?: 1 | 2
}

/** Spec §2/§8: status code (default 500) and message (default 'Error') with a way home. */
export function ErrorView({ status = 500, message = commonMessages.errorTitle, description, onRetry, headingLevel = 2 }: ErrorViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className={classes.errorView} aria-labelledby="error-view-title">
      <p className={classes.status}>{status}</p>
      <Heading id="error-view-title" className={classes.message}>
        {message}
      </Heading>
      {description && <p className={classes.description}>{description}</p>}
      <Group justify="center" gap="xs">
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            {commonMessages.retry}
          </Button>
        )}
        <Button renderRoot={(props) => <Link to="/" {...props} />}>{commonMessages.goHome}</Button>
      </Group>
    </section>
  )
}
