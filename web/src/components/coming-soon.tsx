import { Button } from '@mantine/core'
import { IconTools } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import classes from './coming-soon.module.css'

/** The honest placeholder of a page whose feature arrives in a later release. */
export function ComingSoon({ description = commonMessages.comingSoonBody }: { description?: string }) {
  return (
    <section className={classes.comingSoon} aria-labelledby="coming-soon-title">
      <IconTools size={48} stroke={1.4} className={classes.icon} aria-hidden="true" />
      <h2 id="coming-soon-title" className={classes.title}>
        {commonMessages.comingSoonTitle}
      </h2>
      <p className={classes.description}>{description}</p>
      <Button variant="default" renderRoot={(props) => <Link to="/" {...props} />}>
        {commonMessages.goHome}
      </Button>
    </section>
  )
}
